/// What a post is about: a general programme update, or a change to the schedule (the board's "Schedule" chip).
///
/// ```swift
/// AnnouncementKind(rawValue: "schedule")   // .scheduleChange
/// ```
public enum AnnouncementKind: String, Hashable, Sendable, Codable, CaseIterable {
    case general
    case scheduleChange = "schedule"

    /// "General" / "Schedule change".
    public var label: String {
        switch self {
        case .general: "General"
        case .scheduleChange: "Schedule change"
        }
    }
}
