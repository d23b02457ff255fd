import Foundation

/// The coach's queue widget (P2, coaches only): the Queue's stat hero relocated — "6 waiting", "Oldest 39h of 48h",
/// a gauge filling toward the 48-hour promise, and "Start reviewing ▸" to the oldest-first queue. With nothing
/// waiting: "Nothing waiting" and no button. Its entries step each hour as the oldest ages; it ships only with
/// push-updated data, so it also reloads on push.
///
/// ```swift
/// CoachQueueWidget.entry(waiting: 6, oldestSince: submitted, at: now).headline   // "6 waiting"
/// ```
public enum CoachQueueWidget {
    /// The promise.
    public static let promise: TimeInterval = 48 * 3600

    public struct Entry: Hashable, Sendable, Codable {
        /// "6 waiting" or "Nothing waiting".
        public let headline: String
        /// "Oldest 39h of 48h"; nil with nothing waiting.
        public let oldest: String?
        /// The oldest's wait against the promise, 0…1 (full past it).
        public let gauge: Double
        /// "Start reviewing ▸" when something waits.
        public let button: String?
    }

    /// The widget at `instant` for `waiting` submissions, the oldest waiting since `oldestSince`.
    public static func entry(waiting: Int, oldestSince: Date?, at instant: Date) -> Entry {
        guard waiting > 0, let since = oldestSince else {
            return Entry(headline: "Nothing waiting", oldest: nil, gauge: 0, button: nil)
        }
        let seconds = max(0, instant.timeIntervalSince(since))
        let hours = Int(min(seconds, 10 * 365 * 86_400) / 3600)
        return Entry(
            headline: "\(waiting) waiting", oldest: "Oldest \(hours)h of 48h", gauge: min(1, seconds / promise), button: "Start reviewing ▸"
        )
    }

    /// Now and each of the next `hours` whole hours of the oldest's wait; reloads on push (a new or reviewed submission).
    public static func timeline(waiting: Int, oldestSince: Date?, from now: Date, hours: Int = 12) -> WidgetTimeline<Entry> {
        var dates = [now]
        if waiting > 0, let since = oldestSince {
            let elapsed = max(0, now.timeIntervalSince(since))
            let next = (elapsed / 3600).rounded(.down) + 1
            dates += (0..<max(0, hours)).map { since.addingTimeInterval((next + Double($0)) * 3600) }
        }
        return WidgetTimeline(
            family: .systemSmall, entries: dates.map { .init(date: $0, entry: entry(waiting: waiting, oldestSince: oldestSince, at: $0)) },
            reload: .onPush)
    }
}
