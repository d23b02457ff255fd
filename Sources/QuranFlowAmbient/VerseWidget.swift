import Foundation

/// The week's verse (small, and StandBy): this week's focal āyah — the assignment, not a verse of the day — in Arabic
/// with its citation only: no translation, no counter, no button, no state. It changes on the week boundary, so its
/// timeline is static: one entry a week. Outside the term it keeps the nearest assignment's verse (never an empty card).
///
/// ```swift
/// VerseWidget.entry(snapshot, at: saturdayNight)?.citation   // "AL-MULK · 67:1"
/// ```
public enum VerseWidget {
    public struct Entry: Hashable, Sendable, Codable {
        public let arabic: String
        public let citation: String
    }

    /// This week's verse. The card is never empty: before the term it shows Week 1's verse (the first assignment), after
    /// it the last week's; a week without a verse keeps the latest earlier one. Nil only when the snapshot has no verse
    /// up to that week at all.
    public static func entry(_ snapshot: AmbientSnapshot, at instant: Date) -> Entry? {
        let number =
            snapshot.weekNumber(at: instant) ?? (instant < snapshot.start(ofWeek: 1) ? 1 : snapshot.term.weekCount)
        let week = snapshot.weeks.filter { $0.number <= number && !$0.verseArabic.isEmpty }.max { $0.number < $1.number }
        return week.map { Entry(arabic: $0.verseArabic, citation: $0.verseCitation) }
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
