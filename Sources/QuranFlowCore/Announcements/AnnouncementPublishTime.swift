import Calendar
import Foundation

/// A scheduled publish time as a request gives it: empty (now), an ISO-8601 instant, or a form's local date and time
/// ("2026-10-29T09:00") on the author's wall clock.
///
/// ```swift
/// try AnnouncementPublishTime.parse("2026-10-29T09:00", zoneIdentifier: "America/Toronto")   // 13:00 UTC
/// ```
public enum AnnouncementPublishTime {
    /// The instant, nil for "now"; ``AnnouncementError/unparsablePublishTime(_:)`` for anything else.
    public static func parse(_ raw: String?, zoneIdentifier: String) throws(AnnouncementError) -> Date? {
        let text = (raw ?? "").trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return nil }
        guard text.count <= 40 else { throw .unparsablePublishTime(text) }
        if let instant = ISO8601.parse(text), ISO8601.supportedRange.contains(instant) { return instant }
        let parts = text.split(separator: "T", maxSplits: 1).map(String.init)
        guard parts.count == 2, let date = LocalDate(iso: parts[0]), LocalDate.supportedRange.contains(date),
            let time = LocalTime(iso: parts[1].count == 5 ? parts[1] + ":00" : parts[1])
        else { throw .unparsablePublishTime(text) }
        return ZonedCalendar.resolving(zoneIdentifier).instant(on: date, at: time)
    }
}
