import Calendar
import Foundation

/// NP-03 Build tomorrow: the working day of the day being planned, its fixed commitments, and the named free gaps
/// between them.
///
/// - The working day is ST-02's start and end on that logical day (``DayClock/workingDay(of:start:end:)``).
/// - Commitments come from the Anchor rules through ``AnchorDay`` — prayer windows computed for that date and place,
///   scheduled Anchors, one-offs, multi-day windows carried in — and are clipped to the working day
///   (``FixedCommitment``).
/// - Overlapping or touching commitments merge; the gaps are what is left, from the day's start to its end. A
///   commitment over the start or the end leaves no gap there; one over the whole day leaves none at all.
/// - A gap shorter than ``minimumGapMinutes`` (the shortest task there is) is not named.
/// - Planned in the morning (TD-07's flow for today), the gaps start at `now`: time already gone is not free.
/// - On a polar day without a resolution the prayers hold no time; ``notices`` say why, as on Today.
///
/// ```swift
/// let layout = DayLayout(day: tomorrow, rules: rules, marks: marks, settings: settings, clock: clock, now: now)
/// layout.gaps.map(\.label)   // ["Free 09:00–13:06 · 4 h 6 min", "Free 13:21–16:35 · 3 h 14 min", "Free 16:50–17:00 · 10 min"]
/// layout.fitsNoGap(task)     // true for a 5-hour task
/// ```
public struct DayLayout: Hashable, Sendable {
    /// The shortest gap that is named: the shortest effort a task can have.
    public static let minimumGapMinutes = Effort.range.lowerBound

    public let day: LocalDate
    public let workingDay: DateInterval
    public let commitments: [FixedCommitment]
    public let gaps: [FreeGap]
    public let notices: [AnchorNotice]

    /// The layout of `day` from the Anchor rules (marks as of `now`).
    public init(day: LocalDate, rules: [AnchorRule], marks: [AnchorMark], settings: CapacitySettings, clock: DayClock, now: Date) {
        let working = clock.workingDay(of: day, start: settings.workingDayStart, end: settings.workingDayEnd)
        let anchors = AnchorDay(rules: rules, marks: marks, day: day, clock: clock)
        self.init(
            day: day, workingDay: working,
            commitments: FixedCommitment.of(anchors, rules: rules, marks: marks, working: working, now: now), notices: anchors.notices,
            calendar: clock.calendar, freeFrom: now)
    }

    /// The layout of `day` for commitments already found (each is clipped to `workingDay` again here); no gap is named
    /// before `freeFrom` (`nil`: the working day's start).
    public init(
        day: LocalDate, workingDay: DateInterval, commitments: [FixedCommitment], notices: [AnchorNotice], calendar: ZonedCalendar,
        freeFrom: Date? = nil
    ) {
        self.day = day
        self.workingDay = workingDay
        self.notices = notices
        let inside = commitments.compactMap { commitment -> FixedCommitment? in
            guard let cut = commitment.interval.intersection(with: workingDay), cut.duration > 0 else { return nil }
            return FixedCommitment(instanceID: commitment.instanceID, title: commitment.title, source: commitment.source, interval: cut)
        }
        self.commitments = inside.sorted { ($0.interval.start, $0.instanceID) < ($1.interval.start, $1.instanceID) }
        let from = Swift.min(Swift.max(freeFrom ?? workingDay.start, workingDay.start), workingDay.end)
        let remaining = DateInterval(start: from, end: workingDay.end)
        gaps = Self.gaps(in: remaining, around: self.commitments.map(\.interval)).map { FreeGap(interval: $0, calendar: calendar) }
            .filter { $0.minutes >= Self.minimumGapMinutes }
    }

    /// The stretches of `working` not covered by `busy` (merged first), in order.
    static func gaps(in working: DateInterval, around busy: [DateInterval]) -> [DateInterval] {
        var free: [DateInterval] = []
        var cursor = working.start
        for block in busy.sorted(by: { $0.start < $1.start }) {
            if block.start > cursor { free.append(DateInterval(start: cursor, end: Swift.min(block.start, working.end))) }
            cursor = Swift.max(cursor, block.end)
            if cursor >= working.end { break }
        }
        if cursor < working.end { free.append(DateInterval(start: cursor, end: working.end)) }
        return free.filter { $0.duration > 0 }
    }

    /// Whole minutes the commitments hold inside the working day (merged, so an overlap counts once).
    public var committedMinutes: Int {
        let freeSeconds = Self.gaps(in: workingDay, around: commitments.map(\.interval)).reduce(0) { $0 + $1.duration }
        return EveningMath.wholeMinutes(workingDay.duration - freeSeconds)
    }

    /// Whole minutes free in the named gaps.
    public var freeMinutes: Int { EveningMath.sum(gaps.map(\.minutes)) }

    /// The longest named gap, in minutes (0 when there is none).
    public var longestGapMinutes: Int { gaps.map(\.minutes).max() ?? 0 }

    /// Whether `task` fits no single gap — NP-03's flag. Every task is flagged on a day with no gap.
    public func fitsNoGap(_ task: TaskItem) -> Bool { !gaps.contains { $0.fits(task.effort) } }

    /// The tasks among `tasks` that NP-03 flags, in the order given.
    public func flagged(_ tasks: [TaskItem]) -> [TaskItem] { tasks.filter(fitsNoGap) }
}
