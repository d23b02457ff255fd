import Calendar

/// ST-02's quiet normal-day suggestion (F10): one line under the normal-day length when the person's recent days
/// plainly hold a different amount of work than the length they set. Never applied by itself; never a nag.
///
/// The rule (the spec names the line but leaves its numbers to us; these are the product's choice):
/// - Look at the ``window`` (14) complete logical days before today — today is still being lived and never counts.
/// - A day's work is the effort of the tasks marked done that day plus the minutes logged on timed habits that day.
/// - Only days with some work count, and there must be at least ``minimumDays`` (7) of them: a fortnight half empty
///   says nothing about a normal day.
/// - The suggestion is the median of those days, rounded to the nearest half hour and kept inside
///   ``CapacitySettings/normalDayRange``.
/// - The line shows only when the suggestion differs from the set length by at least ``minimumDifference`` (1 h).
///
/// ```swift
/// let line = NormalDaySuggestion(normalDayMinutes: 360, workByDay: totals, today: today)?.line
/// // "Your recent days have held about 4 h 30 min of work. A normal day of 4 h 30 min may fit better."
/// ```
public struct NormalDaySuggestion: Hashable, Sendable {
    public static let window = 14
    public static let minimumDays = 7
    public static let minimumDifference = 60

    /// The suggested normal-day length, in minutes.
    public let minutes: Int

    /// Nil when there is nothing to suggest. `workByDay` is the work finished on each logical day (other days ignored).
    public init?(normalDayMinutes: Int, workByDay: [LocalDate: Int], today: LocalDate) {
        let worked = (1...Self.window).compactMap { workByDay[today.adding(days: -$0)] }.filter { $0 > 0 }.sorted()
        guard worked.count >= Self.minimumDays else { return nil }
        let middle = worked.count / 2
        let median = worked.count % 2 == 1 ? Double(worked[middle]) : (Double(worked[middle - 1]) + Double(worked[middle])) / 2
        let rounded = Saturating.multiplying(Saturating.int((median / 30).rounded()), 30)
        let range = CapacitySettings.normalDayRange
        let suggested = Swift.min(Swift.max(rounded, range.lowerBound), range.upperBound)
        guard Saturating.subtracting(suggested, normalDayMinutes).magnitude >= UInt(Self.minimumDifference) else { return nil }
        minutes = suggested
    }

    /// A suggestion worked out earlier and kept (Night Planning keeps the day's, so Check the load does not re-read two
    /// weeks of history on every look).
    public init(kept minutes: Int) { self.minutes = minutes }

    /// The quiet line.
    public var line: String {
        let length = DurationText.minutes(minutes)
        return "Your recent days have held about \(length) of work. A normal day of \(length) may fit better."
    }

    /// The work finished on each logical day: done tasks' effort (by the logical day they were closed, as `closedDay`
    /// gives it) plus timed-habit minutes logged.
    public static func workByDay(
        doneTasks: [(day: LocalDate, task: TaskItem)], habits: [Habit], entries: [HabitEntry]
    ) -> [LocalDate: Int] {
        var totals: [LocalDate: Int] = [:]
        for (day, task) in doneTasks {
            if case .done = task.status { totals[day] = Saturating.adding(totals[day, default: 0], task.effort.minutes) }
        }
        let timed = Set(habits.filter { if case .timed = $0.kind { true } else { false } }.map(\.id))
        for entry in entries where timed.contains(entry.habitID) {
            if case .minutes(let value, _) = entry.value { totals[entry.day] = Saturating.adding(totals[entry.day, default: 0], value) }
        }
        return totals
    }
}
