import Identifiers
import JamaalCore
import Routing

/// Which Night Planning flow a page or form is for: the evening's (the default, plans tomorrow) or TD-07's morning flow
/// (`?flow=morning`, plans today); `undo=drop&task=` carries SY-03's undo toast after NP-02's Drop.
///
/// ```swift
/// JamaalRoute.plan.path(query: PlanQuery(flow: .morning))   // "/plan?flow=morning"
/// ```
public struct PlanQuery: RouteQuery {
    /// The flow named in a query or form: `evening` or `morning`.
    public enum Flow: String, CaseIterable, Codable, Sendable, PathParameter {
        case evening, morning
    }

    public var flow: Flow?
    public var undo: UndoQuery.Action?
    public var task: ID<TaskItem>?

    public init(flow: Flow? = nil, undo: UndoQuery.Action? = nil, task: ID<TaskItem>? = nil) {
        self.flow = flow
        self.undo = undo
        self.task = task
    }
}

/// AN-08 opened from NP-03 (`?from=planning` and the day being planned): saving returns to Night Planning.
///
/// ```swift
/// JamaalRoute.newOneOffAnchor.path(query: OneOffAnchorQuery(from: .planning, flow: .evening))
/// ```
public struct OneOffAnchorQuery: RouteQuery {
    public var from: AnchorFormOrigin?
    public var flow: PlanQuery.Flow?

    public init(from: AnchorFormOrigin? = nil, flow: PlanQuery.Flow? = nil) {
        self.from = from
        self.flow = flow
    }
}
