import Accounts
import Database
import DatabaseTestSupport
import Foundation
import Identifiers
import Places
import Security
import Testing

/// Reset links against a hostile client: setting the password spends every other link; requests are limited per
/// account and per address with the same answer; a request does the same work whether or not the account exists.
@Suite struct PasswordResetLinkTests {
    let now = Date(timeIntervalSince1970: 1_793_000_000)
    let email = "sarah@quranflow.test"

    struct World {
        let database: RecordingDatabase
        let accounts: AccountStore
        let sessions: SessionStore
        let reset: PasswordReset
        let outbox: Outbox
        let sarah: Account

        /// The link tokens of the reset mails queued so far, oldest first.
        func tokens() throws -> [String] {
            try outbox.recent().reversed().compactMap { mail in
                mail.body.split(separator: "token=").dropFirst().first.map { String($0.prefix { !$0.isWhitespace }) }
            }
        }

        /// How many reset links of the account are still unspent.
        func liveLinks() throws -> Int {
            try database.read {
                try $0.queryOne("SELECT COUNT(*) AS n FROM password_resets WHERE used_at IS NULL", [])?.int("n") ?? -1
            }
        }
    }

    func makeWorld() throws -> World {
        let db = RecordingDatabase(try TestDatabase.make(migrations: AccountsSchema.migrations))
        let accounts = AccountStore(database: db, hasher: PasswordHasher(strength: .minimal))
        let sessions = SessionStore(database: db)
        let outbox = Outbox(database: db)
        let city = try #require(WorldCities.shared.named("Toronto", countryCode: "CA"))
        let sarah = try accounts.create(
            NewAccount(email: email, name: "Sarah Ahmed", role: .student, studentYear: 2, cityID: city.id, password: "quranflow-demo"),
            now: now)
        return World(
            database: db, accounts: accounts, sessions: sessions,
            reset: PasswordReset(accounts: accounts, outbox: outbox, productName: "QuranFlow"), outbox: outbox,
            sarah: sarah)
    }

    // MARK: 18 — one password set spends every other link

