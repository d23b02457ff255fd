import Identifiers
import JamaalCore
import Routing

/// F09 Night Planning (NP-01…NP-07) and TD-07's morning flow. One page shows the session at its step; each step's
/// action is a POST that stores the changed session (so a relaunch resumes where it stood) and returns to the page.
extension JamaalRoute {
    /// NP-01…NP-05 at the session's step (started, or resumed, never restarted); `?flow=morning` is TD-07's shortened
    /// flow for today.
    public static let plan = Endpoint(
        .get, "/plan", query: PlanQuery.self, access: JamaalAccess.shaping, feature: .planTomorrow,
        kind: .screen(summary: "F09 Night Planning: review, carry forward, build tomorrow, check the load, close the day"),
        statuses: [409])

    /// Continue to the next step (`flow`, and `step`: the step the form was shown at, so a repeated press moves once).
    public static let advancePlan = Endpoint(.post, "/plan/next", access: JamaalAccess.shaping, statuses: [409, 422])

    /// NP-07's rail: back to a passed Carry forward or Build tomorrow (`to`, `flow`, and `step`: the step the form was
    /// shown at, so a stale page moves nothing).
    public static let returnPlan = Endpoint(.post, "/plan/back", access: JamaalAccess.shaping, statuses: [409, 422])

    /// NP-06 Skip tonight (`flow`): closes with no plan, recorded.
    public static let skipPlan = Endpoint(.post, "/plan/skip", access: JamaalAccess.shaping, statuses: [409, 422])

    /// NP-02 one task's decision (`decision`: keep, later or drop; for later `target` and `date`; `reason` from the
    /// third deferral).
    public static let carryForward = Endpoint(
        .post, "/plan/carry/:id", ID<TaskItem>.self, access: JamaalAccess.shaping, statuses: [409, 422])

    /// NP-04 the day's level (`level`, `flow`): a one-day level for the day being planned.
    public static let setPlanLevel = Endpoint(.post, "/plan/level", access: JamaalAccess.shaping, statuses: [422])

    /// NP-04's one move (`task`, `flow`, and `reason` when the move is a third deferral).
    public static let acceptPlanMove = Endpoint(.post, "/plan/move", access: JamaalAccess.shaping, statuses: [409, 422])

    /// NP-03 Add task (TK-01 inside the ritual: `title`, `effort`, `importance`, `flow`), dated the day being planned;
    /// back to the step.
    public static let addPlanTask = Endpoint(.post, "/plan/tasks", access: JamaalAccess.shaping, statuses: [409, 422])

    /// NP-03's backlog picker: "Add to tomorrow" for one backlog, Someday or unfinished task (`flow`).
    public static let pickPlanTask = Endpoint(
        .post, "/plan/pick/:id", ID<TaskItem>.self, access: JamaalAccess.shaping, statuses: [404, 409, 422])

    /// NP-03's row, changed in place (`importance`, `date`, `flow`); back to the step.
    public static let changePlanTask = Endpoint(
        .post, "/plan/tasks/:id", ID<TaskItem>.self, access: JamaalAccess.shaping, statuses: [404, 409, 422])
}
