/// Where a Night Planning session stands (F09): one of the five steps, or skipped (NP-06).
///
/// ```swift
/// NightPlanningStep.checkLoad.title   // "Check the load"
/// ```
public enum NightPlanningStep: String, Hashable, Codable, Sendable, CaseIterable {
    /// NP-01 Review today.
    case review
    /// NP-02 Carry forward — passed over when nothing is incomplete.
    case carryForward
    /// NP-03 Build tomorrow.
    case buildTomorrow
    /// NP-04 Check the load.
    case checkLoad
    /// NP-05 Close the day. Reaching it confirms the plan.
    case close
    /// NP-06 Skip tonight: closed with no plan, and recorded.
    case skipped

    /// The step's title, as the step rail (NP-07) reads it.
    public var title: String {
        switch self {
        case .review: "Review today"
        case .carryForward: "Carry forward"
        case .buildTomorrow: "Build tomorrow"
        case .checkLoad: "Check the load"
        case .close: "Close the day"
        case .skipped: "Skipped"
        }
    }
}

/// Which flow a session runs: the evening's five steps, or TD-07's shortened flow for today.
///
/// ```swift
/// NightPlanningFlow.morning.steps   // [.buildTomorrow, .checkLoad, .close]
/// ```
public enum NightPlanningFlow: String, Hashable, Codable, Sendable, CaseIterable {
    /// F09 in the evening: Review → Carry forward → Build tomorrow → Check the load → Close the day; plans tomorrow.
    case evening
    /// TD-07's morning flow after a night without a plan: Build → Load → Close; plans today.
    case morning

    /// The flow's steps, in order (the step rail's stops).
    public var steps: [NightPlanningStep] {
        switch self {
        case .evening: [.review, .carryForward, .buildTomorrow, .checkLoad, .close]
        case .morning: [.buildTomorrow, .checkLoad, .close]
        }
    }
}
