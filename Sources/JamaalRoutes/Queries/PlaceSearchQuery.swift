import Routing

/// AN-11's city search as JSON (`?q=Manchester`).
///
/// ```swift
/// JamaalRoute.searchPlaces.path(query: PlaceSearchQuery(q: "Toronto"))   // "/api/places/search?q=Toronto"
/// ```
public struct PlaceSearchQuery: RouteQuery {
    public var q: String?

    public init(q: String? = nil) { self.q = q }
}
