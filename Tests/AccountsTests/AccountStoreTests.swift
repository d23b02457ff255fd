import Accounts
import Database
import DatabaseTestSupport
import Foundation
import Identifiers
import Places
import Security
import Testing

/// Runs on SQLite, and on PostgreSQL when `make test` sets TEST_DATABASE=postgres.
@Suite struct AccountStoreTests {
    let now = Date(timeIntervalSince1970: 1_793_000_000)
    let toronto = WorldCities.shared.named("Toronto", countryCode: "CA")!
    let cairo = WorldCities.shared.named("Cairo", countryCode: "EG")!

    func makeStore() throws -> AccountStore {
        AccountStore(database: try TestDatabase.make(migrations: AccountsSchema.migrations), hasher: PasswordHasher(strength: .minimal))
    }

    @Test func createsAndFindsAnAccountWithItsCityAndZone() throws {
        let store = try makeStore()
        let created = try store.create(
            NewAccount(
                email: "  Sarah@QuranFlow.test ", name: "Sarah Ahmed", role: .student, studentYear: 2,
                cityID: toronto.id, password: "long enough password"), now: now)
        #expect(created.email == "sarah@quranflow.test")
        #expect(created.zoneIdentifier == "America/Toronto")
        let found = try #require(try store.account(email: "SARAH@quranflow.test"))
        #expect(found == created)
        #expect(try store.account(id: created.id) == created)
        #expect(try store.account(id: ID("nope")) == nil)
    }

    @Test func aTakenEmailIsAConflictAndTheFirstAccountIsKept() throws {
        let store = try makeStore()
        let first = try store.create(
            NewAccount(
                email: "amina@quranflow.test", name: "Amina", role: .coach, cityID: cairo.id,
                password: "long enough password"), now: now)
        #expect(throws: AccountError.self) {
            try store.create(
                NewAccount(
                    email: "AMINA@quranflow.test", name: "Someone else", role: .admin, cityID: toronto.id,
                    password: "another long one"), now: now)
        }
        #expect(try store.all() == [first])
    }

    @Test(arguments: [
        ("", "name"), ("x@", "email"),
    ]) func badInputNamesTheField(input: (String, String)) throws {
        let store = try makeStore()
        let new =
            input.1 == "name"
            ? NewAccount(email: "a@b.test", name: input.0, role: .coach, cityID: cairo.id, password: "long enough password")
            : NewAccount(email: input.0, name: "Name", role: .coach, cityID: cairo.id, password: "long enough password")
        do {
            _ = try store.create(new, now: now)
            Issue.record("expected an error")
        } catch let error as AccountError {
            #expect(error.field == input.1)
            #expect(error.kind == .invalid)
        }
        #expect(try store.all().isEmpty)
    }

    @Test func aStudentNeedsAYearAShortPasswordAndUnknownCityAreRefused() throws {
        let store = try makeStore()
        #expect(throws: AccountError(.invalid, "A student is in Year 1 or Year 2.", field: "year")) {
            try store.create(
                NewAccount(
                    email: "a@b.test", name: "A", role: .student, studentYear: 3, cityID: toronto.id,
                    password: "long enough password"), now: now)
        }
        #expect(throws: AccountError.self) {
            try store.create(NewAccount(email: "a@b.test", name: "A", role: .coach, cityID: toronto.id, password: "short"), now: now)
        }
        #expect(throws: AccountError.self) {
            try store.create(NewAccount(email: "a@b.test", name: "A", role: .coach, cityID: -1, password: "long enough password"), now: now)
        }
    }

    @Test func scriptInANameIsStoredAsTyped() throws {
        let store = try makeStore()
        let name = "<script>alert(1)</script>"
        let account = try store.create(
            NewAccount(
                email: "x@y.test", name: name, role: .coach, cityID: cairo.id,
                password: "long enough password"), now: now)
        #expect(try store.account(id: account.id)?.name == name)
    }

    @Test func movingCityChangesTheZone() throws {
        let store = try makeStore()
        let account = try store.create(
            NewAccount(
                email: "n@q.test", name: "Noor", role: .student, studentYear: 1, cityID: toronto.id,
                password: "long enough password"), now: now)
        let moved = try store.setCity(cairo.id, for: account.id)
        #expect(moved.zoneIdentifier == "Africa/Cairo")
        #expect(moved.cityName == "Cairo")
    }
}
