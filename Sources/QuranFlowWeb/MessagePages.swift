import HTML
import QuranFlowScreens

/// The pages of messaging: a thread (either side) and the coach's Messages list.
public enum MessagePages {
    /// Whose shell a thread sits in.
    public enum Shell: Sendable {
        case student(StudentShell)
        case coach(CoachShell)

        var tabs: [TabItem] {
            switch self {
            case .student(let shell): shell.tabs
            case .coach(let shell): shell.tabs
            }
        }

        var navLabel: String {
            if case .coach = self { return "Coach tabs" }
            return "Student tabs"
        }
    }

    /// A thread (SakMessageThread): its days, bubbles and composer.
    ///
    /// ```swift
    /// MessagePages.thread(screen, shell: .student(shell), csrfToken: token)
    /// ```
    public static func thread(_ screen: MessageThreadScreen, shell: Shell, csrfToken: String) -> String {
        ShellView.page(title: screen.title, tabs: shell.tabs, navLabel: shell.navLabel, scripts: ["messages.js"]) {
            MessageThreadView.content(screen, csrfToken: csrfToken)
        }
    }

    /// The coach's Messages list.
    public static func coachList(_ screen: CoachMessagesScreen, shell: CoachShell) -> String {
        ShellView.page(title: screen.title, tabs: shell.tabs, navLabel: "Coach tabs") {
            MessageThreadView.list(screen)
        }
    }
}

/// The HTML of a thread and of the coach's list.
enum MessageThreadView {
    static func content(_ screen: MessageThreadScreen, csrfToken: String) -> Node {
        Node.fragment([
            Parts.actionLink(screen.back, class: "back-link"),
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { Parts.isolated(screen.title) }
            },
            screen.earlier.map { Parts.actionLink($0, class: "button secondary earlier") } ?? .empty,
            screen.emptyLine.map { line in p(.class("card quiet thread-empty")) { line } } ?? .empty,
            section(
                .class("thread"), .aria("label", "Messages with \(screen.title)"), .attr("aria-live", "polite"),
                .data("events", screen.eventsURL ?? "")
            ) {
                screen.days.map { day in
                    div(.class("thread-day")) {
                        p(.class("thread-divider")) { day.divider }
                        ol(.class("bubbles")) {
                            day.bubbles.map { bubble in
                                li(.class("bubble \(bubble.side)" + (bubble.isMine ? " mine" : "")), .id("m-\(bubble.id)")) {
                                    p(.class("bubble-text"), .dir(.auto)) { bubble.text }
                                    time(.datetime(bubble.sentAt), .class("bubble-time")) { bubble.time }
                                }
                            }
                        }
                    }
                }
            },
            composer(screen, csrfToken: csrfToken),
        ])
    }

    static func composer(_ screen: MessageThreadScreen, csrfToken: String) -> Node {
        if let url = screen.sendURL {
            return form(.action(url), .method("post"), .class("card composer")) {
                PageFrame.csrfField(csrfToken)
                label(.for("message-body"), .class("visually-hidden")) { "Message" }
                textarea(
                    .id("message-body"), .name("body"), .attr("rows", "3"), .attr("maxlength", "2000"), .attr("required", ""),
                    .attr("placeholder", screen.placeholder), .dir(.auto)
                ) { "" }
                div(.class("composer-row")) {
                    screen.capLine.map { line in p(.class("cap-line"), .id("cap-line")) { line } } ?? .empty
                    button(.type("submit"), .class("button primary")) { "Send" }
                }
            }
        }
        return screen.closedLine.map { line in p(.class("card quiet cap-closed"), .attr("role", "status")) { line } } ?? .empty
    }

    static func list(_ screen: CoachMessagesScreen) -> Node {
        Node.fragment([
            Parts.actionLink(screen.back, class: "back-link"),
            header(.class("screen-header")) {
                h1(.class("greeting")) { screen.title }
            },
            section(.class("card ink stat-hero"), .aria("label", "Waiting")) {
                p(.class("hero-title")) { screen.hero }
                p(.class("hero-meta")) { screen.promise }
            },
            screen.emptyLine.map { line in p(.class("card quiet")) { line } } ?? .empty,
            ul(.class("card thread-list")) {
                screen.rows.map { row in
                    li(.class(row.isOverdue ? "thread-row is-overdue" : "thread-row")) {
                        a(.href(row.open.href), .class("thread-link")) {
                            Parts.avatar(row.initial)
                            span(.class("thread-main")) {
                                span(.class("thread-name")) { Parts.isolated(row.studentName) }
                                span(.class("thread-preview"), .dir(.auto)) { row.preview }
                            }
                            span(.class("thread-meta")) {
                                if let waiting = row.waiting { span(.class("thread-waiting")) { waiting } }
                                if row.unread > 0 { span(.class("unread-count")) { "\(row.unread) new" } }
                            }
                        }
                    }
                }
            },
        ])
    }
}
