import Calendar
import Foundation

/// One concrete meeting of a ``LiveSession``: its instants and its date in the owner's zone.
///
/// ```swift
/// occurrence.phase(at: now).canJoin
/// LocalFormat.time(occurrence.start, in: viewer.zone)   // "2:00 PM"
/// ```
public struct SessionOccurrence: Hashable, Sendable {
    /// The recurring session this is a meeting of.
    public let session: LiveSession
    /// The date on the owner's wall clock.
    public let ownerDate: LocalDate
    /// When it starts.
    public let start: Date
    /// When it ends (exclusive).
    public let end: Date

    /// When the meeting would have started had it not been moved (``SessionMove``); nil for a meeting at its usual time.
    public let movedFrom: Date?
    /// Whether this is a single extra meeting an admin added (``ExtraMeeting``), not one of the weekly ones.
    public let isExtra: Bool
    /// An occurrence.
    public init(session: LiveSession, ownerDate: LocalDate, start: Date, end: Date, movedFrom: Date? = nil, isExtra: Bool = false) {
        self.session = session
        self.ownerDate = ownerDate
        self.start = start
        self.end = end
        self.movedFrom = movedFrom
        self.isExtra = isExtra
    }

    /// The phase at `now` (see ``SessionPhase``).
    public func phase(at now: Date) -> SessionPhase {
        SessionPhase(start: start, end: end, at: now)
    }

    /// Whether Join is offered at `now`: from 15 minutes before the start until the end.
    public func canJoin(at now: Date) -> Bool {
        phase(at: now).canJoin
    }

    /// The term week of this meeting: the week its date on the owner's calendar falls in (nil outside `term`).
    public func week(in term: Term) -> Int? {
        term.week(containing: ownerDate)
    }

    /// This meeting with its session titled for its week (``LiveSession/forWeek(_:)``): a Class teaches its week's
    /// lesson, a Level Class is that week's.
    ///
    /// ```swift
    /// mondayClass.titled(lessons: fall.lessons, term: fall).session.title   // "Idghām with ghunnah" in Week 8
    /// ```
    public func titled(lessons: [Lesson], term: Term) -> SessionOccurrence {
        let week = week(in: term)
        let lesson = week.flatMap { week in lessons.first { $0.week == week } }
        return SessionOccurrence(
            session: session.forWeek(lesson), ownerDate: ownerDate, start: start, end: end, movedFrom: movedFrom, isExtra: isExtra)
    }
}
