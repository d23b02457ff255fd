import Foundation
import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// Pieces the review, feedback and practice screens share: the marked passage, a recording with its waveform.
enum LoopParts {
    /// The passage card. With `markable`, each word is a radio button of the mark form (tapping a word chooses it, even
    /// without script); otherwise marked words carry their numbers.
    static func passage(_ model: MarkedPassage, cite: String, markable: Bool) -> Node {
        section(.class("card passage-card"), .aria("label", "Passage")) {
            p(.class("eyebrow passage-cite")) { cite }
            model.ayahs.map { ayah in
                p(.class("passage-ayah"), .lang("ar"), .dir(.rtl)) {
                    ayah.words.map { word(markable: markable, $0) }
                    // aria-label is not for a plain span: the ornament is hidden and the words are read instead.
                    span(.class("ayah-number")) {
                        span(.aria("hidden", "true")) { "﴿\(ayah.number)﴾" }
                        Parts.visuallyHidden("āyah \(ayah.number)")
                    }
                }
            }
        }
    }

    static func word(markable: Bool, _ cell: MarkedPassage.WordCell) -> Node {
        let classes = "word" + (cell.tone.map { " \($0)" } ?? "")
        let numbers =
            cell.markNumbers.isEmpty
            ? Node.empty
            : el("sup", .class("mark-number")) { cell.markNumbers.map { String($0) }.joined(separator: ",") }
        let value = "\(cell.surah):\(cell.ayah):\(cell.index)"
        if markable {
            return label(.class(classes + " markable"), .data("word", value), .data("text", cell.text)) {
                input(
                    .type("radio"), .name(ReviewMarkForm.CodingKeys.word), .value(value), .class("visually-hidden"),
                    .aria("label", "Mark \(cell.text) (\(cell.surah):\(cell.ayah), word \(cell.index))"))
                span { cell.text }
                numbers
                " "
            }
        }
        return Node.fragment([
            span(.class(classes)) {
                cell.text; numbers
            }, Node.text(" "),
        ])
    }

    /// A recording: the audio element, and a waveform of its peaks (an SVG the script makes scrubbable) with markers.
    /// Markers sit where their marks sit along the student's recording (``MarkRow/position``), the same fraction of
    /// this recording's length — so on the coach's note they keep the marks' order and spacing.
    static func recording(_ card: AudioCard, id: String, label name: String, markers: [MarkRow] = []) -> Node {
        div(.class("recording"), .data("audio", id)) {
            div(.class("waveform"), .data("for", id), .data("seconds", String(card.seconds))) {
                wave(card.peaks)
                span(.class("wave-progress"), .aria("hidden", "true"))
                self.markers(markers, seconds: card.seconds)
            }
            audio(.id(id), .attr("controls", "controls"), .attr("preload", "metadata"), .src(card.src), .aria("label", name))
            p(.class("recording-meta muted")) {
                name; " · "; card.durationLabel
            }
        }
    }

    /// The waveform's markers, one per mark, where the mark sits along a recording of `seconds`.
    static func markers(_ markers: [MarkRow], seconds: Double) -> Node {
        Node.fragment(
            markers.map { mark in
                button(
                    .type("button"), .class("wave-marker \(mark.kind)"), .data("left", String(format: "%.2f", mark.position * 100)),
                    .data("seek", String(format: "%.2f", mark.position * seconds)),
                    .aria("label", "Mark \(mark.number) at \(mark.playhead)")
                ) { String(mark.number) }
            })
    }

    /// A waveform of `peaks` (0…1) as bars, decorative (the audio element beside it carries the name); a flat line of
    /// 60 bars when nothing was measured.
    static func wave(_ peaks: [Float], class className: String = "wave") -> Node {
        let bars = peaks.isEmpty ? [Float](repeating: 0.3, count: 60) : peaks
        let width = Double(bars.count) * 3
        return svg(
            .class(className), .attr("viewBox", "0 0 \(Int(width)) 40"), .attr("preserveAspectRatio", "none"), .aria("hidden", "true")
        ) {
            bars.enumerated().map { index, peak in
                let height = max(2, Double(peak) * 38)
                return rect(
                    .attr("x", String(Double(index) * 3)), .attr("y", String(20 - height / 2)), .attr("width", "2"),
                    .attr("height", String(height)), .attr("rx", "1"))
            }
        }
    }

    /// The numbered marks list: number, play chip with the timestamp, title and detail line.
    static func markItem(_ mark: MarkRow, audio: String?) -> Node {
        li(.class("mark-row \(mark.kind)")) {
            span(.class("mark-badge \(mark.kind)")) { String(mark.number) }
            span(.class("mark-body")) {
                span(.class("mark-title"), .dir(.ltr)) { mark.title }
                span(.class("mark-detail muted")) {
                    mark.detailLine; " · "; mark.category
                }
            }
            if let audio {
                button(
                    .type("button"), .class("play-chip"), .data("play", audio), .data("seek", String(mark.playheadSeconds)),
                    .aria("label", "Play from \(mark.playhead)")
                ) { "▶ \(mark.playhead)" }
            } else {
                span(.class("play-chip")) { mark.playhead }
            }
        }
    }
}
