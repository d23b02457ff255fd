import Accounts
import Database
import Foundation
import Identifiers
import Security

/// The people who sign in to this Jamaal and their devices: an account is an email and a password's Argon2id hash; a
/// device is one signed-in browser with its own session (its token's digest is kept, never the token), a name people
/// recognise ("iPhone · Safari") and when it was last seen. Their data lives in ``JamaalStore``, one person at a time.
///
///     let people = JamaalPeople(database: database)
///     let id = try people.create(email: "maryam@jamaal.test", passwordHash: hash, now: now)
///     let (token, device) = try people.signIn(id, deviceName: "iPhone · Safari", userAgent: ua, now: now)
///     try people.device(token: token, now: now)?.personID   // id
public struct JamaalPeople: Sendable {
    let database: any Database

    /// How long a device stays signed in without being used; each use moves it on (a phone's app is opened daily).
    public static let sessionLifetime: TimeInterval = 180 * 24 * 3600
    /// How often a device's last-seen time is written (reads stay reads in between).
    static let lastSeenResolution: TimeInterval = 5 * 60

    public init(database: any Database) { self.database = database }

    /// A person who can sign in.
    public struct Account: Sendable, Hashable {
        public let id: ID<Person>
        public let email: String
        public let createdAt: Date
    }

    /// A signed-in browser.
    public struct Device: Sendable, Hashable, Identifiable {
        public let id: String
        public let personID: ID<Person>
        public var name: String
        public let userAgent: String
        public let createdAt: Date
        public let lastSeenAt: Date
        public let expiresAt: Date
        /// ST-03's "Send reminders on this device" as the device last told the server: off until its page asks for
        /// reminders with the switch on, or ST-03 turns it on (the page decides the switch; the reminder job reads this).
        public var reminders: Bool
    }

    /// Why an account could not be made.
    public enum CreationRefusal: Error, Equatable, Sendable {
        /// Another account has this email.
        case emailTaken
        /// The store's first person (``Person/firstID``) already has an account.
        case alreadyClaimed
    }

    // MARK: Accounts

    /// Makes an account with a new id (or `id`: the first person's, when the owner of a single-person store claims it).
    @discardableResult
    public func create(email: String, passwordHash: String, id: ID<Person> = ID(RandomIdentifier.make()), now: Date) throws -> ID<Person> {
        do {
            try database.write { db in
                try db.execute(
                    "INSERT INTO people (id, email, password_hash, created_at) VALUES ($1, $2, $3, $4)",
                    [.text(id.rawValue), .text(email), .text(passwordHash), SQLValue(now)])
                // An email whose account was deleted keeps the trial it had (``StoreConnection/deletePerson()``).
                try db.execute(
                    """
                    INSERT INTO trial_start (person_id, started_at)
                    SELECT $1, started_at FROM spent_trials WHERE email_digest = $2
                    ON CONFLICT (person_id) DO NOTHING
                    """, [.text(id.rawValue), .text(TokenDigest.sha256Hex(email))])
            }
        } catch let error as DatabaseError where error.kind == .uniqueViolation {
            let emailTaken = try database.read { try $0.queryOne("SELECT 1 AS taken FROM people WHERE email = $1", [.text(email)]) }
            throw emailTaken != nil ? CreationRefusal.emailTaken : CreationRefusal.alreadyClaimed
        }
        return id
    }

    /// The account and its password hash for a normalised email, or nil.
    public func credentials(email: String) throws -> (account: Account, passwordHash: String)? {
        try database.read { db in
            try db.queryOne("SELECT * FROM people WHERE email = $1", [.text(email)]).map {
                (try Self.account($0), try $0.string("password_hash"))
            }
        }
    }

    public func account(_ id: ID<Person>) throws -> Account? {
        try database.read { try $0.queryOne("SELECT * FROM people WHERE id = $1", [.text(id.rawValue)]).map(Self.account) }
    }

    /// How many accounts there are.
    public func count() throws -> Int {
        try database.read { try $0.queryOne("SELECT COUNT(*) AS n FROM people", [])?.int("n") ?? 0 }
    }

    /// Whether this store holds the single-person Jamaal's data (a person, "me") that no account owns yet: its owner
    /// claims it at the first page by setting an email and a password.
    public func hasUnclaimedFirstPerson() throws -> Bool {
        try database.read { db in
            try db.queryOne(
                """
                SELECT 1 AS unclaimed FROM person WHERE person_id = $1
                AND NOT EXISTS (SELECT 1 FROM people WHERE id = $1)
                """, [.text(Person.firstID.rawValue)]) != nil
        }
    }

    private static func account(_ row: Row) throws -> Account {
        Account(id: ID(try row.string("id")), email: try row.string("email"), createdAt: try row.date("created_at"))
    }

    // MARK: Devices

