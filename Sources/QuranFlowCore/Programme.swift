/// The programme a student enrols in: its name and the zone its group sessions are anchored in.
///
/// ```swift
/// let programme = Programme(name: "QuranFlow", zoneIdentifier: "America/Toronto")
/// ```
public struct Programme: Hashable, Codable, Sendable {
    /// The programme's name, e.g. "QuranFlow".
    public let name: String
    /// The IANA zone its group sessions recur in (the demo's is "America/Toronto").
    public let zoneIdentifier: String

    /// A programme named `name` whose group sessions recur in `zoneIdentifier`.
    public init(name: String, zoneIdentifier: String) {
        self.name = name
        self.zoneIdentifier = zoneIdentifier
    }
}
