import Foundation

/// Human labels for a zone: its city and the abbreviation in force.
///
/// ```swift
/// ZoneLabel.label(zoneIdentifier: "America/Toronto", at: now)   // "Toronto (EDT)"
/// ```
public enum ZoneLabel {
    /// The city part of an IANA identifier, underscores read as spaces:
    /// "America/Toronto" → "Toronto", "America/Argentina/Buenos_Aires" → "Buenos Aires", "UTC" → "UTC".
    ///
    /// ```swift
    /// ZoneLabel.cityName(for: "Africa/Cairo")   // "Cairo"
    /// ```
    public static func cityName(for zoneIdentifier: String) -> String {
        let last = zoneIdentifier.split(separator: "/").last.map(String.init) ?? zoneIdentifier
        return last.replacingOccurrences(of: "_", with: " ")
    }

    /// "City (ABBR)" for the zone at `instant`, e.g. "Toronto (EDT)" or "Riyadh (+03)".
    ///
    /// ```swift
    /// ZoneLabel.label(zoneIdentifier: "Africa/Cairo", at: now)   // "Cairo (EET)"
    /// ```
    public static func label(zoneIdentifier: String, at instant: Date) -> String {
        "\(cityName(for: zoneIdentifier)) (\(ZoneAbbreviation.abbreviation(for: zoneIdentifier, at: instant)))"
    }
}
