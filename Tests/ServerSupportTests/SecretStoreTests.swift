import Database
import DatabaseTestSupport
import ServerSupport
import Testing

/// The one secret store both servers use: made once and shared, and a damaged stored value is an error naming it —
/// never a crash and never a silent new secret.
@Suite struct SecretStoreTests {
    static func store() throws -> SecretStore {
        let database = try TestDatabase.make(migrations: [
            Migration(version: 1, name: "secrets", sql: "CREATE TABLE test_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)")
        ])
        return SecretStore(database: database, table: "test_secrets")
    }

    @Test func aSecretIsMadeOnceAndReadBackTheSame() throws {
        let store = try Self.store()
        let first = try store.bytes(named: "csrf")
        #expect(first.count == 32)
        #expect(try store.bytes(named: "csrf") == first)
        #expect(try store.bytes(named: "other") != first)
    }

    @Test func aDamagedSecretIsAnErrorThatNamesIt() throws {
        let store = try Self.store()
        for damaged in ["", "abc", "zz" + String(repeating: "0", count: 62), String(repeating: "0", count: 30)] {
            try store.database.write { db in
                try db.execute("DELETE FROM test_secrets", [])
                try db.execute("INSERT INTO test_secrets (name, value) VALUES ('csrf', $1)", [.text(damaged)])
            }
            #expect(throws: SecretStore.Damaged.self) { try store.bytes(named: "csrf") }
            let kept = try store.database.read { db in
                try db.queryOne("SELECT value FROM test_secrets WHERE name = 'csrf'", [])?.string("value")
            }
            #expect(kept == damaged)  // nothing replaced it
        }
        do {
            _ = try store.bytes(named: "csrf")
        } catch let error as SecretStore.Damaged {
            #expect(error.description.contains("“csrf” in test_secrets"))
        }
    }
}
