import Calendar
import Foundation

/// WB-02's one suggested action, tied to the calendar, and its "Not now".
///
/// The choice (issue 18's decisions, and ours where they were silent):
/// - **Lighten Saturday**: the coming Saturday (the next one after today) one level lighter than it stands now
///   (its one-day override, else the weekday's default) — a one-day override; ST-02's weekday default stays as it is.
/// - When that Saturday is already Light, **move one named task** instead: of the open tasks dated in the next 7 days,
///   from the day holding the most task minutes (the earliest on a tie), the lowest-importance one (then the largest,
///   then by id), to the day with the fewest task minutes among the 7 after it (the earliest on a tie).
/// - Nothing to suggest (no task to move) → no action.
/// - **Not now** hides the action until the next Monday (logical days, the person's zone).
///
/// ```swift
/// let action = WellbeingAction.suggest(today: today, settings: settings, overrides: overrides, tasks: tasks)
/// action?.label   // "Lighten Saturday"
/// ```
public enum WellbeingAction: Hashable, Sendable {
    /// Set `day`'s level to `to` for that one day (it stood at `from`).
    case lighten(day: LocalDate, from: CapacityLevel, to: CapacityLevel)
    /// Move `task` from `from` to `to`.
    case moveTask(TaskItem, from: LocalDate, to: LocalDate)

    /// The action for a strained reading on logical day `today`; `overrides` are the one-day levels already set.
    public static func suggest(today: LocalDate, settings: CapacitySettings, overrides: [LocalDate: CapacityLevel], tasks: [TaskItem])
        -> WellbeingAction?
    {
        let saturday = comingSaturday(after: today)
        let current = settings.level(on: saturday, override: overrides[saturday])
        let levels = CapacityLevel.allCases.sorted()
        if let lighter = levels.last(where: { $0 < current }) {
            return .lighten(day: saturday, from: current, to: lighter)
        }
        return moveOne(today: today, tasks: tasks)
    }

    /// What accepting any suggestion is: reshaping the coming days' plan (a day's level, or a task moved for balance),
    /// through one route declared as shaping the plan — so locked in read-only.
    public static let acceptance: PersonAction = .changeCapacity

    /// The action WB-02 shows: only for a strained reading, not while "Not now" hides it, and never one the
    /// entitlement locks (#40: in read-only, Wellbeing suggests nothing it would then refuse).
    ///
    /// ```swift
    /// WellbeingAction.shown(for: score, today: today, settings: settings, overrides: [:], tasks: tasks, dismissedOn: nil)
    /// ```
    public static func shown(
        for score: WellbeingScore, today: LocalDate, settings: CapacitySettings, overrides: [LocalDate: CapacityLevel], tasks: [TaskItem],
        dismissedOn: LocalDate?, entitlement: Entitlement? = nil
    ) -> WellbeingAction? {
        guard score.state == .strained, !isHidden(dismissedOn: dismissedOn, today: today) else { return nil }
        if let entitlement, !entitlement.allows(acceptance) { return nil }
        return suggest(today: today, settings: settings, overrides: overrides, tasks: tasks)
    }

    /// The next Saturday strictly after `today`.
    public static func comingSaturday(after today: LocalDate) -> LocalDate {
        let ahead = (Weekday.saturday.rawValue - today.weekday.rawValue + 7) % 7
        return today.adding(days: ahead == 0 ? 7 : ahead)
    }

    /// The task move of the type's rules, or `nil` with nothing to move.
    static func moveOne(today: LocalDate, tasks: [TaskItem]) -> WellbeingAction? {
        func minutes(on day: LocalDate) -> Int {
            EveningMath.sum(tasks.filter { $0.isOpen && $0.schedule.date == day }.map(\.effort.minutes))
        }
        let coming = (1...7).map { today.adding(days: $0) }
        guard let busiest = coming.max(by: { (minutes(on: $0), $1) < (minutes(on: $1), $0) }), minutes(on: busiest) > 0 else {
            return nil
        }
        let onBusiest = tasks.filter { $0.isOpen && $0.schedule.date == busiest }
        guard
            let task = onBusiest.min(by: { a, b in
                if a.importance != b.importance { return a.importance < b.importance }
                if a.effort != b.effort { return a.effort > b.effort }
                return a.id < b.id
            })
        else { return nil }
        let after = (1...7).map { busiest.adding(days: $0) }
        let target = after.min { (minutes(on: $0), $0) < (minutes(on: $1), $1) } ?? busiest.adding(days: 1)
        return .moveTask(task, from: busiest, to: target)
    }

    /// The button: "Lighten Saturday", "Move “Sort the garage” to Tuesday".
    public var label: String {
        switch self {
        case .lighten(let day, _, _): "Lighten \(day.weekday.name)"
        case .moveTask(let task, _, let to): "Move “\(task.title)” to \(to.weekday.name)"
        }
    }

    /// The line under it.
    public var detail: String {
        switch self {
        case .lighten(let day, let from, let to):
            "\(day.weekday.name) goes from \(from.name) to \(to.name) — just that day; your usual \(day.weekday.name) stays \(from.name)."
        case .moveTask(let task, let from, let to):
            "\(DurationText.minutes(task.effort.minutes)) off \(from.weekday.name), onto \(to.weekday.name), which is lighter."
        }
    }

    /// The one-day level override accepting the action sets, if it is a lightening.
    public var override: (day: LocalDate, level: CapacityLevel)? {
        if case .lighten(let day, _, let to) = self { return (day, to) }
        return nil
    }

    /// The task after accepting a move, through the one deferral rule (reason chips from the third deferral apply).
    /// Throws ``NightPlanningError/moveNoLongerApplies`` when this is not a move or `current` has changed since.
    public func movedTask(current: TaskItem, reason: DeferralReason? = nil, today: LocalDate, now: Date) throws -> TaskItem {
        guard case .moveTask(let task, let from, let to) = self, current.id == task.id, current.isOpen, current.schedule == .date(from)
        else { throw NightPlanningError.moveNoLongerApplies }
        return try current.deferred(to: .date(to), reason: reason, today: today, now: now)
    }

    /// The day "Not now" pressed on `dismissedOn` hides the action until: the next Monday.
    public static func hiddenUntil(dismissedOn: LocalDate) -> LocalDate {
        dismissedOn.adding(days: 8 - dismissedOn.weekday.rawValue)
    }

    /// Whether the action is hidden on `today` after "Not now" on `dismissedOn` (`nil`: never dismissed).
    public static func isHidden(dismissedOn: LocalDate?, today: LocalDate) -> Bool {
        guard let dismissedOn else { return false }
        return today < hiddenUntil(dismissedOn: dismissedOn)
    }
}
