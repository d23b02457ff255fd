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
    /// "Ustadha", when set.
    public let honorific: CoachHonorific?
    /// "ijāza in Hafs from 'Āsim" (empty when not given).
    public let ijazah: String
    /// The levels the coach is certified to teach.
    public let levels: CoachLevels

    /// A coach.
    public init(
        id: Identifiers.ID<Coach>, name: String, displayName: String, zoneIdentifier: String, meetingLink: String? = nil,
        honorific: CoachHonorific? = nil, ijazah: String = "", levels: CoachLevels = CoachLevels([])
    ) {
        self.id = id
        self.name = name
        self.displayName = displayName
        self.zoneIdentifier = zoneIdentifier
        self.meetingLink = meetingLink
        self.honorific = honorific
        self.ijazah = ijazah
        self.levels = levels
    }

    /// The name the coach is called by, without a short honorific: "Amina" from "Ust. Amina".
    public var calledName: String {
        let words = displayName.split(separator: " ")
        guard let first = words.first, first.hasSuffix("."), words.count > 1 else { return displayName }
        return words.dropFirst().joined(separator: " ")
    }

    /// The honorific in full before the called name: "Ustadha Amina" (the display name when there is no honorific).
    public var formalName: String {
        honorific.map { "\($0.rawValue) \(calledName)" } ?? displayName
    }

    /// The display name a coach with `honorific` called `calledName` has: "Ust. Amina".
    public static func displayName(honorific: CoachHonorific?, calledName: String) -> String {
        honorific.map { "\($0.short) \(calledName)" } ?? calledName
    }
}
