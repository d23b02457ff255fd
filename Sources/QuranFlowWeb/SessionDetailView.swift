import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The shared frame of SakSessionDetail and SakSessionDetailQRC: title block, meta row, coach card, body
/// sections and the primary/secondary pair.
enum SessionDetailView {
    static func content(_ screen: SessionDetailScreen) -> Node {
        Node.fragment([
            screen.back.map { Parts.actionLink($0, class: "back-link", accessibleName: "Back to Sessions") } ?? .empty,
            header(.class("screen-header detail-header")) {
                p(.class("eyebrow")) { span(.class("chip")) { screen.kindChip } }
                h1(.class("greeting")) { Parts.isolated(screen.title) }
                p(.class("detail-meta")) {
                    time(.datetime(screen.startsAt)) { screen.meta }
                    " · "
                    screen.zone
                }
            },
            section(.class("card coach-card"), .aria("label", "Coach")) {
                if let coach = screen.coach {
                    Parts.avatar(String(coach.split(separator: " ").last?.prefix(1) ?? "?"))
                    p(.class("coach-name")) { Parts.isolated(coach) }
                }
                p(.class("detail-facts")) { screen.facts }
            },
            Node.fragment(
                screen.sections.enumerated().map { index, part in
                    section(.class("detail-section"), .aria("labelledby", "detail-\(index)")) {
                        h2(.id("detail-\(index)"), .class("section-title")) { part.title }
                        if let verse = part.verse {
                            figure(.class("verse-card")) {
                                p(.class("verse-arabic"), .lang("ar"), .dir(.rtl)) { verse.arabic }
                                figcaption(.class("verse-citation")) { verse.citation }
                            }
                        }
                        if !part.rows.isEmpty {
                            ol(.class("card numbered")) { part.rows.map { row in li { row } } }
                        }
                    }
                }),
            screen.cohort.map { cohort in
                section(.class("detail-section"), .aria("labelledby", "detail-cohort")) {
                    h2(.id("detail-cohort"), .class("section-title")) { cohort.title }
                    div(.class("card cohort-stack")) {
                        span(.class("avatar-stack"), .aria("hidden", "true")) {
                            Node.fragment(cohort.initials.map { Parts.avatar($0) })
                            if cohort.more > 0 { span(.class("avatar more")) { "+\(cohort.more)" } }
                        }
                        p(.class("cohort-line")) { cohort.line }
                    }
                }
            } ?? .empty,
            div(.class("cta-pair")) {
                if let primary = screen.primary {
                    Parts.actionLink(primary, class: "button primary gold", accessibleName: "\(primary.label) for \(screen.title)")
                }
                if let remind = screen.remind {
                    Parts.actionLink(remind, class: "button secondary", accessibleName: "\(remind.label): \(screen.title)")
                }
            },
        ])
    }
}

/// The reminder page behind "Remind me": says what the reminder does and turns it on or off (a CSRF-carrying form).
enum ReminderView {
    static func content(title: String, isOn: Bool, action: String, back: String, csrfToken: String) -> Node {
        Node.fragment([
            a(.href(back), .class("back-link")) { "Back" },
            header(.class("screen-header")) {
                p(.class("eyebrow")) { "Reminder" }
                h1(.class("greeting")) { Parts.isolated(title) }
            },
            section(.class("card")) {
                p {
                    isOn
                        ? "Your reminder is on: it arrives 15 minutes before each session."
                        : "Get a reminder 15 minutes before each session."
                }
                form(.action(action), .method("post")) {
                    PageFrame.csrfField(csrfToken)
                    input(.type("hidden"), .name(ReminderForm.CodingKeys.on), .value(isOn ? "0" : "1"))
                    input(.type("hidden"), .name(ReminderForm.CodingKeys.back), .value(back))
                    button(.type("submit"), .class(isOn ? "secondary" : "primary")) { isOn ? "Turn reminder off" : "Remind me" }
                }
            },
        ])
    }
}

extension StudentPages {
    /// A session detail page (deep link) inside the student shell.
    ///
    /// ```swift
    /// StudentPages.sessionDetail(screen, shell: StudentShell.make(current: .sessions, destinations: .current))
    /// ```
    public static func sessionDetail(_ screen: SessionDetailScreen, shell: StudentShell) -> String {
        ShellView.page(title: screen.title, tabs: shell.tabs, navLabel: "Student tabs") {
            SessionDetailView.content(screen)
        }
    }

    /// The reminder page of one item: on/off with a form posting to `action`.
    ///
    /// ```swift
    /// StudentPages.reminder(title: "Sisters' Reading Circle", isOn: false, action: "/sessions/x/reminder", back: "/sessions",
    ///                       csrfToken: token, shell: shell)
    /// ```
    public static func reminder(title: String, isOn: Bool, action: String, back: String, csrfToken: String, shell: StudentShell) -> String {
        ShellView.page(title: "Reminder", tabs: shell.tabs, navLabel: "Student tabs") {
            ReminderView.content(title: title, isOn: isOn, action: action, back: back, csrfToken: csrfToken)
        }
    }
}
