import Foundation
import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The ambient board's HTML: the frames every widget family is drawn in at its point size (Home Screen in colour with
/// its dark-mode swap, the Lock Screen in grayscale, the two Live Activities, StandBy), the intents, and the board's
/// data — the same JSON as `/api/ambient` — which `ambient.js` draws entry by entry, switching at each entry's instant
/// without asking the server, and fetching again when the event stream says the loop changed. Without script the page
/// says so; nothing on it is a control that leads nowhere.
enum AmbientView {
    static func content(_ board: AmbientBoard) -> Node {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let json = (try? encoder.encode(board)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        // A data block, never executed; "<" is escaped so nothing in it can close the element.
        let data = json.replacingOccurrences(of: "<", with: "\\u003c")
        return Node.fragment([
            Parts.screenHeader(eyebrow: "Widgets", greeting: "Your week, at a glance"),
            p(.class("muted ambient-intro")) {
                board.role == "coach"
                    ? "The Review queue widget, as it would sit on your Home Screen. It updates when a submission joins or leaves the queue."
                    : "Every widget of your week at its real size — Home Screen, Lock Screen, Live Activities and StandBy. "
                        + "They change on their own at the moments they should, and turn gold the moment feedback arrives."
            },
            noscript {
                p(.class("card")) { "The widgets are drawn by JavaScript, as a widget extension draws them. Turn it on to see them." }
            },
            div(
                .id("ambient"), .class("ambient"), .data("role", board.role), .data("events", board.eventsLink),
                .data("refresh", board.refreshLink), .data("fetches", "0"), .aria("live", "polite")
            ) {
                board.role == "coach" ? coachFrames() : studentFrames()
            },
            p(.class("ambient-devices")) { a(.href(board.devicesLink)) { "Widget devices" } },
            Node.raw(unsafeHTML: "<script type=\"application/json\" id=\"ambient-data\">\(data)</script>"),
        ])
    }

    static func studentFrames() -> Node {
        Node.fragment([
            section(.class("ambient-section"), .aria("labelledby", "ambient-home")) {
                div(.class("ambient-heading")) {
                    h2(.id("ambient-home")) { "Home Screen" }
                    button(.type("button"), .class("button button-quiet ambient-mode"), .attr("aria-pressed", "false"), .data("mode", "")) {
                        "Dark mode"
                    }
                }
                div(.class("phone-screen home-screen"), .data("screen", "home")) {
                    slot("week", family: "systemSmall", label: "Week widget")
                    slot("verse", family: "systemSmall", label: "Verse widget")
                    slot("thisWeek", family: "systemMedium", label: "This Week widget")
                }
            },
            section(.class("ambient-section"), .aria("labelledby", "ambient-lock")) {
                h2(.id("ambient-lock")) { "Lock Screen" }
                div(.class("phone-screen lock-screen")) {
                    p(.class("lock-clock"), .data("clock", "")) { "" }
                    slot("nextSessionInline", family: "accessoryInline", label: "Next session, inline")
                    div(.class("lock-row")) {
                        slot("weekCircular", family: "accessoryCircular", label: "Week, circular")
                        slot("nextSessionCircular", family: "accessoryCircular", label: "Next session, circular gauge")
                        slot("nextSession", family: "accessoryRectangular", label: "Next session")
                    }
                    slot("revokeLock", family: "liveActivity", label: "Revoke window Live Activity")
                    slot("sessionLock", family: "liveActivity", label: "Session Live Activity")
                }
            },
            section(.class("ambient-section"), .aria("labelledby", "ambient-island")) {
                h2(.id("ambient-island")) { "Live Activities · Dynamic Island" }
                div(.class("phone-screen island-screen")) {
                    slot("revokeCompact", family: "compact", label: "Revoke window, compact")
                    slot("revokeExpanded", family: "expanded", label: "Revoke window, expanded")
                    slot("sessionCompact", family: "compact", label: "Session, compact")
                    slot("sessionExpanded", family: "expanded", label: "Session, expanded")
                }
            },
            section(.class("ambient-section"), .aria("labelledby", "ambient-standby")) {
                h2(.id("ambient-standby")) { "StandBy" }
                div(.class("standby-screen")) { slot("standBy", family: "standBy", label: "Verse in StandBy") }
            },
            section(.class("ambient-section"), .aria("labelledby", "ambient-intents")) {
                h2(.id("ambient-intents")) { "Shortcuts" }
                p(.class("muted")) { "What Siri, Spotlight, the Action button and the installed app's icon offer." }
                ul(.class("card list ambient-intents"), .data("slot", "intents")) {}
            },
        ])
    }

    static func coachFrames() -> Node {
        section(.class("ambient-section"), .aria("labelledby", "ambient-home")) {
            h2(.id("ambient-home")) { "Home Screen" }
            div(.class("phone-screen home-screen"), .data("screen", "home")) {
                slot("coachQueue", family: "systemSmall", label: "Review queue widget")
            }
        }
    }

    /// An empty frame of `family`'s size that the script fills.
    static func slot(_ name: String, family: String, label: String) -> Node {
        div(.class("widget family-\(family)"), .data("slot", name), .data("family", family), .role("group"), .aria("label", label)) {}
    }
}

extension StudentPages {
    /// The ambient board inside the student shell.
    ///
    /// ```swift
    /// StudentPages.ambient(AmbientBoard.student(snapshot, now: now), shell: StudentShell.make(current: .profile, destinations: .current))
    /// ```
    public static func ambient(_ board: AmbientBoard, shell: StudentShell) -> String {
        ShellView.page(title: "Widgets", tabs: shell.tabs, navLabel: "Student tabs", scripts: ["ambient.js"]) {
            AmbientView.content(board)
        }
    }

