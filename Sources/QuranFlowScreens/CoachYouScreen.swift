import Calendar
import QuranFlowCore
import QuranFlowRoutes

/// The coach's You tab (undesigned in the spec; built by analogy with Profile): who, where, Sign out.
///
/// ```swift
/// CoachYouScreen.make(world, destinations: .current).zone   // "Cairo (EET)"
/// ```
public struct CoachYouScreen: Codable, Hashable, Sendable {
    /// "SakCoachYou".
    public let screenID: String
    /// "A".
    public let initial: String
    /// "Ust. Amina al-Qārī".
    public let name: String
    /// "Cairo (EET)" at `now`.
    public let zone: String
    /// "Times on your screens are in Cairo time."
    public let zoneNote: String
    /// "2 students".
    public let studentsLine: String
    /// "Announcements": the authors' page (post to everyone or the levels you teach).
    public let announcements: ScreenAction?
    /// "Notifications": the coach's notification settings (push types and this device).
    public let notifications: ScreenAction?
    /// "Widgets": the queue widget's devices and board.
    public let widgets: ScreenAction?
    /// "Sign out" (POST).
    public let signOut: ScreenAction?
    /// "Report an issue" (SakReportIssue), in the Support menu as on the student's Profile.
    public let reportIssue: ScreenAction?
    /// "Qur'an script" (SakFontPicker): the coach's own reading preference.
    public var quranScript: ScreenAction? = nil

    /// The You tab for `world`.
    public static func make(_ world: CoachWorld, destinations: Destinations) -> CoachYouScreen {
        let coach = world.coach
        let count = world.students.count
        let city = ZoneLabel.cityName(for: coach.zoneIdentifier)
        return CoachYouScreen(
            screenID: "SakCoachYou", initial: Copy.initial(coach.name), name: Copy.coachFullName(coach),
            zone: ZoneLabel.label(zoneIdentifier: coach.zoneIdentifier, at: world.now),
            zoneNote: "Times on your screens are in \(city) time.",
            studentsLine: "\(count) \(count == 1 ? "student" : "students")",
            announcements: destinations.action("Announcements", to: .manageAnnouncements),
            notifications: destinations.action("Notifications", to: .coachNotificationSettings),
            widgets: destinations.action("Widgets", to: .widgetDevices),
            signOut: destinations.action("Sign out", to: .signOut),
            reportIssue: OriginPath(QuranFlowRoute.coachYou.path()).flatMap {
                destinations.action("Report an issue", to: .reportIssue(from: $0))
            }, quranScript: destinations.action("Qur'an script", to: .quranScript))
    }
}
