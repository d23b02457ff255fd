import Foundation

/// A place on Earth in decimal degrees: latitude north positive, longitude east positive.
///
///     let london = try Coordinates(latitude: 51.5074, longitude: -0.1278)
public struct Coordinates: Sendable, Hashable {
    public let latitude: Double
    public let longitude: Double

    /// Throws ``PrayerInputError`` when the latitude is outside ±90 or the longitude outside ±180.
    public init(latitude: Double, longitude: Double) throws {
        guard latitude.isFinite, (-90...90).contains(latitude) else { throw PrayerInputError.latitudeOutOfRange(latitude) }
        guard longitude.isFinite, (-180...180).contains(longitude) else { throw PrayerInputError.longitudeOutOfRange(longitude) }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Internal: coordinates already known to be valid (e.g. a latitude stepped toward the equator).
    init(unchecked latitude: Double, _ longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// "78.2° N", "41.29° S": the latitude in words for messages.
    var latitudeText: String {
        var text = String(format: "%.4f", abs(latitude))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return "\(text)° \(latitude >= 0 ? "N" : "S")"
    }
}
