import Calendar

/// NP-03's rules for building the planned day in place: which tasks the backlog picker offers, pulling one in, and
/// changing a row's importance or date — all without leaving the ritual (§7 decision 3: the picker is the backlog's
/// only full list besides Today's collapsed section).
///
/// ```swift
/// BuildTomorrow.pickable(openTasks, day: tomorrow, today: today)   // backlog, Someday, and today's unfinished tasks
/// let pulled = try BuildTomorrow.pulled(task, to: tomorrow, today: today)
/// ```
public enum BuildTomorrow {
    /// How far ahead NP-03's in-place date may go, in days from today.
    public static let dateHorizonDays = 366

    /// The tasks the picker offers for `day`: open, not already on it, and either undated (the backlog, Someday) or
    /// dated today or earlier and still unfinished. Tasks dated after `day` are planned for later and stay there.
    /// Order: dated ones first (oldest first), then the backlog, then Someday; by title within each.
    public static func pickable(_ tasks: [TaskItem], day: LocalDate, today: LocalDate) -> [TaskItem] {
        func rank(_ task: TaskItem) -> (Int, LocalDate) {
            switch task.schedule {
            case .date(let date): (0, date)
            case .backlog: (1, today)
            case .someday: (2, today)
            }
        }
        return tasks.filter { isPickable($0, day: day, today: today) }.sorted { lhs, rhs in
            let (left, right) = (rank(lhs), rank(rhs))
            if left.0 != right.0 { return left.0 < right.0 }
            if left.1 != right.1 { return left.1 < right.1 }
            return lhs.title < rhs.title
        }
    }

    /// Whether the picker offers `task` for `day`.
    public static func isPickable(_ task: TaskItem, day: LocalDate, today: LocalDate) -> Bool {
        guard task.isOpen else { return false }
        switch task.schedule {
        case .backlog, .someday: return true
        case .date(let date): return date <= today && date < day
        }
    }

    /// `task` dated `day` (the picker's "Add to tomorrow"). Not a deferral: nothing is counted as a move.
    /// Throws ``NightPlanningError/notPickable`` for a task the picker does not offer.
    public static func pulled(_ task: TaskItem, to day: LocalDate, today: LocalDate) throws(NightPlanningError) -> TaskItem {
        guard isPickable(task, day: day, today: today) else { throw .notPickable }
        return task.with(schedule: .date(day))
    }

    /// Whether `date` is one NP-03's row may move a task to: today through ``dateHorizonDays`` ahead.
    public static func isPlannable(_ date: LocalDate, today: LocalDate) -> Bool {
        date >= today && date <= today.adding(days: dateHorizonDays)
    }

    /// `task` with NP-03's row values: `importance` and `date`, checked by the task's own rules (a medium or high task
    /// keeps its date). Throws ``NightPlanningError/dateOutsidePlan`` for a date outside ``isPlannable(_:today:)``,
    /// ``NightPlanningError/notOpen`` for a task already done or dropped.
    public static func changed(_ task: TaskItem, importance: Importance, date: LocalDate, today: LocalDate)
        throws(NightPlanningError) -> TaskItem
    {
        guard task.isOpen else { throw .notOpen }
        guard isPlannable(date, today: today) else { throw .dateOutsidePlan(days: dateHorizonDays) }
        return task.with(importance: importance, schedule: .date(date))
    }
}
