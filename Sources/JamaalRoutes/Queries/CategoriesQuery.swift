import Identifiers
import JamaalCore
import Routing

/// ST-04 with one category's rename open (`?edit=cat-work`).
///
/// ```swift
/// JamaalRoute.categories.path(query: CategoriesQuery(edit: category.id))   // "/settings/categories?edit=cat-work"
/// ```
public struct CategoriesQuery: RouteQuery {
    public var edit: ID<Category>?

    public init(edit: ID<Category>? = nil) { self.edit = edit }
}
