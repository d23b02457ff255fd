import Identifiers
import JamaalCore
import Routing

/// FS-07: the task to begin once the running session is settled (`?next=t-1`).
///
/// ```swift
/// JamaalRoute.settleSheet.path(query: SettleQuery(next: task.id))   // "/focus/settle?next=t-1"
/// ```
public struct SettleQuery: RouteQuery {
    public var next: ID<TaskItem>?

    public init(next: ID<TaskItem>? = nil) { self.next = next }
}
