import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// The coach's own schedule (SakCoachSchedule): the day in the coach's zone ("Tue · 27 Oct · Cairo (EEST)"), group
/// sessions with registered counts and Start on the live one, one-to-ones labelled `Recurring · Week N` or
/// `This week only`, and the footer on attendance and hours. Every row drills to its detail; a one-to-one's also to the
/// student's record.
///
/// ```swift
/// CoachScheduleScreen.make(day, coach: amina, students: names, registered: counts, logged: 110, now: now, destinations: .current)
/// ```
public struct CoachScheduleScreen: Codable, Hashable, Sendable {
    /// One row.
    public struct Row: Codable, Hashable, Sendable {
        /// "4:20 PM" on the coach's clock.
        public let time: String
        /// ISO 8601 with the coach's offset.
        public let startsAt: String
        /// "1:1", "QRC".
        public let kindChip: String
        /// "Sarah A. — recitation", "Sisters' Reading Circle".
        public let title: String
        /// "8 registered", or "Recurring · Week 8" / "This week only".
        public let detail: String
        /// "upcoming", "soon", "live", "ended".
        public let phase: String
        /// Start, on the meeting that can be started now.
        public let start: ScreenAction?
        /// The row's detail (``CoachSessionDetailScreen``): a group session's, or a one-to-one's appointment.
        public let open: ScreenAction?
        /// A one-to-one's student record ("Sarah A.'s record").
        public let record: ScreenAction?
    }

    /// "SakCoachSchedule".
    public let screenID: String
    /// "Tue · 27 Oct · Cairo (EEST)".
    public let eyebrow: String
    /// "My schedule".
    public let title: String
    /// The rows, earliest first.
    public let rows: [Row]
    /// "Nothing scheduled this day." when empty.
    public let emptyLine: String?
    /// The day before and after ("/coach/schedule?day=…").
    /// The day before (nil on the first date the products know).
    public let previousDay: String?
    /// The day after (nil on the last date the products know).
    public let nextDay: String?
    /// Attendance and hours.
    public let footer: String
    /// "This week: 1 h 50 min logged from Start to End."
    public let hoursLine: String

    /// The schedule of `day` for `coach`.
    public static func make(
        _ day: CoachDay, coach: Coach, studentNames: [Identifiers.ID<Student>: String], registered: [Identifiers.ID<LiveSession>: Int],
        loggedMinutesThisWeek: Int, now: Date, destinations: Destinations
    ) -> CoachScheduleScreen {
        let calendar = Copy.calendar(coach.zoneIdentifier)
        let noon = calendar.instant(on: day.date, at: LocalTime(hour: 12, minute: 0))
        let rows = day.entries.map { entry -> Row in
            let session = entry.occurrence.session
            let phase = entry.occurrence.phase(at: now)
            let phaseName =
                switch phase {
                case .upcoming: "upcoming";
                case .soon: "soon";
                case .live: "live";
                case .ended: "ended"
                }
            let count = registered[session.id] ?? 0
            let (title, audience) = rowTitle(entry, studentNames: studentNames)
            return Row(
                time: LocalFormat.time(entry.occurrence.start, in: calendar.zone),
                startsAt: LocalFormat.iso8601WithOffset(entry.occurrence.start, in: calendar.zone),
                kindChip: session.kind.chipLabel, title: title,
                detail: entry.label ?? ([audience, "\(count) registered"].compactMap { $0 }.joined(separator: " · ")), phase: phaseName,
                start: phase.canJoin
                    ? destinations.action("Start", to: Destination(QuranFlowRoute.coachLive, session.id, query: LiveQuery(from: .schedule)))
                    : nil,
                open: ScreenAction(
                    label: entry.studentID == nil ? "Session detail" : "Appointment",
                    href: QuranFlowRoute.coachSessionDetail.path(session.id, day.date), kind: .coachSchedule),
                record: entry.studentID.flatMap { student in
                    destinations.action(
                        "\(studentNames[student] ?? "Student")'s record", to: Destination(QuranFlowRoute.studentRecord, student))
                })
        }
        let hours = loggedMinutesThisWeek / 60, minutes = loggedMinutesThisWeek % 60
        let logged = loggedMinutesThisWeek == 0 ? "none yet" : (hours > 0 ? "\(hours) h \(minutes) min" : "\(minutes) min")
        return CoachScheduleScreen(
            screenID: "SakCoachSchedule",
            eyebrow:
                "\(LocalFormat.eyebrowDate(noon, in: calendar.zone)) · \(ZoneLabel.label(zoneIdentifier: coach.zoneIdentifier, at: noon))",
            title: "My schedule", rows: rows, emptyLine: rows.isEmpty ? "Nothing scheduled this day." : nil,
            previousDay: DayQuery.step(from: day.date, by: -1).map { QuranFlowRoute.coachSchedule.path(query: DayQuery(day: $0)) },
            nextDay: DayQuery.step(from: day.date, by: 1).map { QuranFlowRoute.coachSchedule.path(query: DayQuery(day: $0)) },
            footer: "Attendance + hours log automatically: attendance from who opens the live screen, hours from Start to End.",
            hoursLine: "This week: \(logged) logged.")
    }

    /// A row's title and who it is for, so no two rows read alike: a one-to-one names its student ("Sarah A. —
    /// recitation"); a class or Level Class leads with its level ("Level II — Idghām review & practice"); a circle or drop-in
    /// keeps its own name and names its cohort under it ("Fall 2026 · Level II").
    static func rowTitle(_ entry: CoachDay.Entry, studentNames: [Identifiers.ID<Student>: String]) -> (String, String?) {
        let session = entry.occurrence.session
        if let student = entry.studentID { return ("\(studentNames[student] ?? "Student") — recitation", nil) }
        switch session.kind {
        case .class, .levelClass:
            let title = session.title.isEmpty ? "Week \(entry.week) class" : session.title
            return (entry.level.map { "\($0.title) — \(title)" } ?? title, entry.level == nil ? entry.audience : nil)
        case .qrc, .officeHours, .oneToOne:
            return (session.title, entry.audience ?? entry.level?.title)
        }
    }
}
