import Database
import DatabaseTestSupport
import Foundation
import Testing

/// The change counter moves on after every committed write and not after a rolled-back one — on both databases.
@Suite struct ChangeCounterTests {
    @Test func itMovesOnWithEachCommittedWriteOnly() throws {
        let db = try TestDatabase.make(migrations: [Migration(version: 1, name: "t", sql: "CREATE TABLE t (x INTEGER)")])
        let start = try db.changeCounter()
        try db.write { try $0.execute("INSERT INTO t (x) VALUES (1)", []) }
        let afterOne = try db.changeCounter()
        #expect(afterOne > start)
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try db.write { db -> Void in
                try db.execute("INSERT INTO t (x) VALUES (2)", [])
                throw Boom()
            }
        }
        #expect(try db.changeCounter() == afterOne)
        try db.read { _ = try $0.query("SELECT * FROM t", []) }
        #expect(try db.changeCounter() == afterOne)
        try db.write { try $0.execute("INSERT INTO t (x) VALUES (3)", []) }
        #expect(try db.changeCounter() > afterOne)
    }

    @Test func anotherHandleOnTheSameFileSeesTheChange() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("counter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("db.sqlite").path
        let first = try SQLiteDatabase(path: path)
        let second = try SQLiteDatabase(path: path)
        let before = try second.changeCounter()
        try first.write { try $0.executeScript("CREATE TABLE IF NOT EXISTS t (x INTEGER)") }
        #expect(try second.changeCounter() > before)
    }
}
