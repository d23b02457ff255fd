import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The HTML of Notification settings (SakNotifSettings). Every switch is its own small POST form (CSRF token,
/// `setting`, the value it would set), so the page works without script; the button is an ARIA switch.
enum NotificationSettingsView {
    static func content(_ screen: NotificationSettingsScreen, csrfToken: String) -> Node {
        Node.fragment([
            screen.back.map { Parts.actionLink($0, class: "back-link") } ?? .empty,
            Parts.screenHeader(eyebrow: screen.eyebrow, greeting: screen.title),
            section(.class("card notif-master"), .aria("label", screen.master.title)) {
                toggle(screen.master, path: screen.path, csrfToken: csrfToken)
            },
            section(.class("notif-group"), .aria("labelledby", "notif-types")) {
                h2(.id("notif-types"), .class("eyebrow")) { screen.typesHeading }
                ul(.class("card list notif-toggles" + (screen.master.isOn ? "" : " is-muted"))) {
                    screen.types.map { type in li { toggle(type, path: screen.path, csrfToken: csrfToken) } }
                }
            },
            screen.weeklyDigest.map { digest in
                section(.class("notif-group"), .aria("labelledby", "notif-email")) {
                    h2(.id("notif-email"), .class("eyebrow")) { screen.emailHeading ?? "" }
                    ul(.class("card list notif-toggles")) {
                        li { toggle(digest, path: screen.path, csrfToken: csrfToken) }
                    }
                }
            } ?? .empty,
            // After the spec's groups: this browser's own push, which only this device can turn on.
            deviceCard(screen.device, csrfToken: csrfToken),
            p(.class("notif-footer muted")) { screen.footer },
        ])
    }

    /// Push on this device: the page's script (push.js) reads the browser's permission and subscription and shows the
    /// matching line and button; the button asks for permission only when pressed. Without script the card says so.
    static func deviceCard(_ device: DevicePush, csrfToken: String) -> Node {
        section(
            .class("notif-group"), .aria("labelledby", "notif-device"), .attr("data-push", ""), .data("csrf", csrfToken),
            .data("key", device.keyPath), .data("subscribe", device.subscribePath), .data("unsubscribe", device.unsubscribePath),
            .data("on", device.onLine), .data("off", device.offLine), .data("blocked", device.blockedLine),
            .data("unsupported", device.unsupportedLine)
        ) {
            h2(.id("notif-device"), .class("eyebrow")) { device.heading }
            div(.class("card notif-device")) {
                p(.class("notif-device-line"), .attr("data-push-line", ""), .role("status")) { device.offLine }
                noscript { p(.class("muted")) { "Turning on push needs JavaScript in this browser." } }
                button(.type("button"), .class("button primary"), .attr("data-push-on", ""), .boolean("hidden")) { device.turnOn }
                button(.type("button"), .class("button button-quiet"), .attr("data-push-off", ""), .boolean("hidden")) {
                    device.turnOff
                }
            }
        }
    }

    /// One switch: pressing it posts the opposite of its state. It submits a form, and HTML allows role=switch only on a
    /// type=button or a checkbox, so it is a toggle button: aria-pressed says its state.
    static func toggle(_ model: NotificationSettingsScreen.Toggle, path: String, csrfToken: String) -> Node {
        form(.action(path), .method("post"), .class("notif-toggle")) {
            PageFrame.csrfField(csrfToken)
            input(.type("hidden"), .name(NotificationSettingForm.CodingKeys.setting), .value(model.setting))
            input(.type("hidden"), .name(NotificationSettingForm.CodingKeys.on), .value(model.isOn ? "0" : "1"))
            button(
                .type("submit"), .class(model.isOn ? "notif-switch is-on" : "notif-switch"),
                .aria("pressed", model.isOn ? "true" : "false"), .attr("data-setting", model.setting)
            ) {
                span(.class("notif-text")) {
                    strong(.class("notif-title")) { model.title }
                    span(.class("notif-subtitle")) { model.subtitle }
                }
                span(.class("notif-track"), .aria("hidden", "true")) { span(.class("notif-knob")) }
            }
        }
    }
}

extension StudentPages {
    /// Notification settings (SakNotifSettings) inside the student shell; `csrfToken` goes into every switch's form.
    ///
    /// ```swift
    /// StudentPages.notificationSettings(NotificationSettingsScreen.make(.defaults, destinations: .current),
    ///                                   shell: StudentShell.make(current: .profile, destinations: .current), csrfToken: token)
    /// ```
    public static func notificationSettings(_ screen: NotificationSettingsScreen, shell: StudentShell, csrfToken: String) -> String {
        ShellView.page(title: "Notification settings", tabs: shell.tabs, navLabel: "Student tabs", scripts: ["push.js"]) {
            NotificationSettingsView.content(screen, csrfToken: csrfToken)
        }
    }
}

extension CoachPages {
    /// The coach's notification settings inside the coach shell.
    ///
    /// ```swift
    /// CoachPages.notificationSettings(NotificationSettingsScreen.make(.defaults, audience: .coach, destinations: .current),
    ///                                 shell: CoachShell.make(current: .you, destinations: .current), csrfToken: token)
    /// ```
    public static func notificationSettings(_ screen: NotificationSettingsScreen, shell: CoachShell, csrfToken: String) -> String {
        ShellView.page(title: "Notification settings", tabs: shell.tabs, navLabel: "Coach tabs", scripts: ["push.js"]) {
            NotificationSettingsView.content(screen, csrfToken: csrfToken)
        }
    }
}
