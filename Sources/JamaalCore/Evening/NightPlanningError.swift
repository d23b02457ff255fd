/// A Night Planning rule the person (or a stale screen) broke, in words they can read.
///
/// A separate type from ``JamaalError`` so the evening's rules can grow without touching every exhaustive switch over
/// the older one; the app maps it to 409 (a step out of order) or 422 (a decision that doesn't apply).
///
/// ```swift
/// NightPlanningError.sessionClosed.message   // "Tonight's planning is already closed — tomorrow is ready."
/// ```
public enum NightPlanningError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Moving on from Close, or skipping, a night whose plan is already confirmed.
    case sessionClosed
    /// Moving on from a skipped night (reopen it first).
    case sessionSkipped
    /// Reopening a night that was not skipped.
    case sessionNotSkipped
    /// A session for another night or flow than the one asked for.
    case wrongNight
    /// The morning flow (TD-07) when the morning card does not apply.
    case morningFlowNotOffered
    /// A carry-forward decision for a task that is not incomplete tonight.
    case notIncomplete
    /// A suggested move or action that no longer matches the plan.
    case moveNoLongerApplies
    /// NP-03's picker asked for a task it does not offer (already on the day, planned for later, done or dropped).
    case notPickable
    /// NP-03's row asked to change a task that is already done or dropped.
    case notOpen
    /// NP-03's row date before today or more than `days` ahead.
    case dateOutsidePlan(days: Int)
    /// NP-07's rail asked to go back to a step it does not lead back to (not passed yet, or not Carry forward or Build).
    case stepNotReturnable

    /// The sentence shown to the person.
    public var message: String {
        switch self {
        case .sessionClosed: "Tonight's planning is already closed — tomorrow is ready."
        case .sessionSkipped: "Tonight was skipped — open Plan tomorrow again to pick it back up."
        case .sessionNotSkipped: "This night wasn't skipped."
        case .wrongNight: "That planning session belongs to another night."
        case .morningFlowNotOffered: "There's already a plan for today."
        case .notIncomplete: "That task isn't waiting for a decision tonight."
        case .moveNoLongerApplies: "The plan has changed since — look at the load again."
        case .notPickable: "That task can't be added from here — it's already planned, done or dropped."
        case .notOpen: "That task is already done or dropped."
        case .dateOutsidePlan(let days): "Choose a date from today to \(days) days ahead."
        case .stepNotReturnable: "That step can't be opened from here — only Carry forward and Build tomorrow, once passed."
        }
    }

    /// The message, so `"\(error)"` reads as the person would see it.
    public var description: String { message }
}
