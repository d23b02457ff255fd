import Foundation

/// The week strip (SakStrip): the term's weeks as segments, how many are done, and the current marker.
///
/// One rule, in ``init(position:total:completedWeeks:)``: a segment is **done** when its week has
/// ended or its recording step is complete; the **current** marker sits on the current week only
/// while something is still due in it (its recording step is not complete).
///
/// ```swift
/// WeekStrip(position: .during(week: 8, weekday: .tuesday), total: 15, completedWeeks: [1, 2, 3, 4, 5, 6, 7])
/// // total 15, done 7, current 8
/// ```
public struct WeekStrip: Hashable, Sendable {
    /// The number of segments (15).
    public let total: Int
    /// How many segments are done.
    public let done: Int
    /// The week carrying the "current" marker, or `nil` when nothing is due (rest day, before or after the term).
    public let current: Int?

    /// A strip with explicit values.
    public init(total: Int, done: Int, current: Int?) {
        self.total = total
        self.done = done
        self.current = current
    }

    /// The strip at `position`, given the weeks whose recording step is complete.
    ///
    /// ```swift
    /// WeekStrip(position: arc.position(at: now), total: term.weekCount, completedWeeks: completed)
    /// ```
    public init(position: TermPosition, total: Int, completedWeeks: Set<Int>) {
        let ended: Int  // weeks 1…ended are over
        let current: Int?
        switch position {
        case .before:
            ended = 0
            current = nil
        case .during(let week, _):
            ended = week - 1
            current = completedWeeks.contains(week) ? nil : week
        case .after:
            ended = total
            current = nil
        }
        let done = (1...max(total, 1)).filter { $0 <= ended || completedWeeks.contains($0) }.count
        self.init(total: total, done: min(done, total), current: current)
    }

    /// The strip for `arc` at `now`.
    ///
    /// ```swift
    /// WeekStrip(arc: arc, at: now, completedWeeks: [1, 2, 3, 4, 5, 6, 7, 8])   // done 8, current nil on Sunday
    /// ```
    public init(arc: WeekArc, at now: Date, completedWeeks: Set<Int>) {
        self.init(position: arc.position(at: now), total: arc.term.weekCount, completedWeeks: completedWeeks)
    }

    /// The state of segment `week` (1…total), for drawing.
    public func segment(_ week: Int) -> Segment {
        if week == current { return .current }
        return week <= done ? .done : .upcoming
    }

    /// How one segment of the strip is drawn.
    public enum Segment: Hashable, Sendable {
        /// Ended or recording step complete.
        case done
        /// The current week, with something still due.
        case current
        /// Not yet reached.
        case upcoming
    }
}
