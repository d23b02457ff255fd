import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes

/// An insight report's period on the admin's calendar: a term's weeks, or a chosen range of days (both ends inclusive).
///
/// ```swift
/// InsightsPeriod(term: fall, first: fall.firstMonday, last: fall.lastDay, isRange: false, zone: toronto).label
/// // "Fall 2026 (2026-09-07 to 2026-12-20)"
/// ```
public struct InsightsPeriod: Sendable {
    public let term: Term?
    public let first: LocalDate
    public let last: LocalDate
    public let isRange: Bool
    public let zone: TimeZone

    public init(term: Term?, first: LocalDate, last: LocalDate, isRange: Bool, zone: TimeZone) {
        self.term = term
        self.first = first
        self.last = last
        self.isRange = isRange
        self.zone = zone
    }

    /// The instants from the first day's start to the day after the last.
    public var interval: DateInterval {
        let calendar = ZonedCalendar(zone: zone)
        return DateInterval(start: calendar.startOfDay(first), end: calendar.startOfDay(last.adding(days: 1)))
    }

    /// "Fall 2026 (2026-09-07 to 2026-12-20)".
    public var label: String {
        (isRange ? "" : "\(term?.name ?? "") ") + "(\(first) to \(last))"
    }

    /// The query that names this period (for the CSV links).
    public var query: InsightsQuery {
        InsightsQuery(term: term?.id, from: isRange ? first : nil, to: isRange ? last : nil)
    }

    /// The longest range, in days.
    public static let maxDays = 371
}
