import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The HTML of one onboarding step (SakOnb1–SakOnb6) in the shared shell: back chevron, step dots, Skip, the step's
/// frontispiece and the primary pill.
enum OnboardingView {
    static func content(_ screen: OnboardingScreen, csrfToken: String) -> Node {
        let action = QuranFlowRoute.continueOnboarding.path(screen.step)
        return Node.fragment([
            header(.class("onb-bar")) {
                if let back = screen.back {
                    a(.href(back.href), .class("onb-back"), .aria("label", back.label)) { span(.aria("hidden", "true")) { "‹" } }
                } else {
                    span(.class("onb-back placeholder"), .aria("hidden", "true")) { "" }
                }
                ol(.class("step-dots"), .aria("label", screen.progressLabel)) {
                    screen.dots.map { dot in
                        li(.class("step-dot\(dot.isCurrent ? " is-current" : "")\(dot.isDone ? " is-done" : "")")) {
                            Parts.visuallyHidden(dot.isCurrent ? "Step \(dot.number), current" : "Step \(dot.number)")
                        }
                    }
                }
                form(.action(action), .method("post"), .class("onb-skip")) {
                    PageFrame.csrfField(csrfToken)
                    input(.type("hidden"), .name(QuranScriptForm.CodingKeys.skip), .value("1"))
                    button(.type("submit"), .class("link-button")) { screen.skipLabel }
                }
            },
            form(.action(action), .method("post"), .class("onb-step onb-\(screen.step)")) {
                PageFrame.csrfField(csrfToken)
                body(screen)
                if !screen.notSetUp.isEmpty {
                    ul(.class("card onb-not-set-up"), .aria("label", "Not set up yet")) { screen.notSetUp.map { line in li { line } } }
                }
                button(.type("submit"), .class("primary onb-cta")) { screen.callToAction }
            },
        ])
    }

    static func body(_ screen: OnboardingScreen) -> Node {
        if let welcome = screen.welcome {
            return section(.class("onb-frontispiece")) {
                span(.class("onb-seal"), .aria("hidden", "true")) { "ق" }
                h1(.class("onb-title")) { Parts.isolated(welcome.title) }
                p(.class("lede")) { welcome.sentence }
            }
        }
        if let level = screen.level {
            return section(.class("onb-frontispiece")) {
                span(.class("onb-medallion"), .aria("hidden", "true")) { level.numeral ?? "·" }
                h1(.class("onb-title")) { level.title }
                p(.class("lede")) { level.reassurance }
            }
        }
        if let script = screen.script {
            return section(.class("onb-frontispiece")) {
                h1(.class("onb-title")) { script.title }
                ScriptView.cards(script.cards, legend: "Script")
                p(.class("muted onb-footnote")) { script.footnote }
            }
        }
        if let coach = screen.coach {
            return section(.class("onb-frontispiece")) {
                p(.class("eyebrow")) { coach.eyebrow }
                span(.class("onb-medallion coach"), .aria("hidden", "true")) {
                    coach.initial ?? "·"
                    if coach.initial != nil { span(.class("verified-badge")) { "✓" } }
                }
                h1(.class("onb-title")) { Parts.isolated(coach.name) }
                coach.line.map { line in p(.class("muted onb-coach-line")) { Parts.isolated(line) } } ?? .empty
                ul(.class("onb-facts")) { coach.facts.map { fact in li { fact } } }
            }
        }
        if let rhythm = screen.rhythm {
            return section(.class("onb-frontispiece")) {
                h1(.class("onb-title")) { rhythm.title }
                ol(.class("onb-thread")) {
                    rhythm.items.map { item in
                        li(.class("onb-thread-step")) {
                            span(.class("onb-thread-number"), .aria("hidden", "true")) { String(item.number) }
                            span(.class("onb-thread-text")) {
                                strong { Parts.isolated(item.title) }
                                span(.class("muted")) { item.detail }
                            }
                        }
                    }
                }
            }
        }
        if let circles = screen.circles {
            return section(.class("onb-frontispiece")) {
                h1(.class("onb-title")) { circles.title }
                ul(.class("onb-circles")) {
                    circles.kinds.map { kind in
                        li(.class("card onb-circle")) {
                            strong { kind.title }
                            span(.class("muted")) { kind.detail }
                        }
                    }
                }
                p(.class("lede")) { circles.reassurance }
            }
        }
        return .empty
    }
}
