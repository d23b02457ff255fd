import HTML
import QuranFlowScreens

/// The HTML of a submission in review (SakSubmissionPending) and of the archive (SakSubmissions, SakSubmissionsEmpty).
enum SubmissionViews {
    static func pending(_ screen: SubmissionPendingScreen, csrfToken: String) -> Node {
        Node.fragment([
            nav(.class("drill-nav"), .aria("label", "Back")) {
                if let archive = screen.archive { a(.href(archive.href), .class("back-link")) { archive.label } }
            },
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.recording.heading }
            },
            section(.class("card recording-card"), .aria("label", screen.recording.heading)) {
                p(.class("row-meta")) {
                    screen.recording.sent
                    " · "
                    screen.recording.duration
                    " "
                    Parts.pill(screen.status)
                }
                waveform(screen.recording.peaks)
                if let source = screen.recording.source { audio(.src(source), .boolean("controls"), .attr("preload", "metadata")) }
            },
            screen.revoke.map { revoke in
                section(
                    .id("revoke"), .class("card revoke"), .aria("labelledby", "revoke-title"),
                    .data("seconds-left", String(revoke.secondsLeft))
                ) {
                    h2(.id("revoke-title"), .class("section-title")) { revoke.title }
                    p(.class("countdown")) {
                        time(.id("revoke-countdown"), .role("timer"), .datetime("PT\(revoke.secondsLeft)S")) { revoke.countdown }
                    }
                    p { revoke.body }
                    if let warning = revoke.warning { p(.class("warning"), .role("note")) { warning } }
                    form(.action(revoke.actionURL), .method("post"), .id("revoke-form")) {
                        PageFrame.csrfField(csrfToken)
                        button(.type("submit"), .class("button secondary danger")) { revoke.button }
                    }
                }
            } ?? .empty,
            section(.class("card next"), .aria("labelledby", "next-title")) {
                h2(.id("next-title"), .class("section-title")) { screen.next.heading }
                p { screen.next.body }
                if let feedback = screen.feedback { Parts.actionLink(feedback, class: "button primary") }
            },
        ])
    }

    /// A quiet waveform of the recording's peaks (decorative: the duration and player carry the meaning).
    static func waveform(_ peaks: [Float]) -> Node {
        guard !peaks.isEmpty else { return .empty }
        let step = max(1, peaks.count / 60)
        let bars = stride(from: 0, to: peaks.count, by: step).map { peaks[$0] }
        return svg(
            .class("waveform"), .attr("viewBox", "0 0 \(bars.count * 4) 40"), .attr("preserveAspectRatio", "none"),
            .aria("hidden", "true"), .attr("focusable", "false")
        ) {
            bars.enumerated().map { index, peak in
                let height = max(2, Double(peak) * 38)
                return rect(
                    .attr("x", "\(index * 4)"), .attr("y", String(format: "%.1f", (40 - height) / 2)), .attr("width", "2.5"),
                    .attr("height", String(format: "%.1f", height)), .attr("rx", "1"))
            }
        }
    }

    static func archive(_ screen: SubmissionsScreen) -> Node {
        Node.fragment([
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.title }
            },
            screen.hero.map { hero in
                section(.class("card hero archive-hero")) {
                    p(.class("eyebrow")) { hero.since }
                    p(.class("hero-title")) { hero.count }
                    Parts.strip(hero.strip)
                }
            } ?? .empty,
            Node.fragment(screen.groups.map(group)),
            screen.empty.map { empty in
                Node.fragment([
                    section(.class("card empty")) {
                        h2(.class("hero-title")) { empty.title }
                        p { empty.body }
                        if let primary = empty.primary { Parts.actionLink(primary, class: "button primary") }
                    },
                    section(.class("what-lives-here"), .aria("labelledby", "preview-title")) {
                        h2(.id("preview-title"), .class("section-title")) { empty.previewHeading }
                        ul(.class("card list schematic")) { empty.preview.map { item in li { item } } }
                    },
                ])
            } ?? .empty,
        ])
    }

    static func group(_ group: SubmissionsScreen.Group) -> Node {
        let list = ul(.class("card list submissions")) {
            group.rows.map { row in
                li(.class("submission-row")) {
                    if let action = row.action {
                        a(.href(action.href), .class("list-link")) { row.week }
                    } else {
                        span(.class("list-link")) { row.week }
                    }
                    span(.class("row-meta")) { row.passage }
                    Parts.pill(row.status)
                }
            }
        }
        return section(.class("submission-group"), .aria("label", group.title)) {
            h2(.class("section-title")) { group.title }
            if let reveal = group.reveal {
                details(.class("earlier")) {
                    summary { reveal }
                    list
                }
            } else {
                list
            }
        }
    }
}
