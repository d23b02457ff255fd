import Routing

/// AN-04 (and a prayer rule's Edit) with AN-11's city search: `?q=` searches, `?city=` (a GeoNames id) chooses, and
/// `?from=onboarding` keeps OB-08's way back to Today.
///
/// ```swift
/// JamaalRoute.newPrayerAnchor.path(query: PrayerFormQuery(city: 2643123, from: .onboarding))
/// // "/habits/anchors/new/prayer?city=2643123&from=onboarding"
/// ```
public struct PrayerFormQuery: RouteQuery {
    /// The names AN-11's GET form prints.
    public enum CodingKeys: String, CodingKey { case q, city, from }
    public var q: String?
    public var city: Int?
    public var from: AnchorFormOrigin?

    public init(q: String? = nil, city: Int? = nil, from: AnchorFormOrigin? = nil) {
        self.q = q
        self.city = city
        self.from = from
    }
}

/// Where an Anchor form was opened from, when that changes where it leads after saving: OB-08 returns to Today.
public enum AnchorFormOrigin: String, CaseIterable, Codable, Sendable, PathParameter {
    case onboarding
    /// NP-03 Build tomorrow (AN-08 only): saving returns to the planning session.
    case planning
}
