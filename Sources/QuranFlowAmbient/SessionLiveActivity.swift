import Calendar
import Foundation

/// The session Live Activity (P3, designed): a live class is a bounded event, so it runs from T−15 to the session's end.
/// Compact: "Qari circle" leading, the ticking numerals trailing ("13:58", dynamic-date text to ``Entry/countdownTo``).
/// Expanded: the name, "Tuesday session · 7:00 PM", the numerals over "TO JOIN", "Live at 7:00 · Join opens 6:45" and
/// Join. At the start it flips to "Live now · Join"; at the end it ends.
///
/// ```swift
/// SessionLiveActivity.entry(snapshot, at: tuesday646pm)?.compactTrailingTo   // Tuesday 7:00 PM
/// ```
public enum SessionLiveActivity {
    /// What the activity shows.
    public struct Entry: Hashable, Sendable, Codable {
        /// "Qari circle" (leading, compact and expanded).
        public let name: String
        /// "Tuesday session · 7:00 PM".
        public let subtitle: String
        /// The start while counting down ("13:58 TO JOIN"); nil once live.
        public let countdownTo: Date?
        /// "TO JOIN" while counting down; nil once live.
        public let countdownLabel: String?
        /// "Live at 7:00 · Join opens 6:45", then "Live now · Join".
        public let line: String
        /// Whether the session has started.
        public let isLive: Bool
        /// The meeting's start.
        public let start: Date
        /// Where a tap (and Join) lands: the meeting in the app.
        public let link: String?
    }

    /// The activity at `instant`: the meeting whose T−15…end contains it, or nil (no activity runs).
    public static func entry(_ snapshot: AmbientSnapshot, at instant: Date) -> Entry? {
        guard
            let meeting = snapshot.sessions.first(where: {
                $0.start.addingTimeInterval(-NextSessionWidget.joinLead) <= instant && instant < $0.end
            })
        else { return nil }
        let zone = snapshot.calendar.zone
        let isLive = instant >= meeting.start
        let opens = meeting.start.addingTimeInterval(-NextSessionWidget.joinLead)
        let weekday = LocalFormat.weekdayLong(meeting.start, in: zone)
        return Entry(
            name: meeting.shortName, subtitle: "\(weekday) session · \(LocalFormat.time(meeting.start, in: zone))",
            countdownTo: isLive ? nil : meeting.start, countdownLabel: isLive ? nil : "TO JOIN",
            line: isLive
                ? "Live now · Join"
                : "Live at \(NextSessionWidget.clock(meeting.start, in: zone)) · Join opens \(NextSessionWidget.clock(opens, in: zone))",
            isLive: isLive, start: meeting.start, link: meeting.link)
    }

    /// From `now`: an entry at each coming meeting's T−15, start and end (where it ends). The instants are known from the
    /// schedule, so it reloads at its end.
    public static func timeline(_ snapshot: AmbientSnapshot, from now: Date, meetings: Int = 3) -> WidgetTimeline<Entry?> {
        var dates = [now]
        for meeting in snapshot.sessions.filter({ $0.end > now }).prefix(max(0, meetings)) {
            dates += [meeting.start.addingTimeInterval(-NextSessionWidget.joinLead), meeting.start, meeting.end].filter { $0 > now }
        }
        return WidgetTimeline(
            family: .liveActivity, entries: dates.map { .init(date: $0, entry: entry(snapshot, at: $0)) }, reload: .atEnd)
    }
}
