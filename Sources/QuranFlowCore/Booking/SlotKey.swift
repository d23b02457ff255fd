import Foundation
import Identifiers

/// The database's unique key for one slot occurrence: the coach and the slot's start instant in UTC.
///
/// A `UNIQUE (slot_key)` constraint on the table of held slots (one row per active series occurrence,
/// one-off or make-up) makes "one student per slot occurrence" hold under concurrency: the second
/// insert of the same key fails and the server answers 409 with ``BookingError/taken(_:)``.
///
/// ```swift
/// SlotKey(coachID: amina.id, start: start).rawValue   // "amina@2026-10-27T13:20:00Z"
/// ```
public struct SlotKey: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    /// The coach whose slot it is.
    public let coachID: Identifiers.ID<Coach>
    /// When the slot starts.
    public let start: Date

    /// A key.
    public init(coachID: Identifiers.ID<Coach>, start: Date) {
        self.coachID = coachID
        self.start = start
    }

    /// "coach@YYYY-MM-DDTHH:MM:SSZ" — the text stored under the unique constraint.
    public var rawValue: String {
        "\(coachID.rawValue)@\(BookingCopy.utcStamp(start, separators: true))"
    }

    /// The raw value.
    public var description: String { rawValue }

    /// Ordered by start, then coach.
    public static func < (lhs: SlotKey, rhs: SlotKey) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.coachID < rhs.coachID
    }
}
