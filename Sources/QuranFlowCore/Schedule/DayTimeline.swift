import Calendar
import Foundation

/// One day of the Sessions tab (SakSchedule) on the viewer's wall clock: the day's session occurrences,
/// the submission deadline when it falls that day, and where the gold "now" thread sits.
///
/// One rule: every session is computed from its weekly rule in its owner's zone and read in the student's;
/// only occurrences inside the term's weeks count; one-to-ones appear only to those ``OneToOneAccess`` lets
/// see them (Year 2); the deadline row appears on the day the week's deadline falls in the student's zone.
///
/// ```swift
/// let day = DayTimeline(sessions: world.sessions, student: sarah, arc: arc, date: today, now: now)
/// day.entries.count   // 4 on Tue 27 Oct 2026 for Sarah (1:1, QRC, Level Class …)
/// day.nowIndex        // 1: the thread sits after the 9:20 AM one-to-one
/// ```
public struct DayTimeline: Sendable {
    /// One row of the timeline.
    public enum Entry: Hashable, Sendable {
        /// A meeting of a live session.
        case session(SessionOccurrence)
        /// The week's submission deadline ("Due today · Submission deadline").
        case deadline(week: Int, at: Date)

        /// When it starts (the deadline's instant for a deadline).
        public var start: Date {
            switch self {
            case .session(let occurrence): occurrence.start
            case .deadline(_, let at): at
            }
        }
    }

    /// The viewed day, on the student's wall calendar.
    public let date: LocalDate
    /// The rows, earliest first (ties: sessions by title, the deadline last).
    public let entries: [Entry]
    /// Where the "now" thread is drawn: before `entries[nowIndex]` (equal to `entries.count`: after the last row);
    /// `nil` when the viewed day is not today.
    public let nowIndex: Int?

    /// The timeline of `date` for `student` at `now`; `bookings` are the student's booked one-to-ones (Year 2 only).
    public init(sessions: [LiveSession], bookings: [BookedOneToOne] = [], student: Student, arc: WeekArc, date: LocalDate, now: Date) {
        let calendar = arc.calendar
        let visible = sessions.filter { $0.kind != .oneToOne || OneToOneAccess.allows(student, .view) }
        let termStart = arc.interval(ofWeek: 1).start
        let termEnd = arc.interval(ofWeek: arc.term.weekCount).end
        var entries: [Entry] = LiveSession.occurrences(of: visible, onLocalDate: date, viewerZone: calendar)
            .filter { $0.start >= termStart && $0.start < termEnd }
            .map { .session($0) }
        if OneToOneAccess.allows(student, .view) {
            entries +=
                bookings
                .filter { $0.studentID == student.id && calendar.localDate(of: $0.occurrence.start) == date }
                .map { .session($0.sessionOccurrence(teacher: $0.teacherID)) }
        }
        let dayStart = calendar.startOfDay(date)
        if let week = arc.week(containing: dayStart) {
            let deadline = arc.deadline(ofWeek: week)
            if calendar.localDate(of: deadline) == date { entries.append(.deadline(week: week, at: deadline)) }
        }
        entries = entries.enumerated().sorted { lhs, rhs in
            lhs.element.start != rhs.element.start ? lhs.element.start < rhs.element.start : lhs.offset < rhs.offset
        }.map(\.element)
        self.date = date
        self.entries = entries
        self.nowIndex = calendar.localDate(of: now) == date ? entries.firstIndex { $0.start > now } ?? entries.count : nil
    }

    /// The seven days of the day strip around `selected`: three before and three after.
    ///
    /// ```swift
    /// DayTimeline.stripDays(around: LocalDate(iso: "2026-10-27")!).first   // 2026-10-24 (Sat)
    /// ```
    public static func stripDays(around selected: LocalDate) -> [LocalDate] {
        (-3...3).map { selected.adding(days: $0) }
    }
}
