import Identifiers

/// A coach: reviews submissions, teaches sessions, and lives in one zone.
///
/// ```swift
/// let amina = Coach(id: ID("amina"), name: "Amina al-Qārī", displayName: "Ust. Amina", zoneIdentifier: "Africa/Cairo")
/// ```
public struct Coach: Hashable, Codable, Sendable, Identifiable {
    /// The coach's identifier (the raw value is the account id string).
    public let id: Identifiers.ID<Coach>
    /// The full name, e.g. "Amina al-Qārī".
    public let name: String
    /// The honorific display name the screens use, e.g. "Ust. Amina".
    public let displayName: String
    /// The coach's IANA zone, e.g. "Africa/Cairo".
    public let zoneIdentifier: String
    /// The coach's own meeting link (Zoom) for one-to-ones, if set.
    public let meetingLink: String?

    /// A coach.
    public init(id: Identifiers.ID<Coach>, name: String, displayName: String, zoneIdentifier: String, meetingLink: String? = nil) {
        self.id = id
        self.name = name
        self.displayName = displayName
        self.zoneIdentifier = zoneIdentifier
        self.meetingLink = meetingLink
    }
}
