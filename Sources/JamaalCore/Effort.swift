import Calendar

/// How long a task is expected to take, in minutes (TK-01).
///
/// Shortcuts 15m / 30m / 1h / 2h+ (2h+ sets two hours; the Other… stepper goes on from there in
/// 5-minute steps). 30 minutes is preselected. Allowed: 5 minutes to 12 hours.
///
/// ```swift
/// let effort = try Effort(minutes: 45)
/// Effort.shortcuts.map(\.label)   // ["15m", "30m", "1h", "2h+"]
/// ```
public struct Effort: Hashable, Codable, Sendable, Comparable {
    /// The allowed range, in minutes.
    public static let range = 5...720
    /// The Other… stepper's step, in minutes.
    public static let stepperStep = 5
    /// The preselected effort: 30 minutes.
    public static let `default` = Effort(uncheckedMinutes: 30)
    /// The four shortcut buttons.
    public static let shortcuts: [Effort] = [15, 30, 60, 120].map { Effort(uncheckedMinutes: $0) }

    /// Minutes of effort.
    public let minutes: Int

    /// An effort, refused with ``JamaalError/effortOutOfRange`` outside ``range``.
    public init(minutes: Int) throws(JamaalError) {
        guard Self.range.contains(minutes) else { throw .effortOutOfRange }
        self.minutes = minutes
    }

    init(uncheckedMinutes: Int) { minutes = uncheckedMinutes }

    /// The shortcut label for this effort if it is one ("15m", "30m", "1h", "2h+"), else "45 min".
    public var label: String {
        switch minutes {
        case 15: "15m"
        case 30: "30m"
        case 60: "1h"
        case 120: "2h+"
        default: DurationText.minutes(minutes)
        }
    }

    /// The stepper's next value up (clamped to the range).
    public var steppedUp: Effort { Effort(uncheckedMinutes: Swift.min(minutes + Self.stepperStep, Self.range.upperBound)) }
    /// The stepper's next value down (clamped to the range).
    public var steppedDown: Effort { Effort(uncheckedMinutes: Swift.max(minutes - Self.stepperStep, Self.range.lowerBound)) }

    public static func < (lhs: Effort, rhs: Effort) -> Bool { lhs.minutes < rhs.minutes }

    public init(from decoder: any Decoder) throws {
        let minutes = try decoder.singleValueContainer().decode(Int.self)
        self.init(uncheckedMinutes: minutes)  // stored data is kept as it is
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(minutes)
    }
}

/// How much a task matters. Low is the default; medium and high need a date and hide Someday.
/// Importance orders Today but is never shown on a row.
public enum Importance: String, CaseIterable, Codable, Sendable, Comparable {
    case low, medium, high

    /// Whether this importance requires a date (medium and high).
    public var needsDate: Bool { self != .low }

    /// Low < medium < high.
    public static func < (lhs: Importance, rhs: Importance) -> Bool { lhs.rank < rhs.rank }

    var rank: Int {
        switch self {
        case .low: 0
        case .medium: 1
        case .high: 2
        }
    }
}

/// When a task is meant to happen: on a date, Someday, or not yet decided (the backlog).
public enum TaskSchedule: Hashable, Codable, Sendable {
    /// On this logical day.
    case date(LocalDate)
    /// Someday — only for low tasks.
    case someday
    /// No date and not Someday: the backlog (a collapsed section on Today).
    case backlog

    /// The date, if there is one.
    public var date: LocalDate? {
        if case .date(let date) = self { return date }
        return nil
    }
}
