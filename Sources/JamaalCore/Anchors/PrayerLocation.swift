import Foundation
import PrayerTimes

/// Where prayer times are computed (AN-04, AN-11): coordinates and a zone, from the device's location or a city.
///
/// ```swift
/// let london = try PrayerLocation(latitude: 51.5074, longitude: -0.1278, zone: "Europe/London", source: .city("London"))
/// ```
public struct PrayerLocation: Hashable, Codable, Sendable {
    /// How the place was found.
    public enum Source: Hashable, Codable, Sendable {
        /// From the when-in-use location permission.
        case device
        /// Chosen by city search (the city's display name).
        case city(String)
    }

    public let latitude: Double
    public let longitude: Double
    /// IANA zone identifier, e.g. "Europe/London".
    public let zone: String
    public let source: Source

    /// A checked place: latitude within ±90, longitude within ±180, a zone the system knows.
    public init(latitude: Double, longitude: Double, zone: String, source: Source) throws(AnchorError) {
        guard latitude.isFinite, (-90...90).contains(latitude) else { throw .latitudeOutOfRange(latitude) }
        guard longitude.isFinite, (-180...180).contains(longitude) else { throw .longitudeOutOfRange(longitude) }
        guard zone.contains("/") || zone == "UTC", TimeZone(identifier: zone) != nil else { throw .unknownZone(zone) }
        self.latitude = latitude
        self.longitude = longitude
        self.zone = zone
        self.source = source
    }

    /// The place's coordinates for the calculator.
    var coordinates: Coordinates {
        // Checked in init, so this cannot fail.
        try! Coordinates(latitude: latitude, longitude: longitude)
    }

    /// The place's time zone.
    var timeZone: TimeZone { TimeZone(identifier: zone)! }

    private enum CodingKeys: String, CodingKey { case latitude, longitude, zone, source }

    /// Decoding re-checks the values, so stored nonsense surfaces as a rule that needs attention.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            latitude: container.decode(Double.self, forKey: .latitude), longitude: container.decode(Double.self, forKey: .longitude),
            zone: container.decode(String.self, forKey: .zone), source: container.decode(Source.self, forKey: .source))
    }
}
