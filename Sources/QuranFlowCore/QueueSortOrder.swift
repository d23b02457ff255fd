/// The review queue's filter chips.
///
/// ```swift
/// QueueSortOrder.allCases.map(\.label)   // ["Oldest first", "By level", "Fewest submissions"]
/// ```
public enum QueueSortOrder: String, Hashable, Codable, Sendable, CaseIterable {
    /// Longest-waiting first (the default).
    case oldestFirst
    /// Lowest level first; oldest first within a level.
    case byLevel
    /// Students with the fewest submissions this term first; oldest first among equals.
    case fewestSubmissions

    /// The chip label.
    public var label: String {
        switch self {
        case .oldestFirst: "Oldest first"
        case .byLevel: "By level"
        case .fewestSubmissions: "Fewest submissions"
        }
    }
}
