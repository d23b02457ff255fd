import QuranFlowCore

/// Notification settings (SakNotifSettings): the "Push notifications" master card, the four push types, the email
/// Weekly digest, and the footer. Each switch is a form posting `setting` and `on` to ``path`` (no script needed).
///
/// ```swift
/// let screen = NotificationSettingsScreen.make(.defaults, destinations: .current)
/// screen.master.subtitle        // "On · 4 types"
/// screen.types.map(\.title)     // ["Session reminders", "Feedback alerts", "Deadline reminders", "Announcements"]
/// ```
public struct NotificationSettingsScreen: Codable, Hashable, Sendable {
    /// One switch.
    public struct Toggle: Codable, Hashable, Sendable {
        /// The form/JSON name of the setting: "push", "sessionReminders", … "weeklyDigest".
        public let setting: String
        /// "Session reminders".
        public let title: String
        /// "15 min before a live session"; the master's is "On · 4 types" or "Off".
        public let subtitle: String
        /// The stored state (a type keeps its own state while the master is off).
        public let isOn: Bool
        /// Whether this push type actually reaches the device now (its own switch and the master on); `true` for the
        /// master and the digest when on.
        public let isEffective: Bool
    }

    /// "SakNotifSettings".
    public let screenID: String
    /// "Settings".
    public let eyebrow: String
    /// "Notifications".
    public let title: String
    /// Back to Profile, when it exists.
    public let back: ScreenAction?
    /// "Push notifications", "On · 4 types".
    public let master: Toggle
    /// "Types".
    public let typesHeading: String
    /// The four push types, in the spec's order.
    public let types: [Toggle]
    /// "Email".
    public let emailHeading: String
    /// "Weekly digest", "Your progress, every Sunday morning".
    public let weeklyDigest: Toggle
    /// "You can fine-tune sounds and previews in your device's Settings app."
    public let footer: String
    /// Where each switch posts (`setting`, `on` = 1/0, `_csrf`).
    public let path: String

    /// The screen for `preferences`.
    public static func make(_ preferences: NotificationPreferences, destinations: Destinations) -> NotificationSettingsScreen {
        let master = Toggle(
            setting: NotificationSetting.push.rawValue, title: "Push notifications", subtitle: preferences.masterSubtitle,
            isOn: preferences.pushEnabled, isEffective: preferences.pushEnabled)
        let types = PushType.allCases.map { type in
            Toggle(
                setting: NotificationSetting.type(type).rawValue, title: type.title, subtitle: type.subtitle,
                isOn: preferences.isOn(.type(type)), isEffective: preferences.deliversPush(type))
        }
        let digest = Toggle(
            setting: NotificationSetting.weeklyDigest.rawValue, title: "Weekly digest",
            subtitle: "Your progress, every Sunday morning", isOn: preferences.weeklyDigest,
            isEffective: preferences.weeklyDigest)
        return NotificationSettingsScreen(
            screenID: "SakNotifSettings", eyebrow: "Settings", title: "Notifications",
            back: destinations.action("Profile", to: .profile), master: master, typesHeading: "Types", types: types,
            emailHeading: "Email", weeklyDigest: digest,
            footer: "You can fine-tune sounds and previews in your device's Settings app.",
            path: Destination.notificationSettings.path)
    }
}
