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

    /// "2 of 3 messages left this week", "1 of 3 message left…" — the composer's line while it is open.
    public static func remainingLine(_ remaining: Int) -> String {
        "\(remaining) of \(perWeek) \(remaining == 1 ? "message" : "messages") left this week"
    }

    /// "Your next message opens Monday": the line in place of the composer at the cap.
    public static let closedLine = "You've sent this week's \(perWeek) messages. Your next message opens Monday."
}
