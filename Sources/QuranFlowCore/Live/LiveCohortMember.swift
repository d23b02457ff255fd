/// A student registered for a group session, as its detail's cohort stack counts them.
///
/// ```swift
/// LiveCohortMember(id: "a1", name: "Sarah M.", confirmed: true)   // has the session's reminder on
/// ```
public struct LiveCohortMember: Hashable, Sendable, Codable {
    /// The student's account id.
    public let id: String
    /// "Sarah M.".
    public let name: String
    /// Whether they have this session's reminder on ("confirmed").
    public let confirmed: Bool

    public init(id: String, name: String, confirmed: Bool) {
        self.id = id
        self.name = name
        self.confirmed = confirmed
    }
}
