import Calendar
import Foundation

/// The capacity meter's state on TD-01.
public enum CapacityState: Hashable, Sendable {
    /// Planned effort within today's budget.
    case within
    /// Planned effort past the budget by `minutes` — terracotta, named, never blocking.
    case overloaded(minutes: Int)
    /// After the working day's end with open tasks still planned (`minutes` of them).
    case pastDayEnd(minutes: Int)
}

/// The one move offered with an overloaded or past-the-end meter.
public enum CapacityMove: Hashable, Sendable {
    /// Move this task to tomorrow: the one NP-04 would move (``LoadMove``), so that the overflow is gone.
    case moveTaskToTomorrow(TaskItem)
    /// Move every open task left today to tomorrow.
    case moveRestToTomorrow(count: Int)
    /// No single task frees the `needed` minutes: nothing is offered, and the meter says so.
    case nothingFreesEnough(needed: Int)

    /// The button's words, or the line said instead of a button.
    public var label: String {
        switch self {
        case .moveTaskToTomorrow(let task): "Move “\(task.title)” to tomorrow"
        case .moveRestToTomorrow: "Move what's left to tomorrow"
        case .nothingFreesEnough(let needed): LoadMove.nothingFreesEnough(needed: needed).label
        }
    }
}

/// Today's capacity: the budget, what is planned against it, and the state of the meter.
///
/// Budget = normal-day length × today's level (``CapacityLevel``). Planned = effort of today's open
/// tasks + the minutes still to do of today's timed habits (none for a habit whose weekly target is already met this
/// week, counting the days before today) + Anchor time inside the working day.
/// The budget is the same on a 23- or 25-hour DST day: it measures work, not the clock.
///
/// ```swift
/// let meter = CapacityReading(settings: settings, override: nil, tasks: tasks, habits: habits, entries: entries,
///                             anchors: [], clock: clock, now: now)
/// meter.overflowText   // "45 min over"
/// ```
public struct CapacityReading: Hashable, Sendable {
    public let day: LocalDate
    public let level: CapacityLevel
    public let budgetMinutes: Int
    public let taskMinutes: Int
    public let habitMinutes: Int
    public let anchorMinutes: Int
    public let state: CapacityState
    /// The one move, when the meter is terracotta.
    public let move: CapacityMove?

    /// Everything planned for today, in minutes.
    public var plannedMinutes: Int { Saturating.sum([taskMinutes, habitMinutes, anchorMinutes]) }

    /// Whether the meter turns terracotta.
    public var isTerracotta: Bool { state != .within }

    public init(
        settings: CapacitySettings, override: CapacityLevel?, tasks: [TaskItem], habits: [Habit], entries: [HabitEntry],
        anchors: [AnchorBlock], clock: DayClock, now: Date
    ) {
        let today = clock.today(at: now)
        day = today
        level = settings.level(on: today, override: override)
        budgetMinutes = level.budget(normalDayMinutes: settings.normalDayMinutes)
        let working = clock.workingDay(of: today, start: settings.workingDayStart, end: settings.workingDayEnd)
        let open = tasks.filter { $0.isDue(on: today) }
        taskMinutes = Saturating.sum(open.map(\.effort.minutes))
        let todays = entries.filter { $0.day == today }
        habitMinutes = habits.reduce(0) { total, habit in
            guard case .timed(let goal) = habit.kind, habit.isShownOnToday(today) else { return total }
            // A weekly target already reached this week asks nothing more of today.
            if let week = HabitWeek.before(today, habit: habit, entries: entries), week.isMet { return total }
            let remaining = habit.timesOfDay.indices.reduce(0) { sum, slot in
                let logged = HabitDayTally(entries: todays.filter { $0.habitID == habit.id && $0.timeOfDay == slot })
                    .minutes
                return Saturating.adding(sum, Swift.max(0, Saturating.subtracting(goal, logged)))
            }
            return Saturating.adding(total, remaining)
        }
        anchorMinutes = anchors.reduce(0) { total, anchor in
            guard let overlap = anchor.interval.intersection(with: working) else { return total }
            return Saturating.adding(total, Saturating.int(overlap.duration / 60))
        }
        let planned = Saturating.sum([taskMinutes, habitMinutes, anchorMinutes])
        if now >= working.end, !open.isEmpty {
            state = .pastDayEnd(minutes: taskMinutes)
            move = .moveRestToTomorrow(count: open.count)
        } else if planned > budgetMinutes {
            let overflow = Saturating.subtracting(planned, budgetMinutes)
            state = .overloaded(minutes: overflow)
            // The same rule as NP-04: the one task whose effort alone frees the overflow, or none, said so.
            switch LoadMove.choose(needed: overflow, tasks: open, day: today) {
            case .deferTask(let task, _, _): move = .moveTaskToTomorrow(task)
            case .nothingFreesEnough(let needed): move = .nothingFreesEnough(needed: needed)
            }
        } else {
            state = .within
            move = nil
        }
    }

    /// The named overflow: "45 min over", "2 h left past the day's end"; `nil` within budget.
    public var overflowText: String? {
        switch state {
        case .within: nil
        case .overloaded(let minutes): "\(DurationText.minutes(minutes)) over"
        case .pastDayEnd(let minutes): "\(DurationText.minutes(minutes)) left past the day's end"
        }
    }

    /// The slider's label: "Full · 6 h".
    public var levelLabel: String { "\(level.name) · \(DurationText.minutes(budgetMinutes))" }

    /// What Add task (TK-01) shows for a task of `effort` on `schedule`: "Day is full · offer tomorrow" when
    /// it is dated today and would pass the budget. Never blocks — the person may keep today.
    public func decision(adding effort: Effort, on schedule: TaskSchedule) -> AddDecision {
        guard schedule.date == day, Saturating.adding(plannedMinutes, effort.minutes) > budgetMinutes else { return .fits }
        return .dayIsFull(offer: day.adding(days: 1))
    }
}

/// TK-01's capacity state for a new task.
public enum AddDecision: Hashable, Sendable {
    case fits
    /// Today is full; offer `offer` (tomorrow) instead. Saving for today is still allowed.
    case dayIsFull(offer: LocalDate)

    /// "Day is full · offer tomorrow" copy: the line, and the offer's button.
    public var line: String? {
        if case .dayIsFull = self { return "Day is full" }
        return nil
    }

    public var offerLabel: String? {
        if case .dayIsFull = self { return "Tomorrow instead" }
        return nil
    }
}
