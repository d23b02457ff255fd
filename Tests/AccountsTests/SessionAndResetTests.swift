import Accounts
import Database
import DatabaseTestSupport
import Foundation
import Identifiers
import Places
import Security
import Testing

@Suite struct SessionAndResetTests {
    let now = Date(timeIntervalSince1970: 1_793_000_000)
    let password = "quranflow-demo"

    struct World {
        let accounts: AccountStore
        let sessions: SessionStore
        let signIn: SignInService
        let reset: PasswordReset
        let outbox: Outbox
        let sarah: Account
    }

    func makeWorld() throws -> World {
        let db = try TestDatabase.make(migrations: AccountsSchema.migrations)
        let accounts = AccountStore(database: db, hasher: PasswordHasher(strength: .minimal))
        let sessions = SessionStore(database: db)
        let outbox = Outbox(database: db)
        let city = try #require(WorldCities.shared.named("Toronto", countryCode: "CA"))
        let sarah = try accounts.create(
            NewAccount(
                email: "sarah@quranflow.test", name: "Sarah Ahmed", role: .student, studentYear: 2,
                cityID: city.id, password: password), now: now)
        return World(
            accounts: accounts, sessions: sessions, signIn: SignInService(accounts: accounts, sessions: sessions),
            reset: PasswordReset(accounts: accounts, outbox: outbox, productName: "QuranFlow"),
            outbox: outbox, sarah: sarah)
    }

    @Test func signInGivesATokenThatResolvesUntilItExpires() throws {
        let w = try makeWorld()
        let (account, token) = try w.signIn.signIn(
            email: "Sarah@quranflow.test", password: password, kind: .web, remoteAddress: "a", now: now)
        #expect(account.id == w.sarah.id)
        let session = try #require(try w.sessions.resolve(token: token, now: now))
        #expect(session.accountID == w.sarah.id)
        let lastMoment = now.addingTimeInterval(SessionStore.webLifetime - 1)
        #expect(try w.sessions.resolve(token: token, now: lastMoment) != nil)
        #expect(try w.sessions.resolve(token: token, now: now.addingTimeInterval(SessionStore.webLifetime)) == nil)
        try w.sessions.end(token: token)
        #expect(try w.sessions.resolve(token: token, now: now) == nil)
    }

    @Test func theTokenIsNotStoredInClear() throws {
        let w = try makeWorld()
        let (_, token) = try w.signIn.signIn(email: "sarah@quranflow.test", password: password, kind: .api, remoteAddress: "a", now: now)
        let stored = try w.accounts.database.read { db in try db.query("SELECT token_digest FROM sessions", []) }
        #expect(stored.count == 1)
        #expect(try stored[0].string("token_digest") != token)
    }

    @Test func wrongPasswordAndUnknownEmailReadTheSame() throws {
        let w = try makeWorld()
        var messages: [String] = []
        for email in ["sarah@quranflow.test", "nobody@quranflow.test"] {
            do {
                _ = try w.signIn.signIn(email: email, password: "wrong password", kind: .web, remoteAddress: "a", now: now)
            } catch let error as AccountError {
                #expect(error.kind == .unauthenticated)
                messages.append(error.message)
            }
        }
        #expect(messages.count == 2 && messages[0] == messages[1])
    }

    @Test func repeatedFailuresAreSlowedThenRefusedEvenWithTheRightPassword() throws {
        let w = try makeWorld()
        var clock = now
        for _ in 0..<4 {
            #expect(throws: AccountError.self) {
                try w.signIn.signIn(email: "sarah@quranflow.test", password: "wrong", kind: .web, remoteAddress: "a", now: clock)
            }
        }
        do {
            _ = try w.signIn.signIn(email: "sarah@quranflow.test", password: password, kind: .web, remoteAddress: "a", now: clock)
            Issue.record("expected throttling")
        } catch let error as AccountError {
            #expect(error.kind == .throttled(retryAfter: 2))
        }
        clock = clock.addingTimeInterval(2)
        _ = try w.signIn.signIn(email: "sarah@quranflow.test", password: password, kind: .web, remoteAddress: "a", now: clock)
    }

    @Test func resetLinkWorksOnceAndSignsOutEverywhere() throws {
        let w = try makeWorld()
        let (_, oldToken) = try w.signIn.signIn(email: "sarah@quranflow.test", password: password, kind: .web, remoteAddress: "a", now: now)
        try w.reset.request(email: "sarah@quranflow.test", remoteAddress: "a", linkBase: "http://localhost:8080/reset-password", now: now)
        let mail = try #require(try w.outbox.recent().first)
        #expect(mail.recipient == "sarah@quranflow.test")
        let token = try #require(mail.body.split(separator: "token=").last.map { String($0.prefix { !$0.isWhitespace }) })
        #expect(try w.reset.isUsable(token: token, now: now))

        let accountID = try w.reset.complete(token: token, newPassword: "a brand new password", now: now.addingTimeInterval(60))
        #expect(accountID == w.sarah.id.rawValue)
        #expect(try w.sessions.resolve(token: oldToken, now: now) == nil)
        #expect(throws: AccountError.self) {
            try w.reset.complete(token: token, newPassword: "yet another password", now: now.addingTimeInterval(61))
        }
        _ = try w.signIn.signIn(
            email: "sarah@quranflow.test", password: "a brand new password", kind: .web, remoteAddress: "a",
            now: now.addingTimeInterval(62))
    }

    @Test func resetLinkExpiresAfterAnHourToTheSecond() throws {
        let w = try makeWorld()
        try w.reset.request(email: "sarah@quranflow.test", remoteAddress: "a", linkBase: "x", now: now)
        let body = try #require(try w.outbox.recent().first).body
        let token = String(body.split(separator: "token=").last!.prefix { !$0.isWhitespace })
        #expect(try w.reset.isUsable(token: token, now: now.addingTimeInterval(3599)))
        #expect(try !w.reset.isUsable(token: token, now: now.addingTimeInterval(3600)))
        #expect(throws: AccountError.self) {
            try w.reset.complete(token: token, newPassword: "a brand new password", now: now.addingTimeInterval(3600))
        }
    }

    @Test func resetForAnUnknownEmailSendsNothing() throws {
        let w = try makeWorld()
        try w.reset.request(email: "nobody@quranflow.test", remoteAddress: "a", linkBase: "x", now: now)
        #expect(try w.outbox.recent().isEmpty)
    }

    @Test func twoUsesOfOneLinkAtOnceOnlyOneSucceeds() async throws {
        let w = try makeWorld()
        try w.reset.request(email: "sarah@quranflow.test", remoteAddress: "a", linkBase: "x", now: now)
        let body = try #require(try w.outbox.recent().first).body
        let token = String(body.split(separator: "token=").last!.prefix { !$0.isWhitespace })
        let reset = w.reset
        let now = self.now
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<4 {
                group.addTask { (try? reset.complete(token: token, newPassword: "new password number \(index)", now: now)) != nil }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.filter { $0 }.count == 1)
    }
}
