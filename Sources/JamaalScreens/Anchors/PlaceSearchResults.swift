/// AN-11's city search as JSON (`GET /api/places/search?q=`): up to ten cities, places of one name told apart by their
/// region code (`displayName`), each with what the prayer form needs.
///
/// ```swift
/// PlaceSearchResults(cities: []).cities.isEmpty   // true: nothing matched
/// ```
public struct PlaceSearchResults: Codable, Hashable, Sendable {
    /// One city.
    public struct City: Codable, Hashable, Sendable {
        /// Its GeoNames id (what `?city=` chooses).
        public let id: Int
        public let name: String
        /// "Manchester, ENG, United Kingdom".
        public let displayName: String
        public let latitude: Double
        public let longitude: Double
        /// Its IANA zone.
        public let zone: String

        public init(id: Int, name: String, displayName: String, latitude: Double, longitude: Double, zone: String) {
            self.id = id
            self.name = name
            self.displayName = displayName
            self.latitude = latitude
            self.longitude = longitude
            self.zone = zone
        }
    }

    public let cities: [City]

    public init(cities: [City]) { self.cities = cities }
}
