import HTML
import QuranFlowScreens

/// The HTML of Learn (SakLearn).
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