    /// Signs `person` in on a new device: its session token (for the cookie) and the device.
    public func signIn(_ person: ID<Person>, deviceName: String, userAgent: String, now: Date) throws -> (token: String, device: Device) {
        let token = SecureRandom.token()
        let device = Device(
            id: RandomIdentifier.make(), personID: person, name: deviceName, userAgent: String(userAgent.prefix(512)), createdAt: now,
            lastSeenAt: now, expiresAt: now.addingTimeInterval(Self.sessionLifetime), reminders: false)
        try database.write { db in
            try db.execute(
                """
                INSERT INTO devices (id, person_id, token_digest, name, user_agent, created_at, last_seen_at, expires_at, reminders)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0)
                """,
                [
                    .text(device.id), .text(person.rawValue), .text(TokenDigest.sha256Hex(token)), .text(device.name),
                    .text(device.userAgent), SQLValue(now), SQLValue(now), SQLValue(device.expiresAt),
                ])
        }
        return (token, device)
    }

    /// The device a session token belongs to, while it is signed in at `now`; its last-seen time and expiry move on
    /// (written at most every few minutes).
    public func device(token: String, now: Date) throws -> Device? {
        guard !token.isEmpty, token.count <= 128 else { return nil }
        let digest = TokenDigest.sha256Hex(token)
        guard
            let device = try database.read({ db in
                try db.queryOne("SELECT * FROM devices WHERE token_digest = $1 AND expires_at > $2", [.text(digest), SQLValue(now)])
                    .map(Self.device)
            })
        else { return nil }
        if now.timeIntervalSince(device.lastSeenAt) >= Self.lastSeenResolution {
            try database.write { db in
                try db.execute(
                    "UPDATE devices SET last_seen_at = $1, expires_at = $2 WHERE token_digest = $3",
                    [SQLValue(now), SQLValue(now.addingTimeInterval(Self.sessionLifetime)), .text(digest)])
            }
        }
        return device
    }

    /// The person's signed-in devices, the most recently seen first.
    public func devices(of person: ID<Person>, now: Date) throws -> [Device] {
        try database.read { db in
            try db.query(
                "SELECT * FROM devices WHERE person_id = $1 AND expires_at > $2 ORDER BY last_seen_at DESC, created_at DESC, id",
                [.text(person.rawValue), SQLValue(now)]
            ).map(Self.device)
        }
    }

    /// Renames one of the person's devices; false when it is not theirs (or gone).
    public func rename(device id: String, of person: ID<Person>, to name: String) throws -> Bool {
        try database.write { db in
            try db.execute(
                "UPDATE devices SET name = $1 WHERE id = $2 AND person_id = $3", [.text(name), .text(id), .text(person.rawValue)]) == 1
        }
    }

    /// Turns ST-03's "Send reminders on this device" on or off for one of the person's devices.
    public func setReminders(_ on: Bool, device id: String, of person: ID<Person>) throws -> Bool {
        try database.write { db in
            try db.execute(
                "UPDATE devices SET reminders = $1 WHERE id = $2 AND person_id = $3", [SQLValue(on), .text(id), .text(person.rawValue)])
                == 1
        }
    }

    /// Signs one of the person's devices out (its session ends at once); false when it is not theirs (or gone).
    public func signOut(device id: String, of person: ID<Person>) throws -> Bool {
        try database.write { db in
            try db.execute("DELETE FROM devices WHERE id = $1 AND person_id = $2", [.text(id), .text(person.rawValue)]) == 1
        }
    }

    /// Signs out the device holding `token` (Sign out on this device). Unknown tokens are ignored.
    public func signOut(token: String) throws {
        try database.write { db in
            _ = try db.execute("DELETE FROM devices WHERE token_digest = $1", [.text(TokenDigest.sha256Hex(token))])
        }
    }

    private static func device(_ row: Row) throws -> Device {
        Device(
            id: try row.string("id"), personID: ID(try row.string("person_id")), name: try row.string("name"),
            userAgent: try row.string("user_agent"), createdAt: try row.date("created_at"), lastSeenAt: try row.date("last_seen_at"),
            expiresAt: try row.date("expires_at"), reminders: try row.int("reminders") != 0)
    }

    /// The people with a plan (a stored person) and no `kind` job waiting, with their settings: whom a scheduler still
    /// has to give one. A person whose stored settings this version cannot read is left out (their day is not theirs to
    /// close until it can).
    public func peopleWithoutWaitingJob(kind: String, limit: Int = 1000) throws -> [(id: ID<Person>, person: Person)] {
        try database.read { db in
            try db.query(
                """
                SELECT p.person_id, p.body FROM person p
                WHERE NOT EXISTS (
                    SELECT 1 FROM jobs j WHERE j.kind = $1 AND j.payload = p.person_id AND j.state IN ('pending', 'running'))
                ORDER BY p.person_id LIMIT $2
                """, [.text(kind), SQLValue(limit)]
            ).compactMap { row in
                let id = ID<Person>(try row.string("person_id"))
                return StoredBody.decode(Person.self, from: try row.string("body")).map { (id, $0) }
            }
        }
    }

