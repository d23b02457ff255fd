import Database
import DatabaseTestSupport
import Foundation
import Testing

@Suite("Transactions and errors")
struct TransactionTests {
    private func makeDatabase() throws -> any Database {
        let db = try TestDatabase.make()
        try db.write { conn in
            try conn.executeScript(
                """
                CREATE TABLE parents (id TEXT PRIMARY KEY, email TEXT UNIQUE);
                CREATE TABLE children (id TEXT PRIMARY KEY, parent_id TEXT NOT NULL REFERENCES parents (id));
                """)
        }
        return db
    }

    private func count(_ db: any Database, _ table: String) throws -> Int {
        try db.read { try $0.queryOne("SELECT COUNT(*) AS n FROM \(table)", [])?.int("n") ?? -1 }
    }

    @Test func writeCommits() throws {
        let db = try makeDatabase()
        let result = try db.write { conn -> String in
            try conn.execute("INSERT INTO parents (id) VALUES ($1)", ["p1"])
            return "done"
        }
        #expect(result == "done")
        #expect(try count(db, "parents") == 1)
    }

    @Test func writeRollsBackWhenTheBodyThrows() throws {
        let db = try makeDatabase()
        #expect(throws: Boom.self) {
            try db.write { conn in
                try conn.execute("INSERT INTO parents (id) VALUES ($1)", ["p1"])
                try conn.execute("INSERT INTO parents (id) VALUES ($1)", ["p2"])
                throw Boom()
            }
        }
        #expect(try count(db, "parents") == 0)
        // The connection is usable again afterwards.
        try db.write { try $0.execute("INSERT INTO parents (id) VALUES ($1)", ["p3"]) }
        #expect(try count(db, "parents") == 1)
    }

    @Test func writeRollsBackWhenAStatementFails() throws {
        let db = try makeDatabase()
        let error = #expect(throws: DatabaseError.self) {
            try db.write { conn in
                try conn.execute("INSERT INTO parents (id) VALUES ($1)", ["p1"])
                try conn.execute("INSERT INTO nowhere (id) VALUES ($1)", ["p1"])
            }
        }
        #expect(error?.kind == .invalidQuery)
        #expect(try count(db, "parents") == 0)
    }

    @Test func uniqueViolationIsClassified() throws {
        let db = try makeDatabase()
        try db.write { try $0.execute("INSERT INTO parents (id, email) VALUES ($1, $2)", ["p1", "a@example.com"]) }
        let primary = #expect(throws: DatabaseError.self) {
            try db.write { try $0.execute("INSERT INTO parents (id) VALUES ($1)", ["p1"]) }
        }
        #expect(primary?.kind == .uniqueViolation)
        let unique = #expect(throws: DatabaseError.self) {
            try db.write { try $0.execute("INSERT INTO parents (id, email) VALUES ($1, $2)", ["p2", "a@example.com"]) }
        }
        #expect(unique?.kind == .uniqueViolation)
        #expect(unique?.code == (db.dialect == .postgres ? "23505" : "2067"))
        #expect(try count(db, "parents") == 1)
    }

    @Test func foreignKeyViolationIsClassified() throws {
        let db = try makeDatabase()
        let error = #expect(throws: DatabaseError.self) {
            try db.write { try $0.execute("INSERT INTO children (id, parent_id) VALUES ($1, $2)", ["c1", "ghost"]) }
        }
        #expect(error?.kind == .foreignKeyViolation)
    }

    @Test func readRefusesToWrite() throws {
        let db = try makeDatabase()
        #expect(throws: DatabaseError.self) {
            try db.read { try $0.execute("INSERT INTO parents (id) VALUES ($1)", ["p1"]) }
        }
        #expect(try count(db, "parents") == 0)
        try db.write { try $0.execute("INSERT INTO parents (id) VALUES ($1)", ["p1"]) }
        #expect(try count(db, "parents") == 1)
    }

    @Test func invalidSQLAndParameterMistakesThrow() throws {
        let db = try makeDatabase()
        let syntax = #expect(throws: DatabaseError.self) { try db.read { try $0.query("SELEC nonsense", []) } }
        #expect(syntax?.kind == .invalidQuery)
        #expect(throws: DatabaseError.self) {
            try db.read { try $0.query("SELECT id FROM parents WHERE id = $1", []) }
        }
        #expect(throws: DatabaseError.self) {
            try db.write { try $0.execute("INSERT INTO parents (id) VALUES ($1); DELETE FROM parents", ["p1"]) }
        }
        #expect(try count(db, "parents") == 0)
    }

    @Test func queryOneReturnsNilWhenEmpty() throws {
        let db = try makeDatabase()
        let row = try db.read { try $0.queryOne("SELECT id FROM parents WHERE id = $1", ["none"]) }
        #expect(row == nil)
    }

    @Test func closedDatabaseThrows() throws {
        let db = try makeDatabase()
        db.close()
        let error = #expect(throws: DatabaseError.self) { try db.read { _ in 1 } }
        #expect(error?.kind == .connectionFailed)
    }
}

@Suite("Nesting")
struct NestingTests {
    @Test func nestedWriteThrowsInsteadOfDeadlocking() throws {
        let db = try TestDatabase.make()
        try db.write { try $0.executeScript("CREATE TABLE t (x INTEGER)") }
        let error = #expect(throws: DatabaseError.self) {
            try db.write { conn in
                try conn.execute("INSERT INTO t VALUES (1)", [])
                try db.write { try $0.execute("INSERT INTO t VALUES (2)", []) }
            }
        }
        #expect(error?.kind == .invalidQuery)
        let count = try db.read { try $0.queryOne("SELECT COUNT(*) AS n FROM t", [])?.int("n") }
        #expect(count == 0)
        try db.write { try $0.execute("INSERT INTO t VALUES (3)", []) }  // usable afterwards
    }

    @Test func nestedWriteOnAFileDatabaseThrowsToo() throws {
        let (db, _) = try TestDatabase.makeSQLiteFile()
        defer { db.close() }
        #expect(throws: DatabaseError.self) {
            try db.write { _ in try db.write { _ in () } }
        }
        let value = try db.write { _ in try db.read { try $0.queryOne("SELECT 1 AS one", [])?.int("one") } }
        #expect(value == 1)
    }
}
