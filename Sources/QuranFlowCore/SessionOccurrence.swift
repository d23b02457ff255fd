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

    /// An occurrence.
    public init(session: LiveSession, ownerDate: LocalDate, start: Date, end: Date) {
        self.session = session
        self.ownerDate = ownerDate
        self.start = start
        self.end = end
    }

    /// The phase at `now` (see ``SessionPhase``).
    public func phase(at now: Date) -> SessionPhase {
        SessionPhase(start: start, end: end, at: now)
    }

    /// Whether Join is offered at `now`: from 15 minutes before the start until the end.
    public func canJoin(at now: Date) -> Bool {
        phase(at: now).canJoin
    }
}
