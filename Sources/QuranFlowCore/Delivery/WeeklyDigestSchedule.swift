import Calendar
import Foundation

/// When the Weekly digest ("Your progress, every Sunday morning") goes out: Sunday 8:00 AM in the student's zone, once
/// per week (a week runs Monday to Sunday in that zone, like the programme's weeks).
///
/// Rules:
/// - The digest of the week starting Monday `M` is due at `M + 6 days, 08:00` local — a wall-clock time, so it stays
///   8:00 AM across a DST change (8:00 AM exists on every Sunday in every zone: DST changes happen at night).
/// - It may go out from that instant until the end of that Sunday (a server that was down at 8:00 sends it when it
///   comes back that morning); after Sunday ends, the week's digest is skipped — a Monday "weekly progress" would
///   describe a week already over.
///
/// ```swift
/// let cairo = ZonedCalendar.resolving("Africa/Cairo")
/// WeeklyDigestSchedule.due(weekStarting: LocalDate(year: 2026, month: 10, day: 26), in: cairo)   // Sun 1 Nov 08:00 Cairo
/// WeeklyDigestSchedule.window(containing: now, in: cairo)   // the week's window if `now` is inside it, else nil
/// ```
public enum WeeklyDigestSchedule {
    /// 8:00 AM.
    public static let sendTime = LocalTime(hour: 8, minute: 0)

    /// One week's sending window.
    public struct Window: Hashable, Sendable {
        /// The Monday the week starts (the digest's identity: once per student per `weekStart`).
        public let weekStart: LocalDate
        /// Sunday 8:00 AM local.
        public let opens: Date
        /// Monday 00:00 local (exclusive).
        public let closes: Date
    }

    /// Sunday 8:00 AM of the week starting `monday`, in `calendar`'s zone.
    public static func due(weekStarting monday: LocalDate, in calendar: ZonedCalendar) -> Date {
        calendar.instant(on: monday.adding(days: 6), at: sendTime)
    }

    /// The sending window of the week starting `monday`.
    public static func window(weekStarting monday: LocalDate, in calendar: ZonedCalendar) -> Window {
        Window(
            weekStart: monday, opens: due(weekStarting: monday, in: calendar),
            closes: calendar.startOfDay(monday.adding(days: 7)))
    }

    /// The window `now` falls in, or nil when no digest is due at `now` in that zone.
    public static func window(containing now: Date, in calendar: ZonedCalendar) -> Window? {
        let window = window(weekStarting: calendar.weekStart(containing: now), in: calendar)
        return window.opens <= now && now < window.closes ? window : nil
    }

    /// The next instant after `now` at which a digest opens in that zone (this Sunday's, or next week's).
    public static func nextOpening(after now: Date, in calendar: ZonedCalendar) -> Date {
        let monday = calendar.weekStart(containing: now)
        let this = due(weekStarting: monday, in: calendar)
        return this > now ? this : due(weekStarting: monday.adding(days: 7), in: calendar)
    }
}
