/// Who a person is to the programme. Year applies to students only.
public enum Role: String, Codable, Sendable, CaseIterable, Hashable {
    case student
    case coach
    case admin

    /// The name shown to people ("Student", "Coach", "Admin").
    public var displayName: String {
        switch self {
        case .student: "Student"
        case .coach: "Coach"
        case .admin: "Admin"
        }
    }
}
