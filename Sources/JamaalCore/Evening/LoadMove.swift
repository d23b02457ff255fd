import Calendar
import Foundation

/// NP-04's one move when the day is overloaded: defer one named task, or — when no single task frees enough —
/// nothing, said plainly.
///
/// ```swift
/// check.move?.label   // "Move “Sort the garage” to Thursday"
/// ```
public enum LoadMove: Hashable, Sendable {
    /// Defer `task` to `to`; it frees `frees` minutes.
    case deferTask(TaskItem, to: LocalDate, frees: Int)
    /// No single task frees the `needed` minutes; nothing is suggested.
    case nothingFreesEnough(needed: Int)

    /// The button's or the line's words.
    public var label: String {
        switch self {
        case .deferTask(let task, let day, _):
            "Move “\(task.title)” to \(day.weekday.name)"
        case .nothingFreesEnough(let needed):
            "No single task frees \(DurationText.minutes(needed)), so nothing is moved — the plan stays as you made it."
        }
    }

    /// The task the move defers, if it defers one.
    public var task: TaskItem? {
        if case .deferTask(let task, _, _) = self { return task }
        return nil
    }

    /// What the deferral asks before it happens (reason chips from the third deferral), as on Today.
    public var deferralPlan: DeferralPlan? { task.map(DeferralPlan.init(for:)) }

    /// The move accepted: the task deferred through the one deferral rule on logical day `today`.
    /// Throws ``NightPlanningError/moveNoLongerApplies`` for the no-move case or a task `current` shows changed,
    /// and the deferral rule's errors (a reason from the third deferral).
    ///
    /// ```swift
    /// let moved = try move.accepted(current: task, reason: nil, today: night, now: now)
    /// ```
    public func accepted(current: TaskItem, reason: DeferralReason? = nil, today: LocalDate, now: Date) throws -> TaskItem {
        guard case .deferTask(let task, let day, _) = self, current.id == task.id, current.isOpen,
            current.schedule == task.schedule, current.effort == task.effort
        else { throw NightPlanningError.moveNoLongerApplies }
        return try current.deferred(to: .date(day), reason: reason, today: today, now: now)
    }

    /// The one move for an overload of `needed` minutes among `tasks` (those planned for `day`): the lowest-importance
    /// task whose effort alone frees `needed`; among equals the smallest such effort (the least change), then the
    /// newest, then by id. It moves to the day after `day`.
    static func choose(needed: Int, tasks: [TaskItem], day: LocalDate) -> LoadMove {
        let candidates = tasks.filter { $0.isOpen && $0.effort.minutes >= needed }
        let best = candidates.min { a, b in
            if a.importance != b.importance { return a.importance < b.importance }
            if a.effort != b.effort { return a.effort < b.effort }
            if a.createdAt != b.createdAt { return a.createdAt > b.createdAt }
            return a.id < b.id
        }
        guard let best else { return .nothingFreesEnough(needed: needed) }
        return .deferTask(best, to: day.adding(days: 1), frees: best.effort.minutes)
    }
}
