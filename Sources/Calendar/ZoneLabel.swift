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

    /// "City (ABBR)" for the zone at `instant`, e.g. "Toronto (EDT)"; a zone the tz database names only by its
    /// offset reads as one: "Amman (GMT+3)", never "Amman (+03)".
    ///
    /// ```swift
    /// ZoneLabel.label(zoneIdentifier: "Africa/Cairo", at: now)   // "Cairo (EET)"
    /// ```
    public static func label(zoneIdentifier: String, at instant: Date) -> String {
        "\(cityName(for: zoneIdentifier)) (\(readable(ZoneAbbreviation.abbreviation(for: zoneIdentifier, at: instant))))"
    }

    /// An abbreviation as a person reads it: letters stay ("EDT"); the tz database's numeric ones ("+03", "-0330",
    /// "+0545", "+00") become "GMT+3", "GMT-3:30", "GMT+5:45", "GMT". Anything else is returned unchanged.
    ///
    /// ```swift
    /// ZoneLabel.readable("+03")   // "GMT+3"
    /// ```
    public static func readable(_ abbreviation: String) -> String {
        guard let sign = abbreviation.first, sign == "+" || sign == "-" else { return abbreviation }
        let digits = abbreviation.dropFirst()
        guard digits.count == 2 || digits.count == 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let hours = Int(digits.prefix(2)), let minutes = Int(digits.dropFirst(2).isEmpty ? "0" : String(digits.dropFirst(2)))
        else { return abbreviation }
        if hours == 0 && minutes == 0 { return "GMT" }
        return "GMT\(sign)\(hours)" + (minutes == 0 ? "" : ":\(minutes < 10 ? "0" : "")\(minutes)")
    }
}