    @Test func usingTheNewerLinkSpendsTheOlderOneAndTheOtherWayRound() throws {
        for useNewerFirst in [true, false] {
            let w = try makeWorld()
            try w.reset.request(email: email, remoteAddress: "a", linkBase: "x", now: now)
            try w.reset.request(email: email, remoteAddress: "a", linkBase: "x", now: now.addingTimeInterval(60))
            let tokens = try w.tokens()
            try #require(tokens.count == 2)
            let (used, other) = useNewerFirst ? (tokens[1], tokens[0]) : (tokens[0], tokens[1])
            _ = try w.reset.complete(token: used, newPassword: "the password I chose", now: now.addingTimeInterval(120))
            #expect(try !w.reset.isUsable(token: other, now: now.addingTimeInterval(121)))
            #expect(throws: AccountError.self) {
                try w.reset.complete(token: other, newPassword: "an attacker's password", now: now.addingTimeInterval(121))
            }
            #expect(try w.liveLinks() == 0)
            _ = try SignInService(accounts: w.accounts, sessions: w.sessions).signIn(
                email: email, password: "the password I chose", kind: .web, remoteAddress: "a", now: now.addingTimeInterval(122))
        }
    }

    @Test func changingThePasswordSpendsTheLinksAndSoDoesAnInvitationsUse() throws {
        let w = try makeWorld()
        try w.reset.request(email: email, remoteAddress: "a", linkBase: "x", now: now)
        let link = try #require(try w.tokens().first)
        _ = try PasswordChange(accounts: w.accounts, sessions: w.sessions).change(
            for: w.sarah.id, current: "quranflow-demo", new: "a brand new password", kind: .web, now: now.addingTimeInterval(10))
        #expect(try !w.reset.isUsable(token: link, now: now.addingTimeInterval(11)))

        // An invitation shares the mechanism: using it spends a reset link issued beside it, and the other way round.
        let invitation = try w.database.write {
            try PasswordReset.issueToken(
                for: w.sarah.id, lifetime: PasswordReset.invitationLifetime, now: now.addingTimeInterval(20), in: $0)
        }
        try w.reset.request(email: email, remoteAddress: "a", linkBase: "x", now: now.addingTimeInterval(30))
        let reset = try #require(try w.tokens().last)
        _ = try w.reset.complete(token: invitation, newPassword: "chosen from the invitation", now: now.addingTimeInterval(40))
        #expect(try !w.reset.isUsable(token: reset, now: now.addingTimeInterval(41)))
    }

    // MARK: 19 — limited per account and per address, silently

    @Test func eightyRequestsForOneAccountQueueThreeMailsAndThreeLinks() throws {
        let w = try makeWorld()
        // From 80 addresses, so only the account's own limit applies; every call answers the same (returns).
        for index in 0..<80 {
            try w.reset.request(
                email: email, remoteAddress: "198.51.100.\(index)", linkBase: "x", now: now.addingTimeInterval(Double(index)))
        }
        #expect(try w.outbox.recent(limit: 500).count == 3)
        #expect(try w.liveLinks() == 3)
        // The first of them leaves the hour's window at its 3600th second: one more is sent then, not before.
        try w.reset.request(email: email, remoteAddress: "b", linkBase: "x", now: now.addingTimeInterval(3599.9))
        #expect(try w.outbox.recent(limit: 500).count == 3)
        try w.reset.request(email: email, remoteAddress: "b", linkBase: "x", now: now.addingTimeInterval(3600))
        #expect(try w.outbox.recent(limit: 500).count == 4)
    }

    @Test func oneAddressIsLimitedWhateverEmailsItTries() throws {
        let w = try makeWorld()
        for index in 0..<ResetRequestLimit.perAddress.limit {
            try w.reset.request(email: "nobody\(index)@quranflow.test", remoteAddress: "203.0.113.9", linkBase: "x", now: now)
        }
        try w.reset.request(email: email, remoteAddress: "203.0.113.9", linkBase: "x", now: now.addingTimeInterval(1))
        #expect(try w.outbox.recent().isEmpty && w.liveLinks() == 0)
        // Another address asking for the same account is not held back by that one.
        try w.reset.request(email: email, remoteAddress: "198.51.100.1", linkBase: "x", now: now.addingTimeInterval(2))
        #expect(try w.outbox.recent().count == 1 && w.liveLinks() == 1)
    }

    // MARK: 20 — the same work whether or not the account exists

    @Test func aRequestRunsTheSameStatementsForAKnownAnUnknownAndALimitedEmail() throws {
        let w = try makeWorld()
        func statements(_ email: String, from address: String) throws -> [String] {
            w.database.forget()
            try w.reset.request(email: email, remoteAddress: address, linkBase: "x", now: now)
            return w.database.statements
        }
        let known = try statements(email, from: "a")
        let unknown = try statements("nobody@quranflow.test", from: "b")
        #expect(try w.outbox.recent().count == 1)  // only the known account's mail
        for index in 0..<ResetRequestLimit.perAddress.limit { _ = try statements("x\(index)@quranflow.test", from: "c") }
        let limited = try statements(email, from: "c")
        #expect(try w.outbox.recent().count == 1)  // the limited request queued nothing
        #expect(!known.isEmpty)
        #expect(known == unknown)
        #expect(known == limited)
        // One transaction: every statement runs inside the same write.
        #expect(known.allSatisfy { $0.hasPrefix("write: ") })
    }

    // The same class of fault: an unlock link spent spends the email's others.
    @Test func liftingAPauseSpendsTheEmailsOtherUnlockLinks() throws {
        let w = try makeWorld()
        let unlock = SignInUnlock(database: w.database, outbox: w.outbox, linkBase: "x", productName: "QuranFlow")
        try unlock.send(to: w.sarah, now: now)
        try unlock.send(to: w.sarah, now: now.addingTimeInterval(60))
        let tokens = try w.tokens()
        try #require(tokens.count == 2)
        try unlock.complete(token: tokens[1], now: now.addingTimeInterval(120))
        #expect(try !unlock.isUsable(token: tokens[0], now: now.addingTimeInterval(121)))
        #expect(throws: AccountError.self) { try unlock.complete(token: tokens[0], now: now.addingTimeInterval(121)) }
    }
}
