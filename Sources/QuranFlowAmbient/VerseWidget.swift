import Foundation

/// The week's verse (small, and StandBy): this week's focal āyah — the assignment, not a verse of the day — in Arabic
/// with its citation only: no translation, no counter, no button, no state. It changes on the week boundary, so its
/// timeline is static: one entry a week.
///
/// ```swift
/// VerseWidget.entry(snapshot, at: saturdayNight)?.citation   // "AL-MULK · 67:1"
/// ```
public enum VerseWidget {
    public struct Entry: Hashable, Sendable, Codable {
        public let arabic: String
        public let citation: String
    }

    /// This week's verse, or nil outside the term or for a week the snapshot has no verse for.
    public static func entry(_ snapshot: AmbientSnapshot, at instant: Date) -> Entry? {
        guard let number = snapshot.weekNumber(at: instant), let week = snapshot.week(number), !week.verseArabic.isEmpty else {
            return nil
        }
        return Entry(arabic: week.verseArabic, citation: week.verseCitation)
    }

    /// Now, then each Monday 00:00 viewer-local for `weeksAhead` weeks; reloads after the last.
    public static func timeline(_ snapshot: AmbientSnapshot, from now: Date, weeksAhead: Int = 2) -> WidgetTimeline<Entry?> {
        let dates = [now] + snapshot.weekStarts(after: now, count: weeksAhead)
        let last = dates.last ?? now
        return WidgetTimeline(
            family: .systemSmall, entries: dates.map { .init(date: $0, entry: entry(snapshot, at: $0)) },
            reload: last > now ? .after(last) : .onPush)
    }
}
