import Calendar
import Foundation

/// Smart Stack relevance hints: the session card in its pre-session window (the hour before the start until the end),
/// and the week card at the student's habitual practice hour — the median local hour of their last 10 watch or record
/// events; with none, no hint.
///
/// ```swift
/// SmartStackRelevance.practiceHour(events: lastTen, zone: "America/Toronto")   // 21
/// ```
public enum SmartStackRelevance {
    /// The median local hour (0–23) of the latest 10 of `events`, or nil without any.
    public static func practiceHour(events: [Date], zone: String) -> Int? {
        let calendar = ZonedCalendar.resolving(zone)
        let hours = events.sorted().suffix(10).map { calendar.localTime(of: $0).hour }.sorted()
        guard !hours.isEmpty else { return nil }
        return hours[(hours.count - 1) / 2]  // the lower median: an hour the student actually practised at
    }

    /// When the session card is relevant for `meeting`: an hour before its start until its end.
    public static func sessionWindow(_ meeting: AmbientSnapshot.Meeting) -> DateInterval {
        DateInterval(start: meeting.start.addingTimeInterval(-3600), end: meeting.end)
    }
}
