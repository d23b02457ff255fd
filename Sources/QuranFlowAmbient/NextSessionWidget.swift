import Calendar
import Foundation

/// The next-session Lock Screen widget (accessory rectangular, circular, inline): the session type's short name and its
/// time ("QARI CIRCLE · 7:00 PM"), a dynamic-date countdown to the start ("in 14:07", drawn by the system from
/// ``Entry/countdownTo``), and "Join opens 6:45" — 15 minutes before, matching the reminder and the soon state. From
/// T−15 the phase is `joinOpen` (Join can be tapped; the line still reads "Join opens 6:45", as the spec's 6:46 PM frame
/// does), from the start "Live now · Join" until the end, then the next meeting. Times are
/// viewer-local with no zone suffix; the inline family reads "Week 8 · Qari circle 7:00".
///
/// ```swift
/// NextSessionWidget.entry(snapshot, at: tuesday646pm)?.joinLine   // "Join opens 6:45"
/// ```
public enum NextSessionWidget {
    /// How long before the start Join opens (the reminder's lead).
    public static let joinLead: TimeInterval = 15 * 60

    /// Where the meeting stands.
    public enum Phase: String, Hashable, Sendable, Codable, CaseIterable {
        /// Before T−15.
        case upcoming
        /// T−15 until the start: Join is open.
        case joinOpen
        /// From the start until the end.
        case live
    }

    /// How far ahead the countdown runs; further away the widget names the day.
    public static let countdownReach: TimeInterval = 24 * 3600

    /// What the widget shows.
    public struct Entry: Hashable, Sendable, Codable {
        public let phase: Phase
        /// "QARI CIRCLE".
        public let kind: String
        /// "7:00 PM".
        public let time: String
        /// "Today", "Tomorrow", or "Thu 29 Oct".
        public let day: String
        /// The instant a dynamic-date countdown counts to (the start) from a day before it; nil further away (the widget
        /// names the day instead of "in 67:01:59") and once live.
        public let countdownTo: Date?
        /// "Join opens 6:45" until the start, then "Live now · Join".
        public let joinLine: String
        /// The inline family: "Week 8 · Qari circle 7:00".
        public let inline: String
        /// The circular gauge: the share of the last hour before the start that has passed (0 when further away, 1 once
        /// live) — a countdown's shape, not a score.
        public let gauge: Double
        /// Where a tap lands (the meeting in the app).
        public let link: String?
    }

    /// The entry at `instant`: the first meeting not yet ended, or nil when none is coming.
    public static func entry(_ snapshot: AmbientSnapshot, at instant: Date) -> Entry? {
        guard let meeting = snapshot.sessions.first(where: { $0.end > instant }) else { return nil }
        let calendar = snapshot.calendar
        let zone = calendar.zone
        let opens = meeting.start.addingTimeInterval(-joinLead)
        let phase: Phase = instant >= meeting.start ? .live : instant >= opens ? .joinOpen : .upcoming
        let time = LocalFormat.time(meeting.start, in: zone)
        let short = clock(meeting.start, in: zone)
        let days = calendar.localDate(of: instant).days(until: calendar.localDate(of: meeting.start))
        let day =
            days == 0
            ? "Today" : days == 1 ? "Tomorrow" : LocalFormat.eyebrowDate(meeting.start, in: zone).replacingOccurrences(of: " ·", with: "")
        let week = snapshot.weekNumber(at: meeting.start).map { "Week \($0) · " } ?? ""
        let joinLine: String =
            switch phase {
            case .upcoming, .joinOpen: "Join opens \(clock(opens, in: zone))"
            case .live: "Live now · Join"
            }
        let remaining = meeting.start.timeIntervalSince(instant)
        let gauge = phase == .live ? 1 : min(1, max(0, 1 - remaining / 3600))
        return Entry(
            phase: phase, kind: meeting.shortName.uppercased(), time: time, day: day,
            countdownTo: phase == .live || remaining > countdownReach ? nil : meeting.start,
            joinLine: joinLine, inline: "\(week)\(meeting.shortName) \(short)", gauge: gauge, link: meeting.link)
    }

    /// "6:45": the time without its AM/PM, as the spec's "Join opens 6:45" and the inline family write it.
    static func clock(_ instant: Date, in zone: TimeZone) -> String {
        String(LocalFormat.time(instant, in: zone).prefix { $0 != " " })
    }

    /// The timeline from `now` over the snapshot's meetings: an entry now, a day before each meeting (the countdown
    /// starts), at the local midnights that turn its day to "Tomorrow" and "Today", at each of the last hour's quarter
    /// marks (the gauge), at T−15, the start and the end. Reloads at its end.
    public static func timeline(
        _ snapshot: AmbientSnapshot, from now: Date, meetings: Int = 3, family: WidgetFamily = .accessoryRectangular
    ) -> WidgetTimeline<Entry?> {
        var dates = [now]
        let calendar = snapshot.calendar
        for meeting in snapshot.sessions.filter({ $0.end > now }).prefix(meetings) {
            let day = calendar.localDate(of: meeting.start)
            let midnights = [calendar.startOfDay(day.adding(days: -1)), calendar.startOfDay(day)]  // "Tomorrow", then "Today"
            let marks =
                [countdownReach, 3600, 2700, 1800, joinLead].map { meeting.start.addingTimeInterval(-$0) } + midnights
                + [meeting.start, meeting.end]
            dates += marks.filter { $0 > now }
        }
        let entries = dates.map { WidgetTimeline<Entry?>.Dated(date: $0, entry: entry(snapshot, at: $0)) }
        return WidgetTimeline(family: family, entries: entries, reload: .atEnd)
    }
}
