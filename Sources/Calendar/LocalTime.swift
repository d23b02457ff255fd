/// A time of day on a wall clock, with no date or zone ("09:20").
///
/// Codable as its ISO string ("09:20", or "09:20:05" when seconds are set).
///
/// ```swift
/// let rollover = LocalTime(iso: "04:00")!
/// ```
public struct LocalTime: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The hour, 0 through 23.
    public let hour: Int
    /// The minute, 0 through 59.
    public let minute: Int
    /// The second, 0 through 59.
    public let second: Int

    /// Midnight, 00:00.
    public static let midnight = LocalTime(hour: 0, minute: 0)

    /// A time from its parts; traps (precondition) if out of range. Use ``init(iso:)`` for untrusted input.
    ///
    /// ```swift
    /// LocalTime(hour: 23, minute: 59)
    /// ```
    public init(hour: Int, minute: Int, second: Int = 0) {
        precondition(
            (0...23).contains(hour) && (0...59).contains(minute) && (0...59).contains(second),
            "\(hour):\(minute):\(second) is not a time of day")
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Parses "HH:MM" or "HH:MM:SS" (24-hour, two digits each); `nil` if malformed or out of range.
    ///
    /// ```swift
    /// LocalTime(iso: "09:20")
    /// ```
    public init?(iso: String) {
        let parts = iso.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count),
            parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]),
            let second = parts.count == 3 ? Int(parts[2]) : 0,
            (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        self.init(hour: hour, minute: minute, second: second)
    }

    /// Seconds since midnight on the wall clock.
    public var secondsSinceMidnight: Int {
        hour * 3600 + minute * 60 + second
    }

    /// "09:20", or "09:20:05" when the seconds are not zero.
    public var description: String {
        let base = "\(LocalDate.pad(hour, 2)):\(LocalDate.pad(minute, 2))"
        return second == 0 ? base : base + ":\(LocalDate.pad(second, 2))"
    }

    /// Whether `lhs` is earlier in the day than `rhs`.
    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        lhs.secondsSinceMidnight < rhs.secondsSinceMidnight
    }

    /// Decodes the ISO string form ("09:20").
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let time = LocalTime(iso: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "“\(text)” is not an HH:MM time")
        }
        self = time
    }

    /// Encodes as the ISO string form ("09:20").
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
