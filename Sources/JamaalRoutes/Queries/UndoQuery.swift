import Identifiers
import JamaalCore
import Routing

/// SY-03's undo toast on the page an undoable action returns to: which action and which task (`?undo=done&task=t-1`).
///
/// ```swift
/// JamaalRoute.today.path(query: UndoQuery(undo: .drop, task: task.id))   // "/today?undo=drop&task=…"
/// ```
public struct UndoQuery: RouteQuery {
    /// The action that can be undone.
    public enum Action: String, CaseIterable, Codable, Sendable, PathParameter {
        case done, drop
    }

    public var undo: Action?
    public var task: ID<TaskItem>?

    public init(undo: Action? = nil, task: ID<TaskItem>? = nil) {
        self.undo = undo
        self.task = task
    }
}
