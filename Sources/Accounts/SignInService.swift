import Database
import Foundation
import Identifiers

/// Signing in with email and password, throttled per email and per remote address.
///
///     let (account, token) = try signIn.signIn(email: "sarah@quranflow.test", password: "…",
///                                              kind: .web, remoteAddress: "127.0.0.1", now: now)
public struct SignInService: Sendable {
    public let accounts: AccountStore
    public let sessions: SessionStore
    public var perEmail: SignInThrottle = .perEmail
    public var perAddress: SignInThrottle = .perAddress

    public init(accounts: AccountStore, sessions: SessionStore) {
        self.accounts = accounts
        self.sessions = sessions
    }

    /// Checks the throttle, then the password. Wrong email and wrong password read the same.
    public func signIn(email rawEmail: String, password: String, kind: Session.Kind,
                       remoteAddress: String, now: Date) throws -> (account: Account, token: String) {
        let email = (try? EmailAddress.normalize(rawEmail)) ?? rawEmail.lowercased()
        try checkThrottle(email: email, remoteAddress: remoteAddress, now: now)
        guard let (account, hash) = try accounts.credentials(email: email),
              accounts.hasher.verify(password, against: hash)
        else {
            try recordFailure(email: email, remoteAddress: remoteAddress, now: now)
            throw AccountError.wrongCredentials
        }
        try accounts.database.write { db in
            try db.execute("DELETE FROM sign_in_failures WHERE email = $1", [.text(email)])
        }
        let (token, _) = try sessions.start(for: account.id, kind: kind, now: now)
        return (account, token)
    }

    private func checkThrottle(email: String, remoteAddress: String, now: Date) throws {
        let since = SQLValue(now.addingTimeInterval(-max(perEmail.lookBack, perAddress.lookBack)))
        let (byEmail, byAddress) = try accounts.database.read { db in
            (try db.query("SELECT at FROM sign_in_failures WHERE email = $1 AND at > $2", [.text(email), since]).map { try $0.date("at") },
             try db.query("SELECT at FROM sign_in_failures WHERE remote_address = $1 AND at > $2",
                          [.text(remoteAddress), since]).map { try $0.date("at") })
        }
        for decision in [perEmail.decision(failures: byEmail, now: now), perAddress.decision(failures: byAddress, now: now)] {
            switch decision {
            case .allowed:
                continue
            case .slowed(let seconds):
                throw AccountError(.throttled(retryAfter: seconds),
                                   "Too many attempts. Try again in \(seconds) second\(seconds == 1 ? "" : "s").")
            case .lockedOut(let until):
                let seconds = Int(until.timeIntervalSince(now).rounded(.up))
                throw AccountError(.throttled(retryAfter: seconds),
                                   "Too many failed attempts. Sign-in is paused for \(Int((Double(seconds) / 60).rounded(.up))) minutes — or reset your password.")
            }
        }
    }

    private func recordFailure(email: String, remoteAddress: String, now: Date) throws {
        try accounts.database.write { db in
            try db.execute("INSERT INTO sign_in_failures (id, email, remote_address, at) VALUES ($1, $2, $3, $4)",
                           [.text(RandomIdentifier.make()), .text(email), .text(remoteAddress), SQLValue(now)])
            try db.execute("DELETE FROM sign_in_failures WHERE at < $1", [SQLValue(now.addingTimeInterval(-24 * 3600))])
        }
    }
}
