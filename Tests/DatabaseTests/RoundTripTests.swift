import Database
import DatabaseTestSupport
import Foundation
import Testing

@Suite("Values round-trip through the database")
struct RoundTripTests {
    private func makeTable() throws -> any Database {
        let db = try TestDatabase.make()
        try db.write { conn in
            try conn.executeScript(
                """
                CREATE TABLE vals (
                    id TEXT PRIMARY KEY, i BIGINT, r DOUBLE PRECISION, t TEXT, b \(blobType(db)), flag INTEGER, at BIGINT
                );
                """)
        }
        return db
    }

    private func store(
        _ db: any Database, _ id: String, i: SQLValue = nil, r: SQLValue = nil, t: SQLValue = nil,
        b: SQLValue = nil, flag: SQLValue = nil, at: SQLValue = nil
    ) throws -> Row {
        try db.write { conn in
            try conn.execute(
                "INSERT INTO vals (id, i, r, t, b, flag, at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                [.text(id), i, r, t, b, flag, at])
        }
        return try #require(try db.read { try $0.queryOne("SELECT * FROM vals WHERE id = $1", [.text(id)]) })
    }

    @Test func integers() throws {
        let db = try makeTable()
        for (n, value) in [Int64.max, Int64.min, 0, -1, 42].enumerated() {
            let row = try store(db, "i\(n)", i: .integer(value))
            #expect(row["i"] == .integer(value))
            #expect(try row.int64("i") == value)
        }
    }

    @Test func reals() throws {
        let db = try makeTable()
        for (n, value) in [Double.pi, -0.5, 1e300, 1e-300, 0.1, 123_456_789.125].enumerated() {
            let row = try store(db, "r\(n)", r: .real(value))
            #expect(row["r"] == .real(value))
        }
    }

    @Test(arguments: [
        "", "plain", "\u{0628}\u{0650}\u{0633}\u{0652}\u{0645}\u{0650} \u{0671}\u{0644}\u{0644}\u{0651}\u{064E}\u{0647}\u{0650}",
        "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467} family", "e\u{301} combining", "\u{6F22}\u{5B57} \u{304B}\u{306A}", "line\nbreak\ttab",
    ])
    func unicodeText(_ text: String) throws {
        let db = try makeTable()
        let row = try store(db, "t", t: .text(text))
        #expect(try row.string("t") == text)
        #expect(try row.string("t").unicodeScalars.elementsEqual(text.unicodeScalars))
    }

    @Test func nullsInEveryColumn() throws {
        let db = try makeTable()
        let row = try store(db, "nulls")
        for column in ["i", "r", "t", "b", "flag", "at"] {
            #expect(row[column] == .null)
        }
        #expect(try row.optionalString("t") == nil)
        #expect(try row.optionalBytes("b") == nil)
        #expect(try row.optionalBool("flag") == nil)
    }

    @Test func blobsSmallEmptyAndLarge() throws {
        let db = try makeTable()
        var generator = SystemRandomNumberGenerator()
        let large = (0..<(2 * 1024 * 1024)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for (id, bytes) in [("empty", [UInt8]()), ("all", (0...255).map(UInt8.init)), ("zeros", [0, 0, 0]), ("large", large)] {
            let row = try store(db, id, b: .blob(bytes))
            #expect(try row.bytes("b") == bytes, "blob \(id)")
        }
    }

    @Test func datesAndBooleans() throws {
        let db = try makeTable()
        let date = SQLValue.date(milliseconds: 1_700_000_000_123)
        let row = try store(db, "d", flag: true, at: SQLValue(date))
        #expect(try row.date("at") == date)
        #expect(row["at"] == .integer(1_700_000_000_123))
        #expect(try row.bool("flag"))
        let old = try store(db, "old", flag: false, at: SQLValue(SQLValue.date(milliseconds: -86_400_000)))
        #expect(try old.date("at") == Date(timeIntervalSince1970: -86_400))
        #expect(try old.bool("flag") == false)
    }

    @Test func sqlMetacharactersAreStoredVerbatim() throws {
        let db = try makeTable()
        let nasty = [
            "Robert'); DROP TABLE vals;--", "' OR '1'='1", "$1", "$2 $1 ?", "%_\\", "\\x00ff", "\"quoted\"", "a;b;c",
            "/* comment */", "E'\\n'",
        ]
        for (n, text) in nasty.enumerated() {
            let row = try store(db, "id-\(text)", t: .text(text))
            #expect(try row.string("t") == text, "value \(n)")
            #expect(try row.string("id") == "id-\(text)")
        }
        let count = try db.read { try $0.queryOne("SELECT COUNT(*) AS n FROM vals", [])?.int("n") }
        #expect(count == nasty.count)
        let found = try db.read { try $0.query("SELECT id FROM vals WHERE t = $1", ["' OR '1'='1"]) }
        #expect(found.count == 1)
    }

    @Test func repeatedAndReorderedParameters() throws {
        let db = try makeTable()
        try db.write { try $0.execute("INSERT INTO vals (id, t, i) VALUES ($2, $1, $3)", ["text", "x", 5]) }
        let rows = try db.read { conn in
            try conn.query("SELECT id FROM vals WHERE t = $1 OR id = $1 OR i = $2", ["text", 5])
        }
        #expect(rows.map { $0["id"] } == ["x"])
        let counted = try db.read { try $0.queryOne("SELECT COUNT(*) AS n, SUM(i) AS s FROM vals", []) }
        #expect(try counted?.int("n") == 1)
        #expect(try counted?.int("s") == 5)
    }

    @Test func executeReportsRowsAffected() throws {
        let db = try makeTable()
        for n in 0..<3 { _ = try store(db, "row\(n)", i: .integer(Int64(n))) }
        let updated = try db.write { try $0.execute("UPDATE vals SET t = $1 WHERE i >= $2", ["big", 1]) }
        #expect(updated == 2)
        let none = try db.write { try $0.execute("DELETE FROM vals WHERE id = $1", ["nope"]) }
        #expect(none == 0)
        let deleted = try db.write { try $0.execute("DELETE FROM vals", []) }
        #expect(deleted == 3)
    }
}

@Suite("Convenience overloads")
struct ConvenienceTests {
    @Test func variadicParametersAndOptionalInitialisers() throws {
        let db = try TestDatabase.make()
        try db.write { try $0.executeScript("CREATE TABLE people (id TEXT PRIMARY KEY, nickname TEXT, age INTEGER)") }
        let nickname: String? = nil
        let age: Int? = 40
        try db.write {
            try $0.execute("INSERT INTO people (id, nickname, age) VALUES ($1, $2, $3)", "p1", SQLValue(nickname), SQLValue(age))
        }
        let row = try #require(try db.read { try $0.queryOne("SELECT * FROM people WHERE id = $1", "p1") })
        #expect(try row.optionalString("nickname") == nil)
        #expect(try row.optionalInt("age") == 40)
        let all = try db.read { try $0.query("SELECT id FROM people") }
        #expect(all.count == 1)
    }
}
