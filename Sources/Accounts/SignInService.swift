import Database
import Foundation
import Identifiers
import Security

/// Signing in with email and password, throttled per email and per remote address — except for a browser the account
/// has signed in from before (``KnownDevices``), which is throttled on its own, so strangers' guesses cannot lock the
/// person out. An unknown email costs the same hashing time as a known one, and reads the same.
///
///     let signedIn = try signIn.signIn(email: "sarah@quranflow.test", password: "…", kind: .web,
///                                      remoteAddress: "127.0.0.1", device: cookie, now: now)
///     signedIn.device   // the known-device token to keep in the browser
public struct SignInService: Sendable {
    /// A successful sign-in.
    public struct SignedIn: Sendable {
        public let account: Account
        /// The session token.
        public let token: String
        /// The browser's known-device token (new, or the one it presented, renewed).
        public let device: String
    }

    public let accounts: AccountStore
    public let sessions: SessionStore
    public var perEmail: SignInThrottle = .perEmail
    public var perAddress: SignInThrottle = .perAddress
    /// A known device's own failures are throttled like an email's.
    public var perDevice: SignInThrottle = .perEmail
    /// Mails the way back in when a pause starts; nil sends nothing.
    public var unlock: SignInUnlock?

    public init(accounts: AccountStore, sessions: SessionStore, unlock: SignInUnlock? = nil) {
        self.accounts = accounts
        self.sessions = sessions
        self.unlock = unlock
    }

    public var devices: KnownDevices { KnownDevices(database: accounts.database) }

    /// Checks the throttle, then the password. Wrong email and wrong password read the same.
    public func signIn(
        email rawEmail: String, password: String, kind: Session.Kind,
        remoteAddress: String, now: Date
    ) throws -> (account: Account, token: String) {
        let signedIn = try signIn(email: rawEmail, password: password, kind: kind, remoteAddress: remoteAddress, device: nil, now: now)
        return (signedIn.account, signedIn.token)
    }

    /// Checks the throttle (the device's own when `device` is one of this email's known devices), then the password.
    /// A successful sign-in always starts a fresh session and ends `replacing`, the session token the browser
    /// presented (whoever's it was), so a session id planted before sign-in never becomes a signed-in one.
    public func signIn(
        email rawEmail: String, password: String, kind: Session.Kind, remoteAddress: String,
        device: String?, replacing previous: String? = nil, now: Date
    ) throws -> SignedIn {
        let email = EmailAddress.key(rawEmail)
        let knownDevice = try devices.digest(of: device, forEmail: email, now: now)
        try checkThrottle(email: email, remoteAddress: remoteAddress, device: knownDevice, now: now)
        guard let (account, hash) = try accounts.credentials(email: email) else {
            accounts.hasher.verifyAgainstNothing(password)
            try recordFailure(email: email, remoteAddress: remoteAddress, device: knownDevice, account: nil, now: now)
            throw AccountError.wrongCredentials
        }
        guard accounts.hasher.verify(password, against: hash) else {
            try recordFailure(email: email, remoteAddress: remoteAddress, device: knownDevice, account: account, now: now)
            throw AccountError.wrongCredentials
        }
        try accounts.database.write { db in
            try db.execute("DELETE FROM sign_in_failures WHERE email = $1", [.text(email)])
        }
        if let previous { try sessions.end(token: previous) }
        let (token, _) = try sessions.start(for: account.id, kind: kind, now: now)
        let deviceToken = try devices.remember(presented: device, for: account.id, now: now)
        return SignedIn(account: account, token: token, device: deviceToken)
    }

    private func checkThrottle(email: String, remoteAddress: String, device: String?, now: Date) throws {
        let since = SQLValue(now.addingTimeInterval(-max(perEmail.lookBack, perAddress.lookBack, perDevice.lookBack)))
        let decisions: [SignInThrottle.Decision] = try accounts.database.read { db in
            func times(_ column: String, _ value: String) throws -> [Date] {
                try db.query("SELECT at FROM sign_in_failures WHERE \(column) = $1 AND at > $2", [.text(value), since]).map {
                    try $0.date("at")
                }
            }
            if let device { return [perDevice.decision(failures: try times("device_digest", device), now: now)] }
            return [
                perEmail.decision(failures: try times("email", email), now: now),
                perAddress.decision(failures: try times("remote_address", remoteAddress), now: now),
            ]
        }
        for decision in decisions {
            switch decision {
            case .allowed:
                continue
            case .slowed(let seconds):
                throw AccountError(
                    .throttled(retryAfter: seconds),
                    "Too many attempts. Try again in \(seconds) second\(seconds == 1 ? "" : "s").")
            case .lockedOut(let until):
                let seconds = max(1, Int(until.timeIntervalSince(now).rounded(.up)))
                throw AccountError(.throttled(retryAfter: seconds), Self.pausedMessage(minutes: (seconds + 59) / 60))
            }
        }
    }

    /// "Sign-in is paused…": the same words whether or not the email has an account.
    static func pausedMessage(minutes: Int) -> String {
        "Too many failed attempts. Sign-in with this email is paused for \(minutes) minute\(minutes == 1 ? "" : "s"). "
            + "If it has an account, we've emailed it a link to sign in again — or reset your password. "
            + "A browser you've signed in from before can still sign in."
    }

    private func recordFailure(email: String, remoteAddress: String, device: String?, account: Account?, now: Date) throws {
        let windowStart = SQLValue(now.addingTimeInterval(-perEmail.window))
        let countedForEmail: Int = try accounts.database.write { db in
            try db.execute(
                "INSERT INTO sign_in_failures (id, email, remote_address, at, device_digest) VALUES ($1, $2, $3, $4, $5)",
                [
                    .text(RandomIdentifier.make()), .text(email), .text(remoteAddress), SQLValue(now),
                    device.map { .text($0) } ?? .null,
                ])
            try db.execute("DELETE FROM sign_in_failures WHERE at < $1", [SQLValue(now.addingTimeInterval(-24 * 3600))])
            guard device == nil else { return 0 }  // a known device's failures never pause the email
            return try db.queryOne(
                "SELECT COUNT(*) AS n FROM sign_in_failures WHERE email = $1 AND at > $2 AND device_digest IS NULL",
                [.text(email), windowStart])?.int("n") ?? 0
        }
        // The failure that starts a pause mails the way back in (the throttle refuses before any later failure counts).
        if countedForEmail == perEmail.lockoutFailures, let account, let unlock {
            try unlock.send(to: account, now: now)
        }
    }
}
