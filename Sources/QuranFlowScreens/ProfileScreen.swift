import Calendar
import Identifiers
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
        /// "Certified · Level I–II · Cairo" (the coach's certified levels and city; just the city when no levels are set).
        public let detail: String
        /// "Message": the thread with the student's coach.
        public let message: ScreenAction?
        /// The mini waveform line: "1 new note" (her notes not yet heard, to the newest one's feedback), else "6 notes
        /// this term"; nil before her first note.
        public var notes: ScreenAction? = nil
        /// The line's words, for a count that has nowhere to lead (a destination not shipped).
        public var notesText: String? = nil
    }

    /// "SakProfile".
    public let screenID: String
    /// "S".
    public let initial: String
    /// The avatar: the photo or the initial, with Change / Remove photo.
    public let photo: PhotoEditor
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
    /// In the student's first week (SakProfileFirstWeek): "Week 1 · Day 2", "The beginning is dignified", Next steps.
    public var firstWeek: FirstWeekPanel? = nil
    /// "Personal details" (SakPersonalDetails), first in the Account menu.
    public var personalDetails: ScreenAction? = nil
    /// "Privacy", after Report an issue in the Support menu.
    public var privacy: ScreenAction? = nil
    /// "Qur'an script" (SakFontPicker), in the Your learning menu.
    public var quranScript: ScreenAction? = nil
    /// "Coach detail" (SakCoach), first in the Your learning menu.
    public let coachDetail: ScreenAction?

    /// The coach panel's note line: her unheard notes ("1 new note", leading to the newest), else all her notes this
    /// term ("6 notes this term", leading to the latest); nil before the first.
    static func noteLine(_ world: StudentWorld) -> (text: String, submission: Identifiers.ID<Submission>?)? {
        let reviewed = world.submissions.filter { $0.status != .inReview }.sorted { $0.submittedAt > $1.submittedAt }
        let unheard = reviewed.filter { $0.status == .feedbackReady }
        if let newest = unheard.first {
            return ("\(unheard.count) new \(unheard.count == 1 ? "note" : "notes")", newest.id)
        }
        guard let latest = reviewed.first else { return nil }
        return ("\(reviewed.count) \(reviewed.count == 1 ? "note" : "notes") this term", latest.id)
    }

    /// The profile for `world`; `attendance` is the percentage from ``AttendanceShare`` (nil reads "—").
    /// `hasPhoto` says whether the student has uploaded a photo.
    /// `firstWeek` (the day of the student's first week and the checklist's inputs) makes it SakProfileFirstWeek.
    public static func make(
        _ world: StudentWorld, attendance: Int? = nil, hasPhoto: Bool = false, firstWeek: (day: Int, inputs: WelcomeInputs)? = nil,
        destinations: Destinations
    ) -> ProfileScreen {
        let student = world.student
        let strip = WeekStrip(arc: world.arc, at: world.now, completedWeeks: world.completedWeeks)
        let started = world.now >= world.arc.interval(ofWeek: 1).start
        let weeks = started && (firstWeek == nil || strip.done > 0) ? String(strip.done) : "—"
        let submissions = world.submissions.isEmpty ? "—" : String(world.submissions.count)
        let stats = [
            ProfileStat(value: weeks, label: strip.done == 1 ? "week done" : "weeks done"),
            ProfileStat(value: submissions, label: world.submissions.count == 1 ? "submission" : "submissions"),
            ProfileStat(
                value: AttendanceShare.label(
                    percent: attendance, inFirstWeek: firstWeek != nil || world.arc.week(containing: world.now) == 1),
                label: "attendance"),
        ]
        let coach = CoachPanel(
            eyebrow: "Your Quran coach", name: Copy.coachFullName(world.coach),
            detail: ((world.coach.levels.isEmpty ? [] : ["Certified", world.coach.levels.title])
                + [ZoneLabel.cityName(for: world.coach.zoneIdentifier)]).joined(separator: " · "),
            message: destinations.action("Message", to: Destination(QuranFlowRoute.messageThread, world.coach.id)),
            notes: noteLine(world).flatMap { line in
                line.submission.flatMap { destinations.action(line.text, to: Destination(QuranFlowRoute.feedback, $0)) }
            },
            notesText: noteLine(world)?.text)
        var screen = ProfileScreen(
            screenID: firstWeek == nil ? "SakProfile" : "SakProfileFirstWeek", initial: Copy.initial(student.displayName),
            photo: PhotoEditor.make(
                name: student.displayName, owner: Identifiers.ID(student.id.rawValue), hasPhoto: hasPhoto, destinations: destinations),
            fullName: student.displayName,
            levelLine: student.level.titleWithName,
            detail: "\(student.year.label) · \(ZoneLabel.cityName(for: student.zoneIdentifier))",
            stats: stats, coach: coach, signOut: destinations.action("Sign out", to: Destination(QuranFlowRoute.signOut)),
            archive: destinations.action("Your submissions", to: Destination(QuranFlowRoute.submissions)),
            subscription: destinations.action("Subscription & billing", to: Destination(QuranFlowRoute.subscription)),
            notificationSettings: destinations.action("Notifications", to: Destination(QuranFlowRoute.notificationSettings)),
            widgets: destinations.action("Widgets", to: Destination(QuranFlowRoute.widgetDevices)),
            reportIssue: OriginPath(QuranFlowRoute.profile.path()).flatMap {
                destinations.action("Report an issue", to: Destination(QuranFlowRoute.reportIssue, query: ReportQuery(from: $0)))
            },
            firstWeek: firstWeek.map { FirstWeekPanel.make(world, day: $0.day, inputs: $0.inputs, destinations: destinations) },
            quranScript: destinations.action("Qur'an script", to: Destination(QuranFlowRoute.quranScript)),
            coachDetail: destinations.action("Coach detail", to: Destination(QuranFlowRoute.coachDetail, world.coach.id)))
        screen.personalDetails = destinations.action("Personal details", to: Destination(QuranFlowRoute.personalDetails))
        screen.privacy = destinations.action("Privacy", to: Destination(QuranFlowRoute.privacy))
        return screen
    }
}
