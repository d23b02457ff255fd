import HTML
import QuranFlowScreens

/// The HTML of a week's lesson (SakLesson).
enum LessonView {
    static func content(_ screen: LessonScreen) -> Node {
        Node.fragment([
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.title }
                if let summary = screen.summary { p(.class("lesson-summary")) { Parts.isolated(summary) } }
                p(.class("lede")) { screen.description }
            },
            screen.verse.map(verseCard) ?? .empty,
            watch(screen.watch),
            record(screen.record),
            screen.hearBack.map(hearBack) ?? .empty,
        ])
    }

    static func verseCard(_ verse: VerseCloser) -> Node {
        figure(.class("card verse-card")) {
            p(.class("verse-arabic"), .lang("ar"), .dir(.rtl)) { verse.arabic }
            figcaption(.class("verse-citation")) { verse.citation }
        }
    }

    static func step(_ number: Int, _ heading: String) -> Node {
        h2(.class("step-title")) {
            span(.class("step-number"), .aria("hidden", "true")) { "\(number)" }
            heading
        }
    }

    static func watch(_ watch: LessonScreen.Watch) -> Node {
        section(.class("step watch"), .aria("label", watch.heading)) {
            step(1, watch.heading)
            if let next = watch.upNext {
                div(.class("card ink up-next")) {
                    p(.class("eyebrow")) { "Up next" }
                    if let action = next.action {
                        a(.href(action.href), .class("up-next-title")) { Parts.isolated(next.title) }
                    } else {
                        p(.class("up-next-title")) { Parts.isolated(next.title) }
                    }
                    p(.class("hero-meta")) { next.meta }
                    if next.percent > 0 {
                        progress(.value("\(next.percent)"), .attr("max", "100"), .aria("label", "\(next.percent)% watched"))
                    }
                }
            }
            if let toggle = watch.watchedToggle {
                details(.class("watched")) {
                    summary { toggle }
                    ul(.class("card list")) {
                        watch.watched.map { row in
                            li(.class("video-row watched")) {
                                if let action = row.action { a(.href(action.href), .class("list-link")) { Parts.isolated(row.title) } }
                                span(.class("row-meta")) { row.meta }
                            }
                        }
                    }
                }
            }
            if let note = watch.emptyNote { p(.class("quiet")) { note } }
        }
    }

    static func record(_ record: LessonScreen.Record) -> Node {
        section(.class("step record"), .aria("label", record.heading)) {
            step(2, record.heading)
            div(.class("card plate")) {
                div(.class("plate-wave"), .aria("hidden", "true")) { (0..<28).map { _ in span() } }
                if let primary = record.primary { Parts.actionLink(primary, class: "button primary record-cta") }
                if let inFlight = record.inFlight { Parts.actionLink(inFlight, class: "button secondary") }
                if let blocker = record.blocker { p(.class("blocker")) { blocker } }
                p(.class("attempts")) {
                    span(.class("dots"), .aria("hidden", "true")) {
                        record.attemptDots.map { span(.class($0 ? "dot used" : "dot")) }
                    }
                    span { record.attemptsLabel }
                }
                p(.class("deadline")) { record.deadline }
            }
        }
    }

    /// Step 3: the latest coach note, playable where it stands — coach, "Week 7 · 2 days ago", its waveform, a quoted
    /// line — and the way into the whole feedback.
    static func hearBack(_ model: LessonScreen.HearBack) -> Node {
        section(.class("step hear-back"), .aria("label", model.heading)) {
            step(3, model.heading)
            article(.class("card note-card"), .aria("labelledby", "hear-back-coach")) {
                div(.class("note-card-head")) {
                    p(.id("hear-back-coach"), .class("note-coach")) { model.coach }
                    Parts.pill(model.status)
                }
                p(.class("row-meta")) { model.meta }
                if let note = model.note {
                    LoopParts.recording(note, id: "hear-back-note", label: "Notes from \(model.coach)")
                } else if let preparing = model.preparing {
                    p(.class("quiet preparing"), .attr("role", "status")) { preparing }
                }
                if let quote = model.quote {
                    blockquote(.class("note-quote")) { p { Parts.isolated(quote) } }
                }
                if let action = model.action { Parts.actionLink(action, class: "button secondary") }
            }
        }
    }
}
