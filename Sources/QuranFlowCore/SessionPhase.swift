import Foundation

/// Where a session occurrence stands at `now` — one rule for "soon", "live" and the Join pill.
///
/// - ``upcoming`` — more than 15 minutes before the start;
/// - ``soon(minutesUntil:)`` — from 15 minutes before the start until the start; minutes round up,
///   so 12 min 30 s away reads "in 13 min" and one second away reads 1;
/// - ``live`` — from the start until (not including) the end;
/// - ``ended`` — from the end on.
///
/// ```swift
/// SessionPhase(start: qrcStart, end: qrcEnd, at: now)   // .soon(minutesUntil: 12) at 1:48 PM
/// ```
public enum SessionPhase: Hashable, Sendable {
    /// Later than the join window.
    case upcoming
    /// Within 15 minutes of the start; Join is shown.
    case soon(minutesUntil: Int)
    /// Running; Join is shown.
    case live
    /// Over.
    case ended

    /// How long before the start Join appears (15 minutes).
    public static let joinLead: TimeInterval = 15 * 60

    /// The phase of a session running `start`..<`end` at `now`.
    public init(start: Date, end: Date, at now: Date) {
        if now >= end {
            self = .ended
        } else if now >= start {
            self = .live
        } else if now >= start.addingTimeInterval(-Self.joinLead) {
            self = .soon(minutesUntil: Int((start.timeIntervalSince(now) / 60).rounded(.up)))
        } else {
            self = .upcoming
        }
    }

    /// The countdown shown while soon, "in 12 min"; `nil` in every other phase.
    public var countdownLabel: String? {
        if case .soon(let minutes) = self { return "in \(minutes) min" }
        return nil
    }

    /// Whether Join is offered: from 15 minutes before the start until the last instant before the end.
    public var canJoin: Bool {
        switch self {
        case .soon, .live: true
        case .upcoming, .ended: false
        }
    }
}
