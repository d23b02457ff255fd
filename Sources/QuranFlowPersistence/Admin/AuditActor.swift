import Accounts
import Identifiers

/// Who made an audited change: an admin's account (its name as it was then), or the programme itself — the demo's
/// set-up, a command-line import.
///
/// ```swift
/// AuditActor(account: admin)      // id admin.id, name "Programme admin"
/// AuditActor.programme.name       // "QuranFlow"
/// ```
public struct AuditActor: Hashable, Sendable, Codable {
    /// The account; nil for the programme itself.
    public let id: ID<Account>?
    /// The name shown in the history.
    public let name: String

    /// An actor by id and name.
    public init(id: ID<Account>?, name: String) {
        self.id = id
        self.name = name
    }

    /// The signed-in account making the change.
    public init(account: Account) {
        self.init(id: account.id, name: account.name)
    }

    /// The programme itself (set-up scripts, the demo world, command-line tools).
    public static let programme = AuditActor(id: nil, name: "QuranFlow")
}
