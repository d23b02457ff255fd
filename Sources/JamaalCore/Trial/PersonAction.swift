/// Every kind of thing a person does in Jamaal, for the read-only rule (F12, decided in issue 19): living the day stays
/// open; shaping the plan is locked once the trial has ended unsubscribed.
///
/// ```swift
/// PersonAction.deferTask.shapesThePlan    // false: Defer and Drop of an existing task are living the day
/// PersonAction.stopRepeating.shapesThePlan // true
/// ```
public enum PersonAction: String, Hashable, Sendable, CaseIterable {
    // Living the day.
    /// Looking at anything: Today, details, lists, history, settings pages that only show.
    case view
    /// Mark a task done (and undo it), tick a checklist item.
    case tickOffTask
    /// Defer an existing task (TK-03, the meter's move to tomorrow).
    case deferTask
    /// Drop an existing task (and undo it).
    case dropTask
    /// Log a habit (check, count, minutes, a slip, held today).
    case logHabit
    /// An Anchor outcome: Attended, Not today, Someone else did it.
    case markAnchorOutcome
    /// Focus sessions and timed habits: Begin, Pause, Resume, Finish, settle, the carried-over row.
    case runTimer
    /// Today's category filter (TD-03).
    case filterCategory
    /// Appearance: theme, larger text, direction (ST-07).
    case changeAppearance
    /// Reminders on this device and their times (ST-03): delivery preferences, not the plan.
    case changeReminders
    /// Dismiss a suggestion or banner (Not now).
    case dismiss
    /// Export my data (ST-08): always works.
    case exportData
    /// Delete my data (ST-08).
    case deleteData
    /// Subscribe or restore (ST-05, SB-01).
    case subscribe

    // Shaping the plan.
    /// Create a task or a one-off Anchor from Add.
    case createTask
    /// Edit a task.
    case editTask
    /// Stop a task repeating.
    case stopRepeating
    /// Create a habit or a habit group.
    case createHabit
    /// Edit, pause, resume, archive or restore a habit; rename a group.
    case editHabit
    /// Create an Anchor rule.
    case createAnchor
    /// Edit, pause, resume, archive or restore an Anchor rule; its exceptions.
    case editAnchor
    /// Add, rename, recolour, move, archive or restore a category.
    case editCategories
    /// Night Planning, every step.
    case nightPlanning
    /// Today's capacity slider, ST-02 Capacity & day, accepting a wellbeing suggestion (a day's level, or a task moved).
    case changeCapacity

    /// Whether this shapes the plan: locked in read-only. The one place the rule is written.
    public var shapesThePlan: Bool {
        switch self {
        case .view, .tickOffTask, .deferTask, .dropTask, .logHabit, .markAnchorOutcome, .runTimer, .filterCategory,
            .changeAppearance, .changeReminders, .dismiss, .exportData, .deleteData, .subscribe:
            false
        case .createTask, .editTask, .stopRepeating, .createHabit, .editHabit, .createAnchor, .editAnchor, .editCategories,
            .nightPlanning, .changeCapacity:
            true
        }
    }
}
