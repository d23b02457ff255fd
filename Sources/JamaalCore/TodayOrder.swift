import Calendar
import Foundation

/// A fixed block of the day from the Anchors feature (prayer, school run…). The seam for the Anchors
/// issue: until Anchors exist, pass an empty list.
public struct AnchorBlock: Hashable, Sendable {
    public let title: String
    public let interval: DateInterval

    public init(title: String, interval: DateInterval) {
        self.title = title
        self.interval = interval
    }
}

/// Today's task order — the engine's, never manual — and the guidance card drawn from it.
///
/// The order, most significant key first:
/// 1. **Importance**: high, then medium, then low — what matters most is never buried.
/// 2. **Date**: the oldest date first, so a task carried from an earlier day comes before today's.
/// 3. **Fit to the time left**: tasks whose effort fits the time left before the next boundary
///    (the working day's end, or the next Anchor once Anchors exist) come first, the largest that
///    fits first (the best use of the window); then those that don't fit, the smallest first (the
///    closest to fitting).
/// 4. Then the oldest created first, and the id, so the order is stable between refreshes.
///
/// ```swift
/// let time = TodayOrder.minutesLeft(settings: settings, clock: clock, anchors: [], now: now)
/// let rows = TodayOrder.ordered(tasks, today: today, minutesLeft: time)
/// ```
public enum TodayOrder {
    /// The tasks due on `today` (open, dated today or earlier), in Today's order.
    public static func ordered(_ tasks: [TaskItem], today: LocalDate, minutesLeft: Int) -> [TaskItem] {
        tasks.filter { $0.isDue(on: today) }.sorted { precedes($0, $1, minutesLeft: minutesLeft) }
    }

    /// The ordering relation itself (see the type's documentation).
    static func precedes(_ a: TaskItem, _ b: TaskItem, minutesLeft: Int) -> Bool {
        if a.importance != b.importance { return a.importance > b.importance }
        let dateA = a.schedule.date ?? .init(year: 9999, month: 12, day: 31)
        let dateB = b.schedule.date ?? .init(year: 9999, month: 12, day: 31)
        if dateA != dateB { return dateA < dateB }
        let fitsA = a.effort.minutes <= minutesLeft, fitsB = b.effort.minutes <= minutesLeft
        if fitsA != fitsB { return fitsA }
        if a.effort != b.effort { return fitsA ? a.effort > b.effort : a.effort < b.effort }
        if a.createdAt != b.createdAt { return a.createdAt < b.createdAt }
        return a.id < b.id
    }

    /// Minutes from `now` (or the working day's start, if later) to the working day's end or the start of
    /// the next Anchor, whichever comes first; 0 after the day's end.
    public static func minutesLeft(settings: CapacitySettings, clock: DayClock, anchors: [AnchorBlock], now: Date) -> Int {
        let working = clock.workingDay(of: clock.today(at: now), start: settings.workingDayStart, end: settings.workingDayEnd)
        let from = Swift.max(now, working.start)
        var until = working.end
        if let next = anchors.map(\.interval.start).filter({ $0 >= from }).min() { until = Swift.min(until, next) }
        return Swift.max(0, Saturating.int(until.timeIntervalSince(from) / 60))
    }

    /// The guidance card (TD-01), from the same order: "Start here" with the first task while nothing has
    /// been done or begun today; afterwards "Good now" with the first task that fits the time left.
    /// No card while a session is live, or when no task fits.
    public static func guidance(
        ordered: [TaskItem], minutesLeft: Int, startedToday: Bool, sessionLive: Bool
    ) -> Guidance? {
        guard !sessionLive else { return nil }
        if !startedToday, let first = ordered.first { return .startHere(first) }
        return ordered.first { $0.effort.minutes <= minutesLeft }.map(Guidance.goodNow)
    }
}

/// The guidance card's two forms.
public enum Guidance: Hashable, Sendable {
    case startHere(TaskItem)
    case goodNow(TaskItem)

    /// "Start here" or "Good now".
    public var heading: String {
        switch self {
        case .startHere: "Start here"
        case .goodNow: "Good now"
        }
    }

    public var task: TaskItem {
        switch self {
        case .startHere(let task), .goodNow(let task): task
        }
    }
}
