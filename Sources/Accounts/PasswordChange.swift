import Database
import Foundation
import Identifiers
import Security

/// A signed-in person changing their password: the current one must be right, the new one must meet the policy;
/// the change signs the account out everywhere (any session a thief may hold ends with it), spends every reset link
/// still unused (one mailed earlier cannot set the password back), and starts a fresh session
/// for the browser that made the change, which stays signed in on the new token.
///
///     let token = try PasswordChange(accounts: accounts, sessions: sessions)
///         .change(for: account.id, current: "old password", new: "a brand new password", kind: .web, now: now)
public struct PasswordChange: Sendable {
    public let accounts: AccountStore
    public let sessions: SessionStore

    public init(accounts: AccountStore, sessions: SessionStore) {
        self.accounts = accounts
        self.sessions = sessions
    }

    /// Changes the password and returns the new session's token.
    /// - Throws: `AccountError` `.unauthenticated` (current password wrong, field `current_password`), `.invalid`
    ///   (the policy, field `password`), `.notFound`.
    public func change(for id: ID<Account>, current: String, new: String, kind: Session.Kind, now: Date) throws -> String {
        guard let account = try accounts.account(id: id), let (_, hash) = try accounts.credentials(email: account.email) else {
            throw AccountError(.notFound, "There is no such account.")
        }
        guard accounts.hasher.verify(current, against: hash) else {
            throw AccountError(.unauthenticated, "Your current password is not right.", field: "current_password")
        }
        do {
            try PasswordPolicy.validate(new)
        } catch let error as AccountError {
            throw AccountError(error.kind, error.message, field: "password")
        }
        let newHash = try accounts.hasher.hash(new)
        try accounts.database.write { db in
            try db.execute("UPDATE accounts SET password_hash = $1 WHERE id = $2", [.text(newHash), .text(id.rawValue)])
            try db.execute("DELETE FROM sessions WHERE account_id = $1", [.text(id.rawValue)])
            try PasswordReset.spendLinks(of: id.rawValue, now: now, in: db)
        }
        return try sessions.start(for: id, kind: kind, now: now).token
    }
}
