import Database
import Foundation
import Synchronization
import Testing

/// `SQLiteDatabase.backup(to:)`: SQLite's online backup API gives one consistent snapshot while another thread keeps
/// writing, and never overwrites a file.
@Suite struct SQLiteBackupTests {
    @Test func aBackupTakenDuringWritesIsOneConsistentSnapshot() throws {
        let folder = NSTemporaryDirectory() + "sqlite-backup-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = try SQLiteDatabase(path: folder + "/live.sqlite")
        defer { database.close() }
        // Two tables written together in each transaction: a snapshot has them equal, whenever it was taken.
        try database.write { db in
            try db.execute("CREATE TABLE a (n INTEGER PRIMARY KEY)", [])
            try db.execute("CREATE TABLE b (n INTEGER PRIMARY KEY)", [])
        }
        let written = Atomic(0)
        let done = Atomic(false)
        let writer = Thread {
            var n = 0
            while !done.load(ordering: .relaxed) {
                n += 1
                let value = n
                try? database.write { db in
                    try db.execute("INSERT INTO a (n) VALUES ($1)", [.integer(Int64(value))])
                    try db.execute("INSERT INTO b (n) VALUES ($1)", [.integer(Int64(value))])
                }
                written.store(n, ordering: .relaxed)
            }
        }
        writer.start()
        while written.load(ordering: .relaxed) < 200 { Thread.sleep(forTimeInterval: 0.005) }
        try database.backup(to: folder + "/copy.sqlite")
        let atBackup = written.load(ordering: .relaxed)
        while written.load(ordering: .relaxed) < atBackup + 100 { Thread.sleep(forTimeInterval: 0.005) }
        done.store(true, ordering: .relaxed)
        while !writer.isFinished { Thread.sleep(forTimeInterval: 0.005) }

        let copy = try SQLiteDatabase(path: folder + "/copy.sqlite")
        defer { copy.close() }
        let (a, b) = try copy.read { db in
            (
                try db.queryOne("SELECT COUNT(*) AS n FROM a", [])?.int("n") ?? -1,
                try db.queryOne("SELECT COUNT(*) AS n FROM b", [])?.int("n") ?? -2
            )
        }
        #expect(a == b)
        #expect(a >= 200 && a <= atBackup + 1, "the copy has \(a) rows; \(atBackup) were written when it was taken")
        let live = try database.read { db in try db.queryOne("SELECT COUNT(*) AS n FROM a", [])?.int("n") ?? 0 }
        #expect(live > a, "the writer kept going after the backup")

        // An existing file is never overwritten.
        #expect(throws: DatabaseError.self) { try database.backup(to: folder + "/copy.sqlite") }
    }
}
