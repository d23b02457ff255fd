import Calendar
import Foundation

/// One person's logged presence at one meeting: the first and the latest moment they had its live screen open
/// (`live_attendance` for group meetings, `one_to_one_attendance` for booked one-to-ones).
///
/// ```swift
/// PresenceSpan(room: .group, meetingID: "qrc-1", ownerDate: date, firstSeen: start, lastSeen: start + 600).duration   // 600
/// ```
public struct PresenceSpan: Hashable, Sendable {
    /// Which log the span comes from; a session's id and a booking's id live in different namespaces.
    public enum Room: String, Hashable, Sendable, CaseIterable {
        /// A group meeting, keyed by the session's id.
        case group
        /// A booked one-to-one, keyed by the booking's id.
        case oneToOne
    }

    /// The log.
    public let room: Room
    /// The session's id (group) or the booking's id (one-to-one).
    public let meetingID: String
    /// The meeting's date on its owner's wall clock.
    public let ownerDate: LocalDate
    /// When the person first opened the meeting.
    public let firstSeen: Date
    /// When they last had it open.
    public let lastSeen: Date

    /// A span.
    public init(room: Room, meetingID: String, ownerDate: LocalDate, firstSeen: Date, lastSeen: Date) {
        self.room = room
        self.meetingID = meetingID
        self.ownerDate = ownerDate
        self.firstSeen = firstSeen
        self.lastSeen = lastSeen
    }

    /// How long the person was there (never negative).
    public var duration: TimeInterval {
        max(0, lastSeen.timeIntervalSince(firstSeen))
    }
}
