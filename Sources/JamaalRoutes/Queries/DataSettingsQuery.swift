import Routing

/// ST-08 with its Delete my data confirmations: `?delete=1` the first, `?delete=2` the second.
///
/// ```swift
/// JamaalRoute.dataSettings.path(query: DataSettingsQuery(delete: 2))   // "/settings/data?delete=2"
/// ```
public struct DataSettingsQuery: RouteQuery {
    public var delete: Int?

    public init(delete: Int? = nil) { self.delete = delete }
}
