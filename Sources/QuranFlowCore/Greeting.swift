import Calendar
import Foundation

/// The greeting by local time of day — one rule for every screen that says "Good morning".
///
/// - 05:00:00–11:59:59 → "Good morning"
/// - 12:00:00–16:59:59 → "Good afternoon"
/// - 17:00:00–23:59:59 → "Good evening"
/// - 00:00:00–04:59:59 → "Assalamu alaikum" — the small hours are neither evening nor morning (a learner up for
///   tahajjud or before Fajr), so the greeting that fits every hour.
///
/// ```swift
/// Greeting(at: now, in: toronto).addressing("Sarah")   // "Good morning, Sarah."
/// ```
public enum Greeting: Hashable, Sendable, CaseIterable {
    /// 05:00–11:59.
    case morning
    /// 12:00–16:59.
    case afternoon
    /// 17:00–23:59.
    case evening
    /// 00:00–04:59.
    case smallHours

    /// The greeting for a local wall-clock time.
    public init(localTime: LocalTime) {
        switch localTime.hour {
        case 5..<12: self = .morning
        case 12..<17: self = .afternoon
        case 17..<24: self = .evening
        default: self = .smallHours
        }
    }

    /// The greeting at `now` on `calendar`'s wall clock.
    public init(at now: Date, in calendar: ZonedCalendar) {
        self.init(localTime: calendar.localTime(of: now))
    }

    /// "Good morning".
    public var text: String {
        switch self {
        case .morning: "Good morning"
        case .afternoon: "Good afternoon"
        case .evening: "Good evening"
        case .smallHours: "Assalamu alaikum"
        }
    }

    /// "Good morning, Sarah."
    public func addressing(_ name: String) -> String {
        "\(text), \(name)."
    }

    /// The header eyebrow date, "Tue · 27 Oct", via ``LocalFormat/eyebrowDate(_:in:)``.
    ///
    /// ```swift
    /// Greeting.eyebrow(now, in: toronto)   // "Tue · 27 Oct"
    /// ```
    public static func eyebrow(_ now: Date, in calendar: ZonedCalendar) -> String {
        LocalFormat.eyebrowDate(now, in: calendar.zone)
    }
}
