import Calendar
import Foundation

/// A named slot of a scheduled Anchor (AN-05): a window opening at `opens` and closing at `closes`
/// `spanDays` days later on the wall clock (0: the same day; plants may stay open for days).
///
/// ```swift
/// let dropOff = try AnchorSlot(name: "Drop-off", opens: LocalTime(hour: 8, minute: 15), closes: LocalTime(hour: 8, minute: 45))
/// ```
public struct AnchorSlot: Hashable, Codable, Sendable {
    /// The longest a slot's window may stay open past its first day.
    public static let maxSpanDays = 14

    public let name: String
    public let opens: LocalTime
    public let closes: LocalTime
    public let spanDays: Int

    /// A checked slot; `index` names the field in errors ("slots[1].closes").
    public init(name: String, opens: LocalTime, closes: LocalTime, spanDays: Int = 0, index: Int = 0) throws(AnchorError) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .slotNeedsName(index: index) }
        guard (0...Self.maxSpanDays).contains(spanDays) else { throw .spanOutOfRange(field: "slots[\(index)].spanDays") }
        guard spanDays > 0 || closes > opens else { throw .windowEndsBeforeStart(field: "slots[\(index)].closes") }
        self.name = trimmed
        self.opens = opens
        self.closes = closes
        self.spanDays = spanDays
    }

    /// The window of this slot opening on logical day `day`, closing `extraDays` more days later than the slot says.
    /// `nil` only if the clock makes it empty (a DST gap swallowing a short window).
    func window(openingOn day: LocalDate, clock: DayClock, extraDays: Int = 0) -> AnchorWindow? {
        let start = clock.instant(of: opens, inLogicalDay: day)
        let startDate = clock.calendar.localDate(of: start)
        let end = clock.calendar.instant(on: startDate.adding(days: spanDays + extraDays), at: closes)
        return try? AnchorWindow(start: start, end: end)
    }

    private enum CodingKeys: String, CodingKey { case name, opens, closes, spanDays }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            name: c.decode(String.self, forKey: .name), opens: c.decode(LocalTime.self, forKey: .opens),
            closes: c.decode(LocalTime.self, forKey: .closes), spanDays: c.decodeIfPresent(Int.self, forKey: .spanDays) ?? 0)
    }
}
