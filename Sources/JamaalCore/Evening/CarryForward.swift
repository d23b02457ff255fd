import Calendar
import Foundation

/// NP-02's choice for one incomplete task.
///
/// ```swift
/// CarryForwardDecision.later(.nextWeek).label   // "Later"
/// ```
public enum CarryForwardDecision: Hashable, Sendable {
    /// Keep it: on tomorrow's plan.
    case keep
    /// Later: the date TK-03's picker gives.
    case later(DeferTarget)
    /// Drop it (soft delete, undoable for five seconds like anywhere else).
    case drop

    /// The button's words: "Keep", "Later", "Drop".
    public var label: String {
        switch self {
        case .keep: "Keep"
        case .later: "Later"
        case .drop: "Drop"
        }
    }
}

/// NP-02 Carry forward: the tasks waiting for a decision tonight, and what each decision does to one.
///
/// Keep and Later are deferrals, so they go through the one deferral rule (``TaskItem/deferred(to:reason:note:today:now:)``
/// and ``DeferralPlan``) exactly as on Today: instant for the first two, reason chips from the third, and a medium or
/// high task eased to low. Nothing here restates that rule.
///
/// ```swift
/// let waiting = CarryForward.incomplete(tasks, night: night)
/// let kept = try CarryForward.apply(.keep, to: waiting[0], reason: nil, night: night, now: now)
/// ```
public enum CarryForward {
    /// The tasks still open on `night` (dated that day or before), in Today's order: NP-02's rows. Empty means the
    /// step is passed over.
    public static func incomplete(_ tasks: [TaskItem], night: LocalDate) -> [TaskItem] {
        TodayOrder.ordered(tasks, today: night, minutesLeft: 0)
    }

    /// What the picker needs to know for `task` before a Keep or Later: instant, or reason chips (and easing).
    ///
    /// ```swift
    /// CarryForward.plan(for: task).easingMessage   // "Moved to low importance so it can wait without a date."
    /// ```
    public static func plan(for task: TaskItem) -> DeferralPlan { DeferralPlan(for: task) }

    /// The task after `decision`, made on `night` at `now`. Throws ``NightPlanningError/notIncomplete`` for a task not
    /// waiting tonight, and the deferral rule's own errors (a reason needed from the third deferral, Someday for a
    /// task that must keep a date…).
    public static func apply(
        _ decision: CarryForwardDecision, to task: TaskItem, reason: DeferralReason? = nil, note: String? = nil, night: LocalDate,
        now: Date
    ) throws -> TaskItem {
        guard task.isDue(on: night) else { throw NightPlanningError.notIncomplete }
        switch decision {
        case .keep: return try task.deferred(to: .tomorrow, reason: reason, note: note, today: night, now: now)
        case .later(let target): return try task.deferred(to: target, reason: reason, note: note, today: night, now: now)
        case .drop: return try task.dropped(now: now)
        }
    }
}
