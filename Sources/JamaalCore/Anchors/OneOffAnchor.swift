import Calendar
import Foundation

/// A one-off Anchor (AN-08): a date, a window, an optional duration. Made from the Add sheet (TD-04) or NP-03.
///
/// The window is on the date's wall clock; to close after midnight, use `closesDaysLater`.
///
/// ```swift
/// let dentist = try OneOffAnchor(date: LocalDate(iso: "2026-11-03")!, opens: LocalTime(hour: 14, minute: 0),
///                                closes: LocalTime(hour: 15, minute: 0), durationMinutes: 60)
/// ```
public struct OneOffAnchor: Hashable, Codable, Sendable {
    public let date: LocalDate
    public let opens: LocalTime
    public let closes: LocalTime
    /// Days after `date` on which the window closes (0: the same day).
    public let closesDaysLater: Int
    public let durationMinutes: Int?

    /// A checked one-off: a window that ends after it starts, a duration from 1 minute to 12 hours.
    public init(date: LocalDate, opens: LocalTime, closes: LocalTime, closesDaysLater: Int = 0, durationMinutes: Int? = nil)
        throws(AnchorError)
    {
        guard (0...AnchorSlot.maxSpanDays).contains(closesDaysLater) else { throw .spanOutOfRange(field: "closesDaysLater") }
        guard closesDaysLater > 0 || closes > opens else { throw .windowEndsBeforeStart(field: "closes") }
        if let minutes = durationMinutes, !AnchorDuration.range.contains(minutes) { throw .durationOutOfRange(field: "duration") }
        self.date = date
        self.opens = opens
        self.closes = closes
        self.closesDaysLater = closesDaysLater
        self.durationMinutes = durationMinutes
    }

    private enum CodingKeys: String, CodingKey { case date, opens, closes, closesDaysLater, durationMinutes }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            date: c.decode(LocalDate.self, forKey: .date), opens: c.decode(LocalTime.self, forKey: .opens),
            closes: c.decode(LocalTime.self, forKey: .closes), closesDaysLater: c.decodeIfPresent(Int.self, forKey: .closesDaysLater) ?? 0,
            durationMinutes: c.decodeIfPresent(Int.self, forKey: .durationMinutes))
    }

    /// The one slot this Anchor has, for window arithmetic.
    var slot: AnchorSlot {
        try! AnchorSlot(name: "once", opens: opens, closes: closes, spanDays: closesDaysLater)
    }
}
