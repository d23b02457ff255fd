import Routing

/// F09's forms (Night Planning and TD-07's morning flow): every step's action posts some of these fields
/// (``JamaalRoute/advancePlan``, ``JamaalRoute/returnPlan``, ``JamaalRoute/setPlanLevel``, ``JamaalRoute/carryForward``,
/// ``JamaalRoute/acceptPlanMove`` and NP-03's Build actions).
public struct PlanForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case flow, step, to, level, decision, task, reason, target, date, title, effort, importance
    }

    /// `evening` (also when absent) or `morning`.
    public let flow: FormText
    /// The step the page was showing (a press from another step moves nothing).
    public let step: FormText
    /// The step to go back to (``JamaalRoute/returnPlan``).
    public let to: FormText
    /// A capacity level (NP-04).
    public let level: FormText
    /// NP-02's `keep`, `later` or `drop`.
    public let decision: FormText
    /// The task NP-04's move is for.
    public let task: FormText
    /// A deferral reason chip, or empty.
    public let reason: FormText
    /// Later's target (as TK-03's ``DeferForm/target``) and its date; also NP-03's row date.
    public let target: FormText
    public let date: FormText
    /// NP-03's Add task.
    public let title: FormText
    public let effort: FormText
    public let importance: FormText
}
