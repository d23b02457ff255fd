import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// One meeting of a coach's schedule, drilled from its row (SakCoachSchedule: "Other rows drill to their detail"): a
/// group session — its level or cohort, what it covers, who registered — or a one-to-one, the appointment with its
/// student and the student's record ("Student record is reached from a submission or schedule row"). Times are on the
/// teacher's clock; Start opens the live screen while the meeting can be started, and its Leave comes back here.
///
/// ```swift
/// let screen = CoachSessionDetailScreen.make(entry, coach: amina, studentName: "Sarah A.", registered: nil, viewerIsTeacher: true,
///                                            now: now, destinations: .current)
/// screen.chips   // ["1:1", "Recurring · Week 8"]
/// ```
public struct CoachSessionDetailScreen: Codable, Hashable, Sendable {
    /// "CoachSessionDetail".
    public let screenID: String
    /// "Tue · 27 Oct · Cairo (EET)": the day and zone of the teacher's clock.
    public let eyebrow: String
    /// "Sarah A. — recitation", "Level II — Idghām review & practice" (as the schedule's row reads).
    public let title: String
    /// The type chip and the row's line: ["1:1", "Recurring · Week 8"], ["QRC", "Fall 2026 · Level II"].
    public let chips: [String]
    /// "4:20 PM – 4:40 PM".
    public let time: String
    /// ISO 8601 with the teacher's offset.
    public let startsAt: String
    /// "20 min".
    public let duration: String
    /// "upcoming", "soon", "live", "ended".
    public let phase: String
    /// "in 12 min", "Live now", "Ended"; nil while upcoming.
    public let status: String?
    /// "8 registered" for a group session; nil for a one-to-one.
    public let registered: String?
    /// What the meeting covers, when the session says.
    public let covered: String?
    /// The one-to-one's student record ("Sarah A.'s record"), for the teacher.
    public let studentRecord: ScreenAction?
    /// "Message Sarah A.", for the teacher of a one-to-one.
    public let message: ScreenAction?
    /// Start, for the teacher, while the meeting can be started: the live screen, whose Leave returns here.
    public let start: ScreenAction?
    /// Back to the schedule of that day (the teacher's view).
    public let back: ScreenAction?

    /// The detail of `entry`, a meeting of `coach`'s day; `viewerIsTeacher` is false for an admin looking on (no
    /// Start, record, message or schedule of their own).
    public static func make(
        _ entry: CoachDay.Entry, day: LocalDate, coach: Coach, studentName: String?, registered: Int?, viewerIsTeacher: Bool,
        canMessage: Bool = true, now: Date, destinations: Destinations
    ) -> CoachSessionDetailScreen {
        let calendar = Copy.calendar(coach.zoneIdentifier)
        let occurrence = entry.occurrence
        let session = occurrence.session
        let phase = occurrence.phase(at: now)
        let (phaseName, status): (String, String?) =
            switch phase {
            case .upcoming: ("upcoming", nil)
            case .soon: ("soon", phase.countdownLabel)
            case .live: ("live", "Live now")
            case .ended: ("ended", "Ended")
            }
        let (title, audience) = CoachScheduleScreen.rowTitle(
            entry, studentNames: entry.studentID.map { [$0: studentName ?? "Student"] } ?? [:])
        let student = viewerIsTeacher ? entry.studentID : nil
        let name = studentName ?? "the student"
        let detailLine = entry.label ?? audience
        return CoachSessionDetailScreen(
            screenID: "CoachSessionDetail",
            eyebrow: "\(LocalFormat.eyebrowDate(occurrence.start, in: calendar.zone)) · "
                + ZoneLabel.label(zoneIdentifier: coach.zoneIdentifier, at: occurrence.start),
            title: title, chips: [session.kind.chipLabel] + (detailLine.map { [$0] } ?? []),
            time: "\(LocalFormat.time(occurrence.start, in: calendar.zone)) – \(LocalFormat.time(occurrence.end, in: calendar.zone))",
            startsAt: LocalFormat.iso8601WithOffset(occurrence.start, in: calendar.zone),
            duration: "\(session.durationMinutes) min", phase: phaseName, status: status,
            registered: entry.studentID == nil ? "\(registered ?? 0) registered" : nil,
            covered: session.covered.isEmpty ? nil : session.covered,
            studentRecord: student.flatMap { destinations.action("\(name)'s record", to: Destination(QuranFlowRoute.studentRecord, $0)) },
            // Only where the two may write to each other: a one-to-one with a student who is not the coach's own, and no
            // booking or thread between them, has no conversation to open.
            message: canMessage
                ? student.flatMap { destinations.action("Message \(name)", to: Destination(QuranFlowRoute.coachMessageThread, $0)) } : nil,
            start: viewerIsTeacher && phase.canJoin
                ? destinations.action("Start", to: Destination(QuranFlowRoute.coachLive, session.id, query: LiveQuery(from: .session)))
                : nil,
            back: viewerIsTeacher && destinations.allows(.coachSchedule)
                ? ScreenAction(
                    label: "My schedule", href: QuranFlowRoute.coachSchedule.path(query: DayQuery(day: day)), kind: .coachSchedule)
                : nil)
    }
}
