import Calendar
import Foundation

/// NP-04 Check the load: the level for the day being planned, the suggested level with its reason, the budget used,
/// the overflow past the day's end, and exactly one move when overloaded.
///
/// - **Level**: the one chosen here (`chosen`), else the weekday's default — pre-selected.
/// - **Planned** is counted as tomorrow's meter will count it (``CapacityReading``): the effort of the tasks due that
///   day, the minutes of its timed habits (none for a weekly target already met before that day), and the Anchor
///   time inside the working day (``AnchorCapacity``).
/// - **Over budget** = planned − budget; **past the day's end** = planned − the working day's length (what is left
///   of it, in TD-07's morning flow).
/// - **Overloaded** when either is above zero; the one move must free the larger of the two (``LoadMove``).
/// - **The normal-day line** (F10) shows here at most once for each suggested length: pass the length last shown in
///   NP-04 as `normalDayLineShown`.
///
/// ```swift
/// let check = LoadCheck(day: tomorrow, chosen: nil, settings: settings, tasks: tasks, habits: habits, entries: entries,
///                       anchors: anchorDay, marks: marks, clock: clock, now: now)
/// check.budgetLine    // "5 h 30 min of 6 h"
/// check.move?.label   // "Move “Sort the garage” to Thursday"
/// ```
public struct LoadCheck: Hashable, Sendable {
    public let day: LocalDate
    /// The level shown selected: the person's choice, else the weekday's default.
    public let level: CapacityLevel
    public let weekdayDefault: CapacityLevel
    public let suggested: SuggestedLevel
    public let budgetMinutes: Int
    public let taskMinutes: Int
    public let habitMinutes: Int
    public let anchorMinutes: Int
    /// The working day's length in real minutes — what is left of it when planning a day already begun.
    public let workingMinutes: Int
    /// The one move, when overloaded; `nil` otherwise.
    public let move: LoadMove?
    /// F10's quiet line, when it shows here.
    public let normalDayLine: String?

    /// The load of `day` (tomorrow, or today in the morning flow).
    public init(
        day: LocalDate, chosen: CapacityLevel?, settings: CapacitySettings, tasks: [TaskItem], habits: [Habit], entries: [HabitEntry],
        anchors: AnchorDay, marks: [AnchorMark], clock: DayClock, now: Date, normalDay: NormalDaySuggestion? = nil,
        normalDayLineShown: Int? = nil
    ) {
        self.day = day
        weekdayDefault = settings.level(on: day, override: nil)
        level = settings.level(on: day, override: chosen)
        budgetMinutes = level.budget(normalDayMinutes: settings.normalDayMinutes)
        let planned = tasks.filter { $0.isDue(on: day) }
        taskMinutes = EveningMath.sum(planned.map(\.effort.minutes))
        habitMinutes = EveningMath.sum(
            habits.filter { HabitWeek.before(day, habit: $0, entries: entries)?.isMet != true }.map { $0.plannedMinutes(on: day) })
        let working = clock.workingDay(of: day, start: settings.workingDayStart, end: settings.workingDayEnd)
        // In the morning flow the day has begun: only what is left of the working day can hold the plan.
        workingMinutes = EveningMath.wholeMinutes(working.end.timeIntervalSince(Swift.max(working.start, now)))
        let blocks = AnchorCapacity.blocks(for: anchors, marks: marks, settings: settings, clock: clock, now: now)
        anchorMinutes = EveningMath.sum(blocks.map { EveningMath.wholeMinutes($0.interval.duration) })
        let mustDo = EveningMath.sum(planned.filter { $0.importance.needsDate }.map(\.effort.minutes))
        suggested = SuggestedLevel(fixedMinutes: anchorMinutes, mustDoMinutes: mustDo, day: day, settings: settings)
        let total = EveningMath.sum([taskMinutes, habitMinutes, anchorMinutes])
        let needed = Swift.max(total - budgetMinutes, total - workingMinutes, 0)
        move = needed > 0 ? LoadMove.choose(needed: needed, tasks: planned, day: day) : nil
        if let normalDay, normalDay.minutes != normalDayLineShown {
            normalDayLine = normalDay.line
        } else {
            normalDayLine = nil
        }
    }

    /// Everything planned, in minutes.
    public var plannedMinutes: Int { EveningMath.sum([taskMinutes, habitMinutes, anchorMinutes]) }
    /// Minutes over the level's budget (0 within it).
    public var overBudgetMinutes: Int { Swift.max(0, plannedMinutes - budgetMinutes) }
    /// Minutes that would run past the working day's end (0 when it all fits).
    public var pastDayEndMinutes: Int { Swift.max(0, plannedMinutes - workingMinutes) }
    /// Whether the day is overloaded (the meter turns terracotta).
    public var isOverloaded: Bool { overBudgetMinutes > 0 || pastDayEndMinutes > 0 }

    /// "5 h 30 min of 6 h".
    public var budgetLine: String { "\(DurationText.minutes(plannedMinutes)) of \(DurationText.minutes(budgetMinutes))" }

    /// The named overflow: "45 min over" and/or "1 h 10 min past the day's end"; `nil` when it all fits.
    public var overflowText: String? {
        var parts: [String] = []
        if overBudgetMinutes > 0 { parts.append("\(DurationText.minutes(overBudgetMinutes)) over") }
        if pastDayEndMinutes > 0 { parts.append("\(DurationText.minutes(pastDayEndMinutes)) past the day's end") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
