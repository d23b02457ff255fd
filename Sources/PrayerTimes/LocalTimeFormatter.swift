import Foundation

/// Local ISO-8601 with the zone's offset at that instant, from the system's time zone rules.
///
///     LocalTimeFormatter(timeZone: london).string(from: date)   // "2026-03-29T05:07:00+01:00"
public struct LocalTimeFormatter: Sendable {
    public let timeZone: TimeZone

    public init(timeZone: TimeZone) { self.timeZone = timeZone }

    public func string(from date: Date) -> String {
        let offset = timeZone.secondsFromGMT(for: date)
        let local = Int((date.timeIntervalSince1970).rounded(.down)) + offset
        let days = Int((Double(local) / 86_400).rounded(.down))
        let seconds = local - days * 86_400
        let sign = offset < 0 ? "-" : "+"
        let magnitude = abs(offset) / 60
        return "\(CivilDate(daysSinceEpoch: days))T\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))"
            + "\(sign)\(two(magnitude / 60)):\(two(magnitude % 60))"
    }

    private func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
