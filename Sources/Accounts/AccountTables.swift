/// Where a product keeps its accounts and their sessions, for the account rules written once here (``PasswordReset``,
/// ``Outbox/insert(to:ifAccount:accountsTable:subject:body:html:kind:now:in:)``): the accounts table (with `id`, `email`
/// and `password_hash`), the column with the name a mail greets, if any, and the sessions table and its owner column,
/// emptied when a password is set. QuranFlow's are ``accounts``; a product with other tables names its own.
///
/// ```swift
/// let jamaal = AccountTables(accounts: "people", greetingName: nil, sessions: "devices", sessionOwner: "person_id")
/// ```
public struct AccountTables: Sendable, Equatable {
    public let accounts: String
    public let greetingName: String?
    public let sessions: String
    public let sessionOwner: String

    /// Table and column names are the caller's own constants (never input): they are spliced into statements.
    public init(accounts: String, greetingName: String?, sessions: String, sessionOwner: String) {
        self.accounts = accounts
        self.greetingName = greetingName
        self.sessions = sessions
        self.sessionOwner = sessionOwner
    }

    /// This module's own tables (``AccountsSchema``): `accounts` (greeted by `name`) and `sessions`.
    public static let accounts = AccountTables(accounts: "accounts", greetingName: "name", sessions: "sessions", sessionOwner: "account_id")
}
