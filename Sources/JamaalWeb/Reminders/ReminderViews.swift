import HTML
import JamaalScreens

/// Reminders on the page (F13, SY-01): SY-01's banner and Today's missed list, ST-03's warning card and the quiet
/// "notifications are off" line. What depends on the browser's permission is drawn hidden and revealed by
/// /static/js/reminders.js (only the page knows the permission); nothing is ever shown and then taken away.
///
/// ```swift
/// ReminderViews.banner(screen.reminders.banner, csrf: token)
/// ```
public enum ReminderViews {
    /// SY-01: hidden; the script reveals it when this device's switch is on, permission is off, and it was neither
    /// dismissed today nor turned off. Dismiss sits beside the words and the two other choices share one line, so the
    /// banner stays short on a phone.
    public static func banner(_ banner: TodayReminders.Banner?, csrf: String) -> Node {
        guard let banner else { return .empty }
        return section(
            .class("jm-card jm-banner jm-notify-banner"), .boolean("hidden"), .data("notify-banner", banner.day),
            .aria("label", "Notifications are off")
        ) {
            p { banner.text }
            choice(banner, "dismiss", label: banner.dismissLabel, csrf: csrf)
            div(.class("jm-actions")) {
                button(.type("button"), .class("jm-button primary"), .data("notify-ask", "")) { banner.turnOnLabel }
                a(.href(banner.settingsPath), .class("jm-link-button"), .data("notify-settings", "")) { "Reminder settings" }
                choice(banner, "never", label: banner.neverLabel, csrf: csrf)
            }
        }
    }

    static func choice(_ banner: TodayReminders.Banner, _ value: String, label: String, csrf: String) -> Node {
        JamaalPage.postButton(
            label, path: banner.action, csrf: csrf, classes: "jm-link-button", fields: [("choice", value), ("day", banner.day)])
    }

    /// Today's quiet list of reminders that fired while no page could show them, collapsed to one line ("Missed
    /// reminders · 3") that opens to the list and Clear (#40 item 9); the script takes out the ones it just showed as
    /// notifications and keeps the count.
    public static func missed(_ reminders: TodayReminders, csrf: String) -> Node {
        guard !reminders.missed.isEmpty else { return .empty }
        return details(.class("jm-missed-reminders")) {
            summary(.class("jm-missed-summary")) {
                span(.class("jm-missed-heading")) { reminders.heading }
                " · "
                span(.data("missed-count", "")) { String(reminders.missed.count) }
            }
            div(.class("jm-missed-head")) {
                JamaalPage.postButton(reminders.clearLabel, path: reminders.clearPath, csrf: csrf, classes: "jm-link-button")
            }
            ul(.class("jm-missed-list")) {
                for item in reminders.missed {
                    li(.data("reminder", item.id)) {
                        a(.href(item.path)) {
                            span(.class("jm-missed-time")) { item.time }
                            " "
                            span { item.title }
                        }
                    }
                }
            }
        }
    }

    /// F13's warning card on ST-03: hidden; the script reveals it with the part that fits — the Turn on button when
    /// permission was not asked, how to allow it when denied, or that this browser has none.
    public static func warningCard(_ warning: TimesSettingsScreen.Warning) -> Node {
        section(
            .class("jm-card jm-notify-warning"), .boolean("hidden"), .data("notify-warning", ""),
            .aria("labelledby", "notify-warning-title")
        ) {
            h2(.id("notify-warning-title")) { warning.title }
            p { "Not being delivered:" }
            ul {
                for item in warning.notDelivered { li { item } }
            }
            div(.boolean("hidden"), .data("notify-when", "default")) {
                button(.type("button"), .class("jm-button primary"), .data("notify-ask", "")) { warning.turnOnLabel }
            }
            p(.boolean("hidden"), .data("notify-when", "denied")) { warning.deniedHelp }
            p(.boolean("hidden"), .data("notify-when", "unsupported")) { warning.unsupportedHelp }
        }
    }

    /// The quiet line beside a configured reminder, revealed while notifications are off on this device.
    public static func offLine(_ text: String = TimesSettingsScreen.offLine) -> Node {
        p(.class("jm-hint jm-notify-off"), .boolean("hidden"), .data("notify-off-line", "")) { text }
    }
}