    /// Who restored the App Store purchase with this original transaction id, if anyone (one purchase unlocks one
    /// account; a person's own store cannot see another's rows to tell).
    public func subscriptionOwner(originalTransactionID: String) throws -> ID<Person>? {
        try database.read { db in
            try db.queryOne("SELECT person_id FROM subscriptions WHERE original_transaction_id = $1", [.text(originalTransactionID)])
                .map { ID(try $0.string("person_id")) }
        }
    }

    // MARK: The sign-in throttle's memory

    /// Failed sign-ins for `email` and from `address` since `since`.
    public func failures(email: String, address: String, since: Date) throws -> (email: [Date], address: [Date]) {
        try database.read { db in
            func times(_ column: String, _ value: String) throws -> [Date] {
                try db.query("SELECT at FROM sign_in_failures WHERE \(column) = $1 AND at > $2", [.text(value), SQLValue(since)])
                    .map { try $0.date("at") }
            }
            return (try times("email", email), try times("remote_address", address))
        }
    }

    /// Remembers a failed sign-in (a day at most); returns how many failures the email has had since `since`, this one
    /// included (the sign-in throttle's window: the failure that reaches its limit starts a pause and mails the way back in).
    @discardableResult
    public func recordFailure(email: String, address: String, now: Date, countingSince since: Date? = nil) throws -> Int {
        try database.write { db in
            try db.execute(
                "INSERT INTO sign_in_failures (id, email, remote_address, at) VALUES ($1, $2, $3, $4)",
                [.text(RandomIdentifier.make()), .text(email), .text(String(address.prefix(64))), SQLValue(now)])
            try db.execute("DELETE FROM sign_in_failures WHERE at < $1", [SQLValue(now.addingTimeInterval(-24 * 3600))])
            guard let since else { return 0 }
            return try db.queryOne(
                "SELECT COUNT(*) AS n FROM sign_in_failures WHERE email = $1 AND at > $2", [.text(email), SQLValue(since)])?.int("n") ?? 0
        }
    }

    /// Forgets an email's failures after it signs in.
    public func clearFailures(email: String) throws {
        try database.write { db in _ = try db.execute("DELETE FROM sign_in_failures WHERE email = $1", [.text(email)]) }
    }
}

extension StoreConnection {
    /// ST-08's Delete my data: every row the owner owns, their account and every device (so every session), in the
    /// caller's transaction; nobody else's row is touched. The trial they had is remembered against their email's
    /// digest only, so an account made again with that email continues it rather than starting a new one.
    public func deletePerson() throws {
        if let email = try queryOne("SELECT email FROM people WHERE id = :me", [])?.string("email"),
            let started = try trialStart()
        {
            try connection.execute(
                """
                INSERT INTO spent_trials (email_digest, started_at) VALUES ($1, $2)
                ON CONFLICT (email_digest) DO UPDATE SET started_at = excluded.started_at
                WHERE excluded.started_at < spent_trials.started_at
                """, [.text(TokenDigest.sha256Hex(email)), SQLValue(started)])
        }
        try JamaalExport.deleteEverything(self)
        // The Stripe customers they paid as, and the webhook events' note of whose they were (#42, migration 210).
        try execute("DELETE FROM web_customers WHERE person_id = :me", [])
        try execute("UPDATE stripe_events SET person_id = NULL WHERE person_id = :me", [])
        try execute("DELETE FROM devices WHERE person_id = :me", [])
        // The emailed ways back in (migration 240): their reset links, and what was asked or mailed for their email.
        try execute("DELETE FROM password_resets WHERE account_id = :me", [])
        for (table, column) in [
            ("outbox", "recipient"), ("sign_in_unlocks", "email"), ("password_reset_requests", "email"), ("sign_in_failures", "email"),
        ] {
            try execute("DELETE FROM \(table) WHERE \(column) = (SELECT email FROM people WHERE id = :me)", [])
        }
        try execute("DELETE FROM people WHERE id = :me", [])
    }
}

extension JamaalPeople {
    /// Where the `Accounts` module's account rules (``PasswordReset``, the outbox) find Jamaal's accounts: `people`,
    /// greeted by no name, whose sessions are their `devices`.
    public static let accountTables = AccountTables(accounts: "people", greetingName: nil, sessions: "devices", sessionOwner: "person_id")
}

extension Person {
    /// The person a single-person Jamaal's store belonged to: its rows keep this owner, and the account its owner
    /// claims at first start takes this id.
    public static let firstID = ID<Person>("me")
}
