import Foundation

/// The time-zone abbreviation people read ("EDT", "EET", "BST", "IST", or "+03" where the
/// tz database has only a numeric one), read from the system tz database.
///
/// Foundation on Linux answers "GMT-4" for most zones, so this reads the TZif file at
/// `$TZDIR/<id>` (default `/usr/share/zoneinfo/<id>`) itself, per RFC 8536: the v2+ 64-bit
/// transitions, and the POSIX TZ footer for instants after the last transition (slim files, or
/// any date past 2037). Parsed zones are cached for the life of the process (thread-safe).
///
/// ```swift
/// ZoneAbbreviation.abbreviation(for: "America/Toronto", at: now)   // "EDT"
/// ```
public enum ZoneAbbreviation {
    /// The abbreviation in force in `zoneIdentifier` at `instant`. An unknown or unreadable zone
    /// falls back to Foundation's abbreviation, then to the identifier itself; it never traps.
    ///
    /// ```swift
    /// ZoneAbbreviation.abbreviation(for: "Africa/Cairo", at: now)   // "EEST" in summer
    /// ```
    public static func abbreviation(for zoneIdentifier: String, at instant: Date) -> String {
        if let zone = ZoneCache.shared.zone(for: zoneIdentifier) {
            let seconds = Int64(instant.timeIntervalSince1970.rounded(.down))
            let name = zone.abbreviation(at: seconds)
            if !name.isEmpty { return name }
        }
        return TimeZone(identifier: zoneIdentifier)?.abbreviation(for: instant) ?? zoneIdentifier
    }
}

/// Parsed TZif zones by identifier, loaded once each. A lock guards the dictionary.
final class ZoneCache: @unchecked Sendable {
    static let shared = ZoneCache()

    private let lock = NSLock()
    /// `nil` values remember identifiers that could not be read, so they are not retried.
    private var zones: [String: TZifZone?] = [:]

    func zone(for identifier: String) -> TZifZone? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = zones[identifier] { return cached }
        let loaded = Self.load(identifier)
        zones[identifier] = .some(loaded)
        return loaded
    }

    /// Reads `$TZDIR/<identifier>`, refusing identifiers that could escape the directory.
    private static func load(_ identifier: String) -> TZifZone? {
        let parts = identifier.split(separator: "/", omittingEmptySubsequences: false)
        guard !identifier.isEmpty, !identifier.hasPrefix("/"),
            parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else { return nil }
        let directory =
            ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "/usr/share/zoneinfo"
        let url = URL(fileURLWithPath: directory).appendingPathComponent(identifier)
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? TZifZone(data: data)
    }
}
