import HTML
import QuranFlowScreens

/// The HTML of Learn (SakLearn) and a lesson (SakLesson).
enum LearnView {
    static func content(_ screen: LearnScreen) -> Node {
        Node.fragment([
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.title }
            },
            screen.hero.map { hero in
                section(.class("card hero learn-hero"), .aria("labelledby", "hero-title")) {
                    p(.class("eyebrow")) { hero.eyebrow }
                    h2(.id("hero-title"), .class("hero-title")) { hero.title }
                    Parts.strip(hero.strip)
                    if let primary = hero.primary { Parts.actionLink(primary, class: "button primary") }
                }
            } ?? .empty,
            section(.class("syllabus"), .aria("label", "Syllabus")) {
                screen.parts.map(part)
            },
            section(.class("card closing")) {
                p(.class("closing-lead")) { screen.closingLead }
                p(.class("closing-body")) { screen.closing }
            },
        ])
    }

    static func part(_ part: LearnScreen.Part) -> Node {
        details(.class("part"), .boolean("open", if: part.isExpanded)) {
            summary(.class("part-summary")) {
                span(.class("part-heading")) { part.heading }
                span(.class("part-line")) { part.summary }
            }
            ol(.class("card lesson-rows")) {
                part.rows.map { row in
                    li(.class("lesson-row \(row.state.rawValue)")) {
                        span(.class("row-icon \(row.state.rawValue)"), .aria("hidden", "true"))
                        span(.class("row-week")) { row.weekLabel }
                        if let action = row.action {
                            a(.href(action.href), .class("row-title")) { Parts.isolated(row.title) }
                        } else {
                            span(.class("row-title")) { Parts.isolated(row.title) }
                        }
                        span(.class("row-state")) { row.stateLabel }
                    }
                }
            }
        }
    }
}

/// The HTML of a week's lesson (SakLesson).
enum LessonView {
    static func content(_ screen: LessonScreen) -> Node {
        Node.fragment([
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.title }
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
                    if next.percent > 0 { progress(.value("\(next.percent)"), .attr("max", "100"), .aria("label", "\(next.percent)% watched")) }
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

    static func hearBack(_ model: LessonScreen.HearBack) -> Node {
        section(.class("step hear-back"), .aria("label", model.heading)) {
            step(3, model.heading)
            div(.class("card note-card")) {
                p(.class("note-coach")) { model.coach }
                p(.class("row-meta")) {
                    model.meta
                    " "
                    Parts.pill(model.status)
                }
                if let source = model.source { audio(.src(source), .boolean("controls"), .attr("preload", "none")) }
                if let action = model.action { Parts.actionLink(action, class: "button secondary") }
            }
        }
    }
}
