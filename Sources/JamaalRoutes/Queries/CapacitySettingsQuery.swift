import Routing

/// ST-02 after a save shows "Saved." (`?saved=1`).
///
/// ```swift
/// JamaalRoute.capacitySettings.path(query: CapacitySettingsQuery(saved: true))   // "/settings/capacity?saved=1"
/// ```
public struct CapacitySettingsQuery: RouteQuery {
    public var saved: Bool?

    public init(saved: Bool? = nil) { self.saved = saved }
}
