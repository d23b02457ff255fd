import Database
import DatabaseTestSupport
import Foundation
import Synchronization
import Testing

/// `TestDatabase.make(copyOf:prepare:)` — what the suites seeding a whole world for each test stand on — prepares once
/// and hands out copies that are each a database of their own, on both engines.
@Suite struct PreparedCopyTests {
    @Test func preparesOnceAndEveryCopyStartsFromWhatWasPrepared() throws {
        let key = "prepared-copy-\(UUID().uuidString)"
        let runs = Mutex(0)
        func copy() throws -> any Database {
            try TestDatabase.make(copyOf: key) { database in
                runs.withLock { $0 += 1 }
                try Migrator.migrate(
                    database, [Migration(version: 1, name: "t", sql: "CREATE TABLE t (x INTEGER PRIMARY KEY)")],
                    now: Date(timeIntervalSince1970: 0))
                try database.write { try $0.execute("INSERT INTO t (x) VALUES (1)", []) }
            }
        }
        let first = try copy()
        let second = try copy()
        #expect(runs.withLock { $0 } == 1)
        try first.write { try $0.execute("INSERT INTO t (x) VALUES (2)", []) }
        try second.write { try $0.execute("DELETE FROM t", []) }
        let inFirst = try first.read { try $0.query("SELECT x FROM t ORDER BY x", []).map { try $0.int("x") } }
        let inSecond = try second.read { try $0.query("SELECT x FROM t", []).count }
        let inThird = try copy().read { try $0.query("SELECT x FROM t ORDER BY x", []).map { try $0.int("x") } }
        #expect(inFirst == [1, 2])
        #expect(inSecond == 0)
        #expect(inThird == [1])
    }

    @Test func aCopyOfAnSQLiteDatabaseKeepsForeignKeysOn() throws {
        let source = try SQLiteDatabase(path: ":memory:")
        try source.write {
            try $0.executeScript(
                "CREATE TABLE parent (id INTEGER PRIMARY KEY); CREATE TABLE child (parent INTEGER NOT NULL REFERENCES parent(id));")
        }
        let copy = try source.inMemoryCopy()
        #expect(throws: DatabaseError.self) {
            try copy.write { try $0.execute("INSERT INTO child (parent) VALUES (7)", []) }
        }
    }
}
