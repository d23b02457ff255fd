import Calendar
import Foundation

/// The five states of WG-01 (Next Anchor, Home Screen) and WG-02 (Lock Screen).
///
/// ```swift
/// AnchorWidgetTimeline.entry(at: now, day: anchorDay, marks: marks).state   // .closingSoon
/// ```
public enum AnchorWidgetState: String, Hashable, Sendable, CaseIterable {
    /// The next window has not opened yet.
    case upcoming
    /// A window is open and unmarked.
    case open
    /// An open, unmarked window closes within ``AnchorWidgetTimeline/closingSoon``.
    case closingSoon
    /// Nothing left to open or mark today.
    case noneLeftToday
    /// The last window closed without a mark (shown until the next one opens).
    case needsAttention
}

/// One entry of the widget timeline: what to show from `date` until the next entry's date.
///
/// ```swift
/// entry.untilText(in: clock.calendar)   // "until 15:32"
/// ```
public struct AnchorWidgetEntry: Hashable, Sendable {
    /// The instant this entry becomes current.
    public let date: Date
    public let state: AnchorWidgetState
    /// The Anchor shown: the open or next one, or the missed one for ``AnchorWidgetState/needsAttention``.
    public let anchor: AnchorInstance?
    /// The one after it (the rectangular size's second line).
    public let next: AnchorInstance?

    /// "until 15:32" — the shown window's closing clock time.
    public func untilText(in calendar: ZonedCalendar) -> String? {
        anchor.map { "until " + calendar.localTime(of: $0.window.end).hourMinute }
    }

    /// The WindowBar's fill at `now`, 0 before the window opens to 1 once it has closed.
    public func progress(at now: Date) -> Double {
        guard let window = anchor?.window else { return 0 }
        let fraction = now.timeIntervalSince(window.start) / window.end.timeIntervalSince(window.start)
        return Swift.min(1, Swift.max(0, fraction))
    }

    /// "closes in 12 min" (WG-02 rectangular only), while open.
    public func closesInText(at now: Date) -> String? {
        guard state == .open || state == .closingSoon, let end = anchor?.window.end, end > now else { return nil }
        return "closes in " + DurationText.minutes(Saturating.int((end.timeIntervalSince(now) / 60).rounded(.up)))
    }
}

/// The widget timeline of a logical day, computed by the engine so a widget extension only renders entries.
///
/// ```swift
/// let entries = AnchorWidgetTimeline.entries(for: anchorDay, marks: marks, clock: clock)
/// ```
public enum AnchorWidgetTimeline {
    /// How long before its close an open window counts as closing soon.
    public static let closingSoon: TimeInterval = 15 * 60

    /// Entries from the day's start to its end, one at each instant the display changes (a window opening,
    /// closing soon, closing, a mark), with consecutive equal displays merged. Recompute when marks change.
    public static func entries(for day: AnchorDay, marks: [AnchorMark], clock: DayClock) -> [AnchorWidgetEntry] {
        let interval = clock.interval(of: day.day)
        var instants: Set<Date> = [interval.start]
        for instance in day.all {
            instants.formUnion([instance.window.start, instance.window.end - closingSoon, instance.window.end])
        }
        instants.formUnion(marks.filter { mark in day.all.contains { $0.id == mark.instanceID } }.map(\.at))
        var entries: [AnchorWidgetEntry] = []
        for instant in instants.filter({ $0 >= interval.start && $0 < interval.end }).sorted() {
            let entry = self.entry(at: instant, day: day, marks: marks)
            if let last = entries.last, last.state == entry.state, last.anchor == entry.anchor, last.next == entry.next { continue }
            entries.append(entry)
        }
        return entries
    }

    /// What the widget shows at `now`.
    public static func entry(at now: Date, day: AnchorDay, marks: [AnchorMark]) -> AnchorWidgetEntry {
        let all = day.all
        func status(_ instance: AnchorInstance) -> AnchorStatus { AnchorStatus.of(instance, marks: marks, at: now) }
        let upcoming = all.filter { status($0) == .upcoming }.sorted { $0.window.start < $1.window.start }
        if let open = all.filter({ status($0) == .open }).min(by: { $0.window.end < $1.window.end }) {
            let state: AnchorWidgetState = open.window.end.timeIntervalSince(now) <= closingSoon ? .closingSoon : .open
            return AnchorWidgetEntry(date: now, state: state, anchor: open, next: upcoming.first)
        }
        if let closed = all.filter({ $0.window.end <= now }).max(by: { $0.window.end < $1.window.end }), status(closed) == .missed,
            !all.contains(where: { $0.window.start >= closed.window.end && $0.window.start <= now })
        {
            return AnchorWidgetEntry(date: now, state: .needsAttention, anchor: closed, next: upcoming.first)
        }
        if let first = upcoming.first {
            return AnchorWidgetEntry(date: now, state: .upcoming, anchor: first, next: upcoming.dropFirst().first)
        }
        return AnchorWidgetEntry(date: now, state: .noneLeftToday, anchor: nil, next: nil)
    }
}
