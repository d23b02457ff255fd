import Calendar

/// What kind of habit this is (HB-03) — chosen first and fixed once the habit exists.
///
/// Stored as "binary", "counted:8", "timed:20", "avoid:1". A kind from a newer version stays
/// ``unknown(_:)`` with its raw string: kept, shown as "Update Jamaal to see this", never logged.
///
/// ```swift
/// HabitKind(rawValue: "timed:20")   // .timed(minutes: 20)
/// ```
public enum HabitKind: Hashable, Codable, Sendable, RawRepresentable {
    /// Done or not.
    case binary
    /// A count reaching a daily target (a stepper).
    case counted(target: Int)
    /// Minutes reaching a daily target; logged by a focus session or added by hand.
    case timed(minutes: Int)
    /// Something to avoid; a day holds while slips stay within the allowance and "Held today" is marked.
    case avoid(allowance: Int)
    /// A kind from a newer version.
    case unknown(String)

    static let targetRange = 1...99
    static let minutesRange = 1...600
    static let allowanceRange = 0...20

    public init(rawValue: String) {
        let parts = rawValue.split(separator: ":", maxSplits: 1).map(String.init)
        let number = parts.count == 2 ? Int(parts[1]) : nil
        switch (parts.first, number) {
        case ("binary", nil) where parts.count == 1: self = .binary
        case ("counted", let value?): self = .counted(target: value)
        case ("timed", let value?): self = .timed(minutes: value)
        case ("avoid", let value?): self = .avoid(allowance: value)
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .binary: "binary"
        case .counted(let target): "counted:\(target)"
        case .timed(let minutes): "timed:\(minutes)"
        case .avoid(let allowance): "avoid:\(allowance)"
        case .unknown(let raw): raw
        }
    }

    /// The kind without its number — what may never change after creation.
    public var family: String {
        switch self {
        case .binary: "binary"
        case .counted: "counted"
        case .timed: "timed"
        case .avoid: "avoid"
        case .unknown(let raw): "unknown:" + raw
        }
    }

    /// Throws when the kind's number is out of range.
    func check() throws(JamaalError) {
        switch self {
        case .binary: break
        case .counted(let target): guard Self.targetRange.contains(target) else { throw .habitTargetOutOfRange }
        case .timed(let minutes): guard Self.minutesRange.contains(minutes) else { throw .habitMinutesOutOfRange }
        case .avoid(let allowance): guard Self.allowanceRange.contains(allowance) else { throw .habitAllowanceOutOfRange }
        case .unknown: throw .habitKindFromNewerVersion
        }
    }

    public init(from decoder: any Decoder) throws { self.init(rawValue: try decoder.singleValueContainer().decode(String.self)) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// When a habit is due (HB-03, HB-04). Stored as "daily", "days:1,3,5", "weekly:3".
public enum HabitSchedule: Hashable, Codable, Sendable, RawRepresentable {
    case daily
    /// On chosen weekdays.
    case days(Set<Weekday>)
    /// N times in each Monday–Sunday week, on any days: counted per week, never a missed day.
    case timesAWeek(Int)
    case unknown(String)

    public init(rawValue: String) {
        let parts = rawValue.split(separator: ":", maxSplits: 1).map(String.init)
        switch (parts.first, parts.count) {
        case ("daily", 1): self = .daily
        case ("days", 2):
            let numbers = parts[1].split(separator: ",").map { Int($0) }
            let days = numbers.compactMap { $0.flatMap(Weekday.init(rawValue:)) }
            self = days.count == numbers.count && !days.isEmpty ? .days(Set(days)) : .unknown(rawValue)
        case ("weekly", 2):
            if let count = Int(parts[1]) { self = .timesAWeek(count) } else { self = .unknown(rawValue) }
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .daily: "daily"
        case .days(let days): "days:" + days.map(\.rawValue).sorted().map(String.init).joined(separator: ",")
        case .timesAWeek(let count): "weekly:\(count)"
        case .unknown(let raw): raw
        }
    }

    /// Whether a single day can be due (and so missed). A weekly target has no due days.
    public func isDue(on day: LocalDate) -> Bool {
        switch self {
        case .daily: true
        case .days(let days): days.contains(day.weekday)
        case .timesAWeek, .unknown: false
        }
    }

    /// Whether the habit appears on Today for `day` (a weekly target shows every day).
    public func isShown(on day: LocalDate) -> Bool {
        switch self {
        case .timesAWeek: true
        default: isDue(on: day)
        }
    }

    func check() throws(JamaalError) {
        switch self {
        case .daily: break
        case .days(let days): guard !days.isEmpty else { throw .habitNeedsDays }
        case .timesAWeek(let count): guard (1...7).contains(count) else { throw .timesAWeekOutOfRange }
        case .unknown: throw .unknownValue(rawValue)
        }
    }

    public init(from decoder: any Decoder) throws { self.init(rawValue: try decoder.singleValueContainer().decode(String.self)) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
