import Calendar
import QuranFlowCore
import QuranFlowRoutes

/// One stat on a frontispiece: a value and what it counts. "—" when the data cannot tell yet.
public struct ProfileStat: Codable, Hashable, Sendable {
    /// "7", or "—" when unknown.
    public let value: String
    /// "weeks done".
    public let label: String
}

/// The student's Profile tab (SakProfile): the frontispiece, the coach panel and Sign out.
///
/// ```swift
/// ProfileScreen.make(world, destinations: .current).coach.name   // "Ust. Amina al-Qārī"
/// ```
public struct ProfileScreen: Codable, Hashable, Sendable {
    /// The coach panel (ink card).
    public struct CoachPanel: Codable, Hashable, Sendable {
        /// "Your Quran coach".
        public let eyebrow: String
        /// "Ust. Amina al-Qārī".
        public let name: String
        /// "Level II · Cairo" — what the data can say (no certification data yet).
        public let detail: String
        /// "Message": the thread with the student's coach.
        public let message: ScreenAction?
    }

    /// "SakProfile".
    public let screenID: String
    /// "S".
    public let initial: String
    /// "Sarah Ahmed".
    public let fullName: String
    /// "Level II · Reading with fluency".
    public let levelLine: String
    /// "Year 2 · Toronto".
    public let detail: String
    /// Weeks done, submissions, attendance.
    public let stats: [ProfileStat]
    /// The coach panel.
    public let coach: CoachPanel
    /// "Sign out" (POST).
    public let signOut: ScreenAction?
    /// "Your submissions": the archive (SakSubmissions), when it exists.
    public let archive: ScreenAction?
    /// "Subscription & billing" (SakSubscription), first in the Account menu.
    public let subscription: ScreenAction?
    /// "Notifications": the notification settings (SakNotifSettings), in the Account menu, when they exist.
    public let notificationSettings: ScreenAction?
    /// "Widgets": the widget devices and the ambient board, in the Account menu.
    public let widgets: ScreenAction?
    /// "Report an issue" (SakReportIssue), in the Support menu.
    public let reportIssue: ScreenAction?
    /// "Qur'an script" (SakFontPicker), in the Your learning menu.
    public var quranScript: ScreenAction? = nil

    /// The profile for `world`.
    public static func make(_ world: StudentWorld, destinations: Destinations) -> ProfileScreen {
        let student = world.student
        let strip = WeekStrip(arc: world.arc, at: world.now, completedWeeks: world.completedWeeks)
        let started = world.now >= world.arc.interval(ofWeek: 1).start
        let weeks = started ? String(strip.done) : "—"
        let submissions = world.submissions.isEmpty ? "—" : String(world.submissions.count)
        let stats = [
            ProfileStat(value: weeks, label: strip.done == 1 ? "week done" : "weeks done"),
            ProfileStat(value: submissions, label: world.submissions.count == 1 ? "submission" : "submissions"),
            ProfileStat(value: "—", label: "attendance"),
        ]
        let coach = CoachPanel(
            eyebrow: "Your Quran coach", name: Copy.coachFullName(world.coach),
            detail: "\(student.level.title) · \(ZoneLabel.cityName(for: world.coach.zoneIdentifier))",
            message: destinations.action("Message", to: .messageThread(world.coach.id)))
        return ProfileScreen(
            screenID: "SakProfile", initial: Copy.initial(student.displayName), fullName: student.displayName,
            levelLine: student.level.titleWithName,
            detail: "\(student.year.label) · \(ZoneLabel.cityName(for: student.zoneIdentifier))",
            stats: stats, coach: coach, signOut: destinations.action("Sign out", to: .signOut),
            archive: destinations.action("Your submissions", to: .submissions),
            subscription: destinations.action("Subscription & billing", to: .subscription),
            notificationSettings: destinations.action("Notifications", to: .notificationSettings),
            widgets: destinations.action("Widgets", to: .widgetDevices),
            reportIssue: OriginPath(QuranFlowRoute.profile.path()).flatMap {
                destinations.action("Report an issue", to: .reportIssue(from: $0))
            }, quranScript: destinations.action("Qur'an script", to: .quranScript))
    }
}
