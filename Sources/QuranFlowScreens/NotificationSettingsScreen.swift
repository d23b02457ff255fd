import QuranFlowCore
import QuranFlowRoutes

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
    /// "Email" (students; nil for a coach, who has no email notifications).
    public let emailHeading: String?
    /// "Weekly digest", "Your progress, every Sunday morning" (students).
    public let weeklyDigest: Toggle?
    /// Push on this device: the browser's own permission and subscription, which only the page's script can read.
    public let device: DevicePush
    /// "You can fine-tune sounds and previews in your device's Settings app."
    public let footer: String
    /// Where each switch posts (`setting`, `on` = 1/0, `_csrf`).
    public let path: String

    /// The screen for `preferences`, as `audience` sees it: the student's four types and the Weekly digest, or the
    /// coach's four types.
    public static func make(
        _ preferences: NotificationPreferences, audience: PushAudience = .student, destinations: Destinations
    ) -> NotificationSettingsScreen {
        let master = Toggle(
            setting: NotificationSetting.push.rawValue, title: "Push notifications", subtitle: preferences.masterSubtitle(for: audience),
            isOn: preferences.pushEnabled, isEffective: preferences.pushEnabled)
        let types = PushType.types(for: audience).map { type in
            Toggle(
                setting: NotificationSetting.type(type).rawValue, title: type.title, subtitle: type.subtitle,
                isOn: preferences.isOn(.type(type)), isEffective: preferences.deliversPush(type))
        }
        let digest = Toggle(
            setting: NotificationSetting.weeklyDigest.rawValue, title: "Weekly digest",
            subtitle: "Your progress, every Sunday morning", isOn: preferences.weeklyDigest,
            isEffective: preferences.weeklyDigest)
        let student = audience == .student
        return NotificationSettingsScreen(
            screenID: student ? "SakNotifSettings" : "SakCoachNotifSettings", eyebrow: "Settings", title: "Notifications",
            back: student
                ? destinations.action("Profile", to: Destination(QuranFlowRoute.profile))
                : destinations.action("You", to: Destination(QuranFlowRoute.coachYou)), master: master,
            typesHeading: "Types", types: types, emailHeading: student ? "Email" : nil, weeklyDigest: student ? digest : nil,
            device: .standard,
            footer: "You can fine-tune sounds and previews in your device's Settings app.",
            path: (student ? QuranFlowRoute.notificationSettings : QuranFlowRoute.coachNotificationSettings).path())
    }
}

/// Push on this device (the settings screen's device card): the words for each state of the browser's permission and
/// subscription, and where the page's script fetches the key and stores or removes the subscription. Permission is
/// asked only when the person presses ``turnOn`` — never on page load.
public struct DevicePush: Codable, Hashable, Sendable {
    /// "This device".
    public let heading: String
    /// "Turn on push on this device".
    public let turnOn: String
    /// "Stop on this device".
    public let turnOff: String
    /// "This device gets your notifications."
    public let onLine: String
    /// "Push isn't on for this device yet."
    public let offLine: String
    /// What to do when the browser blocks notifications for the app.
    public let blockedLine: String
    /// "This browser can't receive push notifications."
    public let unsupportedLine: String
    /// The VAPID key (GET), storing (POST) and removing (POST) the subscription.
    public let keyPath: String
    public let subscribePath: String
    public let unsubscribePath: String

    /// The card as every settings screen shows it.
    public static let standard = DevicePush(
        heading: "This device", turnOn: "Turn on push on this device", turnOff: "Stop on this device",
        onLine: "This device gets your notifications.", offLine: "Push isn't on for this device yet.",
        blockedLine:
            "Notifications are blocked for QuranFlow in this browser. Allow them in the browser's site settings (the icon "
            + "beside the address), then come back.",
        unsupportedLine: "This browser can't receive push notifications.",
        keyPath: QuranFlowRoute.apiPushKey.path(), subscribePath: QuranFlowRoute.apiPushSubscribe.path(),
        unsubscribePath: QuranFlowRoute.apiPushUnsubscribe.path())
}
