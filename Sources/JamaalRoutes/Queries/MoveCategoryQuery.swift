import Routing

/// ST-04's Move up / Move down (`?to=up`).
///
/// ```swift
/// JamaalRoute.moveCategory.path(id, query: MoveCategoryQuery(to: .up))   // "/settings/categories/cat-home/move?to=up"
/// ```
public struct MoveCategoryQuery: RouteQuery {
    /// Which way a category moves in the order.
    public enum Direction: String, CaseIterable, Codable, Sendable, PathParameter {
        case up, down
    }

    public var to: Direction?

    public init(to: Direction? = nil) { self.to = to }
}
