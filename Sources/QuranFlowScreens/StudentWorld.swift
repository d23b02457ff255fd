import Calendar
import Foundation
import Identifiers
import QuranFlowCore

/// Everything the student screens need, assembled by the server from its database for one request.
///
/// - `sessions`: the group sessions the student may attend (one-to-ones may be included; Today leaves them out);
/// - `teachers`: every coach who teaches one of `sessions` (plus the student's coach), by id;
/// - `submissions`: this student's submissions in `term` that still stand (revoked ones left out);
/// - `unreadNotifications`: how many of the student's notifications are unread (Today's bell);
/// - `reopenings`: the coach's reopenings of this student's closed weeks in `term` (``WeekReopening``);
/// - `oneToOnes`: the student's one-to-one bookings in `term` (Year 2; the one source every screen reads them from);
/// - `now`: the request's instant from the server's clock.
///
/// ```swift
/// let world = StudentWorld(student: sarah, coach: amina, term: fall, lessons: syllabus, sessions: groupSessions,
///                          teachers: [amina.id: amina, radwa.id: radwa], submissions: sarahs, now: now)
/// ```
public struct StudentWorld: Sendable {
    /// The signed-in student.
    public let student: Student
    /// The student's coach.
    public let coach: Coach
    /// The student's current (or next, or just-ended) term.
    public let term: Term
    /// The term's syllabus.
    public let lessons: [Lesson]
    /// The live sessions open to the student, as they meet this week (``LiveSession/forWeek(_:)``: the Class titled with
    /// this week's lesson, the Level Class with this week's title and what it covers).
    public let sessions: [LiveSession]
    /// The same sessions as stored, week by week the same; a meeting in another week is titled from these
    /// (``sessions(on:)``, ``SessionOccurrence/titled(lessons:term:)``).
    public let weeklySessions: [LiveSession]
    /// Coaches by id, to name session teachers.
    public let teachers: [Identifiers.ID<Coach>: Coach]
    /// The student's standing submissions in `term`.
    public let submissions: [Submission]
    /// The coach's reopenings of this student's weeks in `term`.
    public let reopenings: [WeekReopening]
    /// Unread notifications (the bell on Today).
    public let unreadNotifications: Int
    /// The student's one-to-one bookings in `term` (series and singles; empty for Year 1).
    public let oneToOnes: OneToOneLedger
    /// The student's booked one-to-ones in `term`, earliest first (empty for Year 1).
    public let bookings: [BookedOneToOne]
    /// The instant the screens are built for.
    public let now: Date

    /// A student world.
    public init(
        student: Student, coach: Coach, term: Term, lessons: [Lesson], sessions: [LiveSession],
        teachers: [Identifiers.ID<Coach>: Coach], submissions: [Submission], oneToOnes: OneToOneLedger = OneToOneLedger(),
        reopenings: [WeekReopening] = [], unreadNotifications: Int = 0, now: Date
    ) {
        self.student = student
        self.coach = coach
        self.term = term
        self.lessons = lessons
        let thisWeek: Int? = if case .during(let week, _) = WeekArc(term: term, student: student).position(at: now) { week } else { nil }
        let lesson = thisWeek.flatMap { week in lessons.first { $0.week == week } }
        self.weeklySessions = sessions
        self.sessions = sessions.map { $0.forWeek(lesson) }
        self.teachers = teachers
        self.submissions = submissions.filter { $0.studentID == student.id && $0.termID == term.id }
        self.reopenings = reopenings.filter { $0.studentID == student.id && $0.termID == term.id }
        self.unreadNotifications = unreadNotifications
        let mine =
            OneToOneAccess.allows(student, .view)
            ? OneToOneLedger(
                series: oneToOnes.series.filter { $0.studentID == student.id && $0.termID == term.id },
                singles: oneToOnes.singles.filter { $0.studentID == student.id && $0.termID == term.id })
            : OneToOneLedger()
        self.oneToOnes = mine
        self.bookings = mine.booked(by: student.id, in: term)
        self.now = now
    }

    /// The recording state of `week` now, with the coach's reopenings applied.
    public func recordingState(week: Int) -> WeekRecordingState {
        WeekRecordingState(student: student, term: term, week: week, submissions: submissions, reopenings: reopenings, at: now)
    }

    /// The student's sessions as they meet on `date` (their own calendar), each titled for the term week of its meeting
    /// that day (``SessionOccurrence/titled(lessons:term:)``): the Class teaching that week's lesson, the Level Class with
    /// that week's title and what it covers.
    public func sessions(on date: LocalDate) -> [LiveSession] {
        let calendar = arc.calendar
        return weeklySessions.map { session in
            session.occurrences(onLocalDate: date, viewerZone: calendar).first?.titled(lessons: lessons, term: term).session
                ?? session.forWeek(nil)
        }
    }

    /// The student's week arc (weeks and deadlines in the student's zone).
    public var arc: WeekArc {
        WeekArc(term: term, student: student)
    }

    /// Weeks whose recording step is complete (``WeekRecordingState/isStepComplete``): accepted, with the coach, or
    /// both attempts used — not a week whose feedback asked for another attempt while one is left.
    public var completedWeeks: Set<Int> {
        Set(Set(submissions.filter { $0.termID == term.id }.map(\.week)).filter { recordingState(week: $0).isStepComplete })
    }

    /// The latest submission for `week`, if any.
    public func latestSubmission(forWeek week: Int) -> Submission? {
        submissions.filter { $0.week == week }.max { $0.submittedAt < $1.submittedAt }
    }
}
