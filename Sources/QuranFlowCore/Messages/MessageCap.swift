import Calendar
import Foundation

/// The weekly guardrail on a student's messages: 3 per week across all their threads, text and voice alike; the week is
/// Monday 00:00 to the next Monday 00:00 on the student's current clock (the semester week: terms start on Mondays);
/// a coach's messages never count. Shown as information before the cap ("2 of 3 messages left this week") and as one
/// calm line at it ("Your next message opens Monday").
///
/// ```swift
/// let cap = MessageCap(zoneIdentifier: "America/Toronto")
/// cap.remaining(sent: [tuesdayNoon], at: wednesday)   // 2
/// try cap.check(sent: three, at: saturday)             // throws MessageError.weeklyCapReached(opensAt: nextMonday)
/// ```
public struct MessageCap: Sendable {
    /// Messages a student may send in one week.
    public static let perWeek = 3

    /// The student's current zone.
    public let zoneIdentifier: String

    public init(zoneIdentifier: String) {
        self.zoneIdentifier = zoneIdentifier
    }

    /// The week containing `now`: from its Monday 00:00 to the next Monday 00:00, on the student's clock (a DST change
    /// inside it makes it 167 or 169 hours long).
    public func week(containing now: Date) -> Range<Date> {
        let calendar = ZonedCalendar.resolving(zoneIdentifier)
        let today = calendar.localDate(of: now)
        let monday = today.adding(days: -(today.weekday.rawValue - Weekday.monday.rawValue))
        return calendar.startOfDay(monday)..<calendar.startOfDay(monday.adding(days: 7))
    }

    /// How many of this week's messages are left, given the instants of the student's sent messages.
    public func remaining(sent: [Date], at now: Date) -> Int {
        let week = week(containing: now)
        return max(0, Self.perWeek - sent.filter { week.contains($0) }.count)
    }

    /// Refuses a send at `now` when this week's messages are used, naming when the next one opens.
    public func check(sent: [Date], at now: Date) throws(MessageError) {
        guard remaining(sent: sent, at: now) > 0 else { throw .weeklyCapReached(opensAt: week(containing: now).upperBound) }
    }

    /// "2 of 3 messages left this week", "1 of 3 messages left this week", "0 of 3 messages left this week" — the
    /// composer's line. The noun counts the week's three, so it is plural at every number.
    public static func remainingLine(_ remaining: Int) -> String {
        "\(max(0, remaining)) of \(perWeek) messages left this week"
    }

    /// The sentence that says a coach's reply is not limited by the student's cap.
    public static let coachRepliesLine = "A reply from your coach doesn't count."

    /// The refusal's words at the cap, without a date: "… Your next message opens Monday. A reply from your coach
    /// doesn't count."
    public static let closedLine =
        "You've sent this week's \(perWeek) messages. Your next message opens Monday. \(coachRepliesLine)"

    /// The line under the (disabled) composer at the cap: when the next message opens on the student's clock, and that
    /// the coach's reply does not count — "… Your next message opens Monday · 2 Nov. A reply from Ust. Amina doesn't
    /// count."
    ///
    /// ```swift
    /// MessageCap.closedLine(opensAt: nextMonday, zoneIdentifier: "America/Toronto", coachName: "Ust. Amina")
    /// ```
    public static func closedLine(opensAt: Date, zoneIdentifier: String, coachName: String) -> String {
        let zone = ZonedCalendar.resolving(zoneIdentifier).zone
        return "You've sent this week's \(perWeek) messages. Your next message opens "
            + "\(LocalFormat.weekdayLong(opensAt, in: zone)) · \(LocalFormat.dayMonth(opensAt, in: zone)). "
            + "A reply from \(coachName) doesn't count."
    }
}
