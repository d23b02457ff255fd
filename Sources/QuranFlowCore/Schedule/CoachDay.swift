import Calendar
import Foundation
import Identifiers

/// One day of a coach's own schedule (SakCoachSchedule) on the coach's wall clock: the group sessions they teach and
/// their one-to-ones, each from its weekly rule in its owner's zone, inside its term, with substitutes honoured (a
/// meeting another coach took that day moves to that coach's schedule).
///
/// One-to-ones are labelled exactly `Recurring · Week N` (a weekly booking, N its term week) or `This week only`.
///
/// ```swift
/// let day = CoachDay(sessions: taught, coach: amina, date: LocalDate(iso: "2026-10-27")!)
/// day.entries.first?.label   // "Recurring · Week 8" for Sarah's 4:20 PM
/// ```
public struct CoachDay: Sendable {
    /// A weekly session with what the schedule needs to place it.
    public struct Source: Sendable {
        /// The session.
        public let session: LiveSession
        /// Its term.
        public let term: Term
        /// The student, for a one-to-one.
        public let studentID: Identifiers.ID<Student>?
        /// Substitute coaches by owner date.
        public let substitutes: [LocalDate: Identifiers.ID<Coach>]
        /// The term's lessons: a meeting takes its week's titles (``LiveSession/forWeek(_:)``).
        public let lessons: [Lesson]
        /// Who meets, for a group session: the term's cohort ("Fall 2026 · Level II"); nil for a one-to-one.
        public let audience: String?

        /// A source.
        public init(
            session: LiveSession, term: Term, studentID: Identifiers.ID<Student>?, substitutes: [LocalDate: Identifiers.ID<Coach>] = [:],
            lessons: [Lesson] = [], audience: String? = nil
        ) {
            self.session = session
            self.term = term
            self.studentID = studentID
            self.substitutes = substitutes
            self.lessons = lessons
            self.audience = audience
        }

        /// Who a term's group session gathers: its one cohort's name ("Fall 2026 · Level II"), two cohorts' names
        /// joined, or the level and how many cohorts ("Level II · 3 cohorts"); the level alone when none is enrolled yet.
        public static func audience(cohorts: [Cohort], level: Level) -> String {
            let names = cohorts.map(\.name).sorted()
            switch names.count {
            case 0: return level.title
            case 1, 2: return names.joined(separator: " & ")
            default: return "\(level.title) · \(names.count) cohorts"
            }
        }
    }

    /// One row.
    public struct Entry: Sendable {
        /// The meeting, its session titled for its week.
        public let occurrence: SessionOccurrence
        /// The level that meets (its term's); nil for a booked one-to-one.
        public let level: Level?
        /// Who meets, for a group session (``Source/audience``).
        public let audience: String?
        /// The student of a one-to-one.
        public let studentID: Identifiers.ID<Student>?
        /// The term week of the meeting (read in the owner's zone).
        public let week: Int
        /// `Recurring · Week N` for a one-to-one; `nil` for a group session.
        public let label: String?
        /// Whether it is a booking (``BookedOneToOne``) rather than a weekly session row.
        public let isBooking: Bool
    }

    /// The day, on the coach's calendar.
    public let date: LocalDate
    /// Earliest first.
    public let entries: [Entry]

    /// `coach`'s day `date` from `sources` (any sessions; those the coach does not teach that day are left out) and the
    /// booked one-to-ones the coach takes that day — their own, or a colleague's they cover (``BookedOneToOne/teacherID``) —
    /// labelled by ``BookedOneToOne/scheduleLabel``.
    public init(sources: [Source], booked: [BookedOneToOne] = [], coach: Coach, date: LocalDate) {
        let calendar = ZonedCalendar.resolving(coach.zoneIdentifier)
        var entries: [Entry] = []
        for source in sources {
            for occurrence in source.session.occurrences(onLocalDate: date, viewerZone: calendar) {
                let teacher = source.substitutes[occurrence.ownerDate] ?? source.session.teacherID
                guard teacher == coach.id, let week = occurrence.week(in: source.term) else { continue }
                let titled = occurrence.titled(lessons: source.lessons, term: source.term)
                entries.append(
                    Entry(
                        occurrence: titled, level: source.term.level, audience: source.audience, studentID: source.studentID, week: week,
                        label: source.studentID == nil ? nil : BookingCopy.recurring(week: week), isBooking: false))
            }
        }
        for booking in booked where booking.teacherID == coach.id && calendar.localDate(of: booking.occurrence.start) == date {
            let slot = booking.occurrence.slot
            let id: String =
                switch booking.source {
                case .series(let series): series.rawValue
                case .single(let single, _): single.rawValue
                }
            let session = LiveSession(
                id: Identifiers.ID(id), kind: .oneToOne, title: "One-to-one — recitation", teacherID: coach.id,
                weekday: slot.weekday, startTime: slot.start, zoneIdentifier: slot.zoneIdentifier,
                durationMinutes: WeeklySlot.lengthMinutes, meetingLink: "", covered: "")
            let occurrence = SessionOccurrence(
                session: session, ownerDate: booking.occurrence.ownerDate, start: booking.occurrence.start,
                end: booking.occurrence.end)
            entries.append(
                Entry(
                    occurrence: occurrence, level: nil, audience: nil, studentID: booking.studentID, week: booking.occurrence.week,
                    label: booking.scheduleLabel, isBooking: true))
        }
        self.date = date
        self.entries = entries.sorted {
            $0.occurrence.start != $1.occurrence.start
                ? $0.occurrence.start < $1.occurrence.start
                : $0.occurrence.session.title < $1.occurrence.session.title
        }
    }
}
