import Foundation

/// Where a live meeting is, computed once from the stored room and the clock, so the student and the coach read the
/// same word at the same moment: before its time it is starting soon; from its time until the coach presses Start it
/// waits; from Start it is live (the clock runs from Start, never from the timetable); from End it has ended.
///
/// ```swift
/// LiveClassPhase.at(now, room: room, scheduledStart: occurrence.start)   // .waiting at 2:03 PM with no Start yet
/// ```
public enum LiveClassPhase: String, Codable, Hashable, Sendable, CaseIterable {
    case startingSoon
    case waiting
    case live
    case ended

    /// The phase of `room` at `now`.
    public static func at(_ now: Date, room: LiveRoom, scheduledStart: Date) -> LiveClassPhase {
        if room.endedAt != nil { return .ended }
        if room.startedAt != nil { return .live }
        return now < scheduledStart ? .startingSoon : .waiting
    }

    /// "Starting soon", "Waiting to start", "Live", "Ended".
    public var label: String {
        switch self {
        case .startingSoon: "Starting soon"
        case .waiting: "Waiting to start"
        case .live: "Live"
        case .ended: "Ended"
        }
    }

    /// Whether the elapsed clock runs.
    public var isRunning: Bool { self == .live }
}
