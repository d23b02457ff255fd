import Foundation

/// Who writes a post and what they may address: a coach posts to Everyone or to the levels they teach; a programme
/// admin to any audience. The rule is ``check(_:)``.
///
/// ```swift
/// let radwa = AnnouncementAuthor(id: "radwa", displayName: "Ust. Radwa", role: .coach(levelsTaught: [2, 3]))
/// try radwa.check(.level(2))   // fine
/// try radwa.check(.level(1))   // throws AnnouncementError.audienceNotAllowed("Level I")
/// ```
public struct AnnouncementAuthor: Hashable, Sendable {
    public enum Role: Hashable, Sendable {
        case coach(levelsTaught: Set<Int>)
        case admin
    }

    public let id: String
    /// "Ust. Radwa"; the programme's admins sign "QF Team".
    public let displayName: String
    public let role: Role

    public init(id: String, displayName: String, role: Role) {
        self.id = id
        self.displayName = displayName
        self.role = role
    }

    /// How the programme's admins sign their posts.
    public static let teamName = "QF Team"

    /// "coach" / "admin" (stored with the post).
    public var roleName: String {
        if case .admin = role { return "admin" }
        return "coach"
    }

    /// Refuses an audience this author may not address.
    public func check(_ audience: AnnouncementAudience, cohortNames: [String: String] = [:]) throws(AnnouncementError) {
        guard case .coach(let levels) = role else { return }
        switch audience {
        case .everyone: return
        case .level(let number) where levels.contains(number): return
        default: throw .audienceNotAllowed(audience.label(cohortNames: cohortNames))
        }
    }

    /// The audiences this author may choose, in the order a form lists them (``check(_:cohortNames:)`` holds for each).
    public func audiences(levels: [Int], cohorts: [String]) -> [AnnouncementAudience] {
        switch role {
        case .admin: [.everyone] + levels.map { .level($0) } + [.year(1), .year(2)] + cohorts.map { .cohort($0) }
        case .coach(let taught): [.everyone] + levels.filter { taught.contains($0) }.map { .level($0) }
        }
    }
}
