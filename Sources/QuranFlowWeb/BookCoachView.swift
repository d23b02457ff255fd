import HTML
import QuranFlowScreens

/// Who you meet one-to-one (the "Change" behind Book your one-to-one's coach card): one card per coach, each a link
/// back to the booking screen with that coach's slots; no script.
enum BookCoachView {
    static func content(_ screen: BookCoachScreen) -> Node {
        Node.fragment([
            a(.href(screen.back), .class("back-link")) { "Book your one-to-one" },
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.title }
            },
            p(.class("glance-footer")) { screen.intro },
            screen.seriesNote.map { note in p(.class("card quiet"), .role("note")) { note } } ?? .empty,
            ul(.class("coach-options"), .aria("label", "Coaches")) {
                screen.options.map { option in
                    li {
                        a(
                            .href(option.href), .class(option.isChosen ? "card coach-option is-selected" : "card coach-option"),
                            .attr("aria-current", option.isChosen ? "true" : "false")
                        ) {
                            span(.class("coach-option-head")) {
                                strong { Parts.isolated(option.name) }
                                span(.class("chip")) { option.tag }
                            }
                            span(.class("book-mode-detail")) { option.times }
                            span(.class("coach-option-action")) { option.isChosen ? "Chosen" : "Choose" }
                        }
                    }
                }
            },
        ])
    }
}

extension StudentPages {
    /// Who you meet one-to-one inside the student shell.
    ///
    /// ```swift
    /// StudentPages.bookCoach(screen, shell: shell)
    /// ```
    public static func bookCoach(_ screen: BookCoachScreen, shell: StudentShell) -> String {
        ShellView.page(title: "Who you meet one-to-one", tabs: shell.tabs, navLabel: "Student tabs") {
            BookCoachView.content(screen)
        }
    }
}