    /// Widget devices inside the student shell.
    public static func widgetDevices(_ screen: WidgetDevicesScreen, shell: StudentShell, csrfToken: String) -> String {
        ShellView.page(title: "Widgets", tabs: shell.tabs, navLabel: "Student tabs") {
            WidgetDevicesView.content(screen, csrfToken: csrfToken)
        }
    }
}

extension CoachPages {
    /// The coach's ambient board (the queue widget) inside the coach shell.
    public static func ambient(_ board: AmbientBoard, shell: CoachShell) -> String {
        ShellView.page(title: "Widgets", tabs: shell.tabs, navLabel: "Coach tabs", scripts: ["ambient.js"]) {
            AmbientView.content(board)
        }
    }

    /// Widget devices inside the coach shell.
    public static func widgetDevices(_ screen: WidgetDevicesScreen, shell: CoachShell, csrfToken: String) -> String {
        ShellView.page(title: "Widgets", tabs: shell.tabs, navLabel: "Coach tabs") {
            WidgetDevicesView.content(screen, csrfToken: csrfToken)
        }
    }
}

/// The HTML of Widgets (the devices page): every device with Revoke, the add form, and a new token shown once.
enum WidgetDevicesView {
    static func content(_ screen: WidgetDevicesScreen, csrfToken: String) -> Node {
        Node.fragment([
            Parts.actionLink(screen.back, class: "back-link"),
            Parts.screenHeader(eyebrow: screen.eyebrow, greeting: screen.title),
            p(.class("muted")) { screen.intro },
            screen.newToken.map { made in
                section(.class("card widget-token"), .aria("labelledby", "widget-token"), .role("status")) {
                    h2(.id("widget-token")) { "\(made.label) is added" }
                    p { made.note }
                    p(.class("widget-token-value")) { code(.data("token", "")) { made.token } }
                    p(.class("muted")) { "A widget reads \(made.endpoint) with this token as its bearer credential." }
                }
            } ?? .empty,
            section(.class("notif-group"), .aria("labelledby", "widget-devices")) {
                h2(.id("widget-devices"), .class("eyebrow")) { "Devices" }
                if screen.devices.isEmpty {
                    p(.class("card muted")) { screen.emptyLine }
                } else {
                    ul(.class("card list widget-devices")) {
                        screen.devices.map { device in
                            li(.class("widget-device")) {
                                span(.class("widget-device-text")) {
                                    strong { device.label }
                                    span(.class("muted")) { "\(device.added) · \(device.lastRead)" }
                                }
                                form(.action(device.revokePath), .method("post")) {
                                    PageFrame.csrfField(csrfToken)
                                    button(.type("submit"), .class("button button-quiet"), .aria("label", "Revoke \(device.label)")) {
                                        "Revoke"
                                    }
                                }
                            }
                        }
                    }
                }
            },
            screen.addPath.map { path in
                form(.action(path), .method("post"), .class("card widget-add")) {
                    PageFrame.csrfField(csrfToken)
                    label(.for("widget-label")) { "Device name" }
                    input(
                        .type("text"), .id("widget-label"), .name(WidgetDeviceForm.CodingKeys.label), .attr("maxlength", "60"),
                        .attr("placeholder", "Sarah's iPhone"),
                        .attr("autocomplete", "off"))
                    button(.type("submit"), .class("button primary")) { "Add a widget device" }
                }
            } ?? p(.class("muted")) { screen.limitLine ?? "" },
            Parts.actionLink(screen.board, class: "button button-quiet"),
        ])
    }
}
