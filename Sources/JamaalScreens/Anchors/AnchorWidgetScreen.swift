import Calendar
import Foundation
import JamaalCore

/// WG-01 (Next Anchor, Home Screen) and WG-02 (Lock Screen accessory) as a timeline model: every entry with the instant
/// it becomes current, so a widget extension renders entries without running the engine. Five states: upcoming · open ·
/// closing soon · none left today · needs attention.
///
/// ```swift
/// let timeline = AnchorWidgetScreen(day: anchorDay, marks: marks, clock: clock, now: now)
/// timeline.entries.first?.state   // "upcoming"
/// ```
public struct AnchorWidgetScreen: Codable, Hashable, Sendable {
    public struct Anchor: Codable, Hashable, Sendable {
        public let title: String
        /// ISO-8601 instants of the window.
        public let opens: String
        public let closes: String
        /// "13:31" — the closing clock time.
        public let closesAt: String
    }

    public struct Entry: Codable, Hashable, Sendable {
        /// ISO-8601: the instant this entry becomes current.
        public let date: String
        /// "upcoming", "open", "closingSoon", "noneLeftToday", "needsAttention".
        public let state: String
        public let anchor: Anchor?
        /// The one after it (the rectangular size's second line).
        public let next: Anchor?
        /// WG-02 inline: "Dhuhr · until 13:31".
        public let inline: String
        /// WG-02 rectangular (the only size with it): "closes in 12 min", at the entry's instant.
        public let closesIn: String?
    }

    /// The logical day the timeline covers.
    public let day: String
    /// ISO-8601: when to ask for a new timeline (the end of the logical day).
    public let refreshAfter: String
    public let entries: [Entry]
    /// Where a tap leads.
    public let url: String

    public init(day: AnchorDay, marks: [AnchorMark], clock: DayClock) {
        let calendar = clock.calendar
        func iso(_ date: Date) -> String { ISO8601.format(date) }
        func anchor(_ instance: AnchorInstance?) -> Anchor? {
            instance.map {
                Anchor(
                    title: $0.title, opens: iso($0.window.start), closes: iso($0.window.end),
                    closesAt: DayText.time(calendar.localTime(of: $0.window.end)))
            }
        }
        self.day = day.day.description
        refreshAfter = iso(clock.interval(of: day.day).end)
        entries = AnchorWidgetTimeline.entries(for: day, marks: marks, clock: clock).map { entry in
            let shown = anchor(entry.anchor)
            let inline: String =
                switch entry.state {
                case .noneLeftToday: "None left today"
                case .needsAttention: "\(shown?.title ?? "Anchor") · not marked"
                default: shown.map { "\($0.title) · until \($0.closesAt)" } ?? ""
                }
            return Entry(
                date: iso(entry.date), state: entry.state.rawValue, anchor: shown, next: anchor(entry.next), inline: inline,
                closesIn: entry.closesInText(at: entry.date))
        }
        url = "jamaal://today"
    }
}
