import Database
import DatabaseTestSupport
import Foundation
import Testing

@Suite("Migrator")
struct MigratorTests {
    private let base = [
        Migration(version: 1, name: "log", sql: "CREATE TABLE log (step INTEGER NOT NULL, note TEXT)"),
        Migration(version: 2, name: "two", sql: "INSERT INTO log (step) VALUES (2)"),
        Migration(
            version: 5, name: "five", sqlite: "INSERT INTO log (step, note) VALUES (5, 'sqlite')",
            postgres: "INSERT INTO log (step, note) VALUES (5, 'postgres')"),
    ]

    private func steps(_ db: any Database) throws -> [Int] {
        try db.read { try $0.query("SELECT step FROM log ORDER BY step", []).map { try $0.int("step") } }
    }

    @Test func appliesOnceInOrderAndRerunIsANoOp() throws {
        let db = try TestDatabase.make()
        #expect(try Migrator.appliedVersions(db) == [])
        try Migrator.migrate(db, base, now: Date(timeIntervalSince1970: 1_790_000_000))
        #expect(try Migrator.appliedVersions(db) == [1, 2, 5])
        #expect(try steps(db) == [2, 5])
        let note = try db.read { try $0.queryOne("SELECT note FROM log WHERE step = 5", [])?.string("note") }
        #expect(note == db.dialect.rawValue)

        try Migrator.migrate(db, base, now: Date(timeIntervalSince1970: 1_790_000_000))
        #expect(try steps(db) == [2, 5])

        let more = base + [Migration(version: 7, name: "seven", sql: "INSERT INTO log (step) VALUES (7)")]
        try Migrator.migrate(db, more, now: Date(timeIntervalSince1970: 1_790_000_000))
        #expect(try Migrator.appliedVersions(db) == [1, 2, 5, 7])
        #expect(try steps(db) == [2, 5, 7])

        let recorded = try db.read { try $0.query("SELECT version, name, applied_at FROM schema_migrations ORDER BY version", []) }
        #expect(try recorded.map { try $0.string("name") } == ["log", "two", "five", "seven"])
        // Stamped with the instant passed in (the caller's clock), not the machine's.
        #expect(try recorded.allSatisfy { try $0.date("applied_at") == Date(timeIntervalSince1970: 1_790_000_000) })
    }

    @Test(arguments: [[1, 3, 2], [1, 1], [2, 1]])
    func badVersionOrderThrowsBeforeApplyingAnything(_ versions: [Int]) throws {
        let db = try TestDatabase.make()
        let migrations = versions.map { Migration(version: $0, name: "m\($0)", sql: "CREATE TABLE t\($0) (x INTEGER)") }
        #expect(throws: DatabaseError.self) { try Migrator.migrate(db, migrations, now: Date(timeIntervalSince1970: 1_790_000_000)) }
        #expect(try Migrator.appliedVersions(db) == [])
    }

    @Test func failingMigrationRollsBackAndStops() throws {
        let db = try TestDatabase.make()
        let migrations =
            base + [
                Migration(version: 6, name: "broken", sql: "INSERT INTO log (step) VALUES (6); INSERT INTO nowhere VALUES (1);"),
                Migration(version: 8, name: "after", sql: "INSERT INTO log (step) VALUES (8)"),
            ]
        let error = #expect(throws: DatabaseError.self) {
            try Migrator.migrate(db, migrations, now: Date(timeIntervalSince1970: 1_790_000_000))
        }
        #expect(error?.message.contains("broken") == true)
        #expect(try Migrator.appliedVersions(db) == [1, 2, 5])
        #expect(try steps(db) == [2, 5])
    }

    @Test func concurrentMigratorsApplyEachMigrationOnce() throws {
        let handles = try sharedDatabases(4, migrations: [])
        let migrations = base
        try onThreads(handles.count) { index in
            try Migrator.migrate(handles[index], migrations, now: Date(timeIntervalSince1970: 1_790_000_000))
        }
        #expect(try Migrator.appliedVersions(handles[0]) == [1, 2, 5])
        #expect(try steps(handles[0]) == [2, 5])
        handles.forEach { $0.close() }
    }
}
