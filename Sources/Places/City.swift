/// A populated place from the GeoNames `cities15000` data set (population ≥ 15,000 or capital).
///
///     let toronto = WorldCities.shared.named("Toronto", countryCode: "CA")
public struct City: Sendable, Hashable, Identifiable, Codable {
    /// The GeoNames id; stable across data releases.
    public let id: Int
    /// The place name as GeoNames spells it, with diacritics (e.g. "São Paulo").
    public let name: String
    /// ISO 3166-1 alpha-2 country code, e.g. "CA".
    public let countryCode: String
    /// English country name, e.g. "Canada".
    public let countryName: String
    /// GeoNames first-level administrative division code (e.g. "08" for Ontario, "NY" for New York).
    public let admin1: String
    /// Latitude in degrees, north positive.
    public let latitude: Double
    /// Longitude in degrees, east positive.
    public let longitude: Double
    /// IANA time zone identifier, e.g. "America/Toronto".
    public let zoneIdentifier: String
    /// Population according to GeoNames.
    public let population: Int

    /// Creates a city; normally cities come from ``WorldCities``.
    ///
    ///     City(id: 1, name: "Test", countryCode: "XX", countryName: "Nowhere", admin1: "",
    ///          latitude: 0, longitude: 0, zoneIdentifier: "UTC", population: 0)
    public init(
        id: Int, name: String, countryCode: String, countryName: String, admin1: String,
        latitude: Double, longitude: Double, zoneIdentifier: String, population: Int
    ) {
        self.id = id
        self.name = name
        self.countryCode = countryCode
        self.countryName = countryName
        self.admin1 = admin1
        self.latitude = latitude
        self.longitude = longitude
        self.zoneIdentifier = zoneIdentifier
        self.population = population
    }

    /// Name and country for display, e.g. "Toronto, Canada".
    public var displayName: String {
        "\(name), \(countryName)"
    }

    /// The name with its first-level region where the data gives a readable one (GeoNames codes made of letters, like
    /// "NH" or "ENG"; numeric codes such as Ontario's "08" say nothing to a reader) and the country:
    /// "Manchester, NH, United States", "Manchester, ENG, United Kingdom", "Toronto, Canada".
    public var regionalName: String { regionalName(forceCode: false) }

    /// As ``regionalName``, with the region code even when numeric if `forceCode` (two places of one name in one country).
    public func regionalName(forceCode: Bool) -> String {
        let readable = !admin1.isEmpty && admin1.allSatisfy { $0.isLetter }
        return (readable || (forceCode && !admin1.isEmpty)) ? "\(name), \(admin1), \(countryName)" : displayName
    }

    /// Labels for a list of results that tell every place apart: ``regionalName``, with the region code added wherever
    /// two results share a name and country.
    ///
    ///     City.distinctNames(WorldCities.shared.search("Springfield", limit: 3))
    ///     // ["Springfield, MO, United States", "Springfield, MA, United States", "Springfield, IL, United States"]
    public static func distinctNames(_ cities: [City]) -> [String] {
        var seen: [String: Int] = [:]
        for city in cities { seen[city.displayName, default: 0] += 1 }
        return cities.map { $0.regionalName(forceCode: seen[$0.displayName, default: 0] > 1) }
    }
}
