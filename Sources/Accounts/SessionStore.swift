import Database
import Foundation
import Identifiers
import Security

/// A signed-in session. The token itself is only ever in the person's cookie or client; the store keeps its digest.
public struct Session: Sendable, Equatable {
    public enum Kind: String, Sendable { case web, api }
    public let tokenDigest: String
    public let accountID: ID<Account>
    public let kind: Kind
    public let createdAt: Date
    public let expiresAt: Date
}

/// Creates, resolves and ends sessions. Web sessions last 14 days, API tokens 30; both end at sign-out.
public struct SessionStore: Sendable {
    public static let webLifetime: TimeInterval = 14 * 24 * 3600
    public static let apiLifetime: TimeInterval = 30 * 24 * 3600

    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// Starts a session and returns the token to hand to the person (never stored in clear).
    public func start(for account: ID<Account>, kind: Session.Kind, now: Date) throws -> (token: String, session: Session) {
        let token = SecureRandom.token()
        let lifetime = kind == .web ? Self.webLifetime : Self.apiLifetime
        let session = Session(
            tokenDigest: TokenDigest.sha256Hex(token), accountID: account, kind: kind,
            createdAt: now, expiresAt: now.addingTimeInterval(lifetime))
        try database.write { db in
            try db.execute(
                "INSERT INTO sessions (token_digest, account_id, kind, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)",
                [
                    .text(session.tokenDigest), .text(account.rawValue), .text(kind.rawValue),
                    SQLValue(now), SQLValue(session.expiresAt),
                ])
        }
        return (token, session)
    }

    /// The live session for a token, or nil when unknown or expired at `now`.
    public func resolve(token: String, now: Date) throws -> Session? {
        guard !token.isEmpty, token.count <= 128 else { return nil }
        return try database.read { db in
            guard
                let row = try db.queryOne(
                    "SELECT * FROM sessions WHERE token_digest = $1",
                    [.text(TokenDigest.sha256Hex(token))])
            else { return nil }
            let session = Session(
                tokenDigest: try row.string("token_digest"), accountID: ID(try row.string("account_id")),
                kind: Session.Kind(rawValue: try row.string("kind")) ?? .web,
                createdAt: try row.date("created_at"), expiresAt: try row.date("expires_at"))
            return session.expiresAt > now ? session : nil
        }
    }

    /// The live session for a token and its account, in one query; nil when unknown or expired at `now`.
    public func resolveWithAccount(token: String, now: Date) throws -> (session: Session, account: Account)? {
        guard !token.isEmpty, token.count <= 128 else { return nil }
        return try database.read { db in
            guard
                let row = try db.queryOne(
                    """
                    SELECT s.token_digest, s.kind, s.created_at AS session_created_at, s.expires_at, a.*
                    FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_digest = $1 AND s.expires_at > $2
                    """, [.text(TokenDigest.sha256Hex(token)), SQLValue(now)])
            else { return nil }
            let account = try AccountStore.account(from: row)
            let session = Session(
                tokenDigest: try row.string("token_digest"), accountID: account.id,
                kind: Session.Kind(rawValue: try row.string("kind")) ?? .web,
                createdAt: try row.date("session_created_at"), expiresAt: try row.date("expires_at"))
            return (session, account)
        }
    }

    /// Ends the session for this token (signing out). Unknown tokens are ignored.
    public func end(token: String) throws {
        try database.write { db in
            try db.execute("DELETE FROM sessions WHERE token_digest = $1", [.text(TokenDigest.sha256Hex(token))])
        }
    }

    /// Ends every session of an account (after a password reset).
    public func endAll(for account: ID<Account>) throws {
        try database.write { db in
            try db.execute("DELETE FROM sessions WHERE account_id = $1", [.text(account.rawValue)])
        }
    }

    /// Deletes expired sessions; returns how many.
    @discardableResult
    public func purgeExpired(now: Date) throws -> Int {
        try database.write { db in try db.execute("DELETE FROM sessions WHERE expires_at <= $1", [SQLValue(now)]) }
    }
}
