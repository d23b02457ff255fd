import Calendar
import Identifiers
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
    /// The avatar: the photo or the initial, with Change / Remove photo.
    public let photo: PhotoEditor
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
    /// The coach's profile (name, city and zone, ijāza, levels, meeting link) with "Edit profile".
    public let profile: CoachProfileCard?
    /// Hours logged this week and this term, with the list behind each sum.
    public let hours: CoachHoursCard?
    /// "Qur'an script" (SakFontPicker): the coach's own reading preference.
    public var quranScript: ScreenAction? = nil

    /// The You tab for `world`, with the coach's `hours` when they are known; `hasPhoto` says whether the coach has
    /// uploaded a photo.
    public static func make(
        _ world: CoachWorld, hours: CoachHoursCard? = nil, hasPhoto: Bool = false, destinations: Destinations
    ) -> CoachYouScreen {
        let coach = world.coach
        let count = world.students.count
        let city = ZoneLabel.cityName(for: coach.zoneIdentifier)
        return CoachYouScreen(
            screenID: "SakCoachYou", initial: Copy.initial(coach.name),
            photo: PhotoEditor.make(
                name: Copy.coachFullName(coach), initial: Copy.initial(coach.name), owner: Identifiers.ID(coach.id.rawValue),
                hasPhoto: hasPhoto,
                destinations: destinations),
            name: Copy.coachFullName(coach),
            zone: ZoneLabel.label(zoneIdentifier: coach.zoneIdentifier, at: world.now),
            zoneNote: "Times on your screens are in \(city) time.",
            studentsLine: "\(count) \(count == 1 ? "student" : "students")",
            announcements: destinations.action("Announcements", to: Destination(QuranFlowRoute.manageAnnouncements)),
            notifications: destinations.action("Notifications", to: Destination(QuranFlowRoute.coachNotificationSettings)),
            widgets: destinations.action("Widgets", to: Destination(QuranFlowRoute.widgetDevices)),
            signOut: destinations.action("Sign out", to: Destination(QuranFlowRoute.signOut)),
            reportIssue: OriginPath(QuranFlowRoute.coachYou.path()).flatMap {
                destinations.action("Report an issue", to: Destination(QuranFlowRoute.reportIssue, query: ReportQuery(from: $0)))
            }, profile: CoachProfileCard.make(coach, now: world.now, destinations: destinations), hours: hours,
            quranScript: destinations.action("Qur'an script", to: Destination(QuranFlowRoute.quranScript)))
    }
}
