import Calendar
import QuranFlowCore
import QuranFlowRoutes

/// The coach's Students tab: each of the coach's students with their latest status.
///
/// ```swift
/// CoachStudentsScreen.make(world, destinations: .current).rows.first?.name   // "Khadija R."
/// ```
public struct CoachStudentsScreen: Codable, Hashable, Sendable {
    /// One student.
    public struct Row: Codable, Hashable, Sendable {
        /// The student id.
        public let id: String
        /// "S".
        public let initial: String
        /// "Sarah A.".
        public let name: String
        /// "Level II".
        public let level: String
        /// "Year 2".
        public let year: String
        /// "Toronto (EDT)" at `now`.
        public let place: String
        /// "Week 8", the week of the latest submission.
        public let latestWeek: String?
        /// The latest submission's status pill.
        public let latestStatus: StatusPill?
        /// Opens the student record, once it exists.
        public let open: ScreenAction?
    }

    /// "SakCoachStudents".
    public let screenID: String
    /// "Tue · 27 Oct" in the coach's zone.
    public let eyebrow: String
    /// "Your students".
    public let title: String
    /// "2 students".
    public let summary: String
    /// The rows, by name.
    public let rows: [Row]

    /// The students of `world`.
    public static func make(_ world: CoachWorld, destinations: Destinations) -> CoachStudentsScreen {
        let calendar = Copy.calendar(world.coach.zoneIdentifier)
        let rows = world.students.sorted { $0.shortName < $1.shortName }.map { student in
            let latest = world.submissions.filter { $0.studentID == student.id }.max { $0.submittedAt < $1.submittedAt }
            return Row(
                id: student.id.rawValue, initial: Copy.initial(student.shortName), name: student.shortName,
                level: student.level.title, year: student.year.label,
                place: ZoneLabel.label(zoneIdentifier: student.zoneIdentifier, at: world.now),
                latestWeek: latest.map { "Week \($0.week)" }, latestStatus: latest.map { StatusPill($0.status) },
                open: destinations.action("Open \(student.shortName)'s record", to: Destination(QuranFlowRoute.studentRecord, student.id)))
        }
        return CoachStudentsScreen(
            screenID: "SakCoachStudents", eyebrow: LocalFormat.eyebrowDate(world.now, in: calendar.zone),
            title: "Your students", summary: "\(rows.count) \(rows.count == 1 ? "student" : "students")", rows: rows)
    }
}
