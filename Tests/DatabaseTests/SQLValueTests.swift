import Database
import Foundation
import Testing

@Suite("SQLValue and Row")
struct SQLValueTests {
    @Test func literalsAndInitialisers() {
        let values: [SQLValue] = [42, 1.5, "text", true, false, nil]
        #expect(values == [.integer(42), .real(1.5), .text("text"), .integer(1), .integer(0), .null])
        #expect(SQLValue(Optional<String>.none) == .null)
        #expect(SQLValue(Optional("x")) == .text("x"))
        #expect(SQLValue(Optional<Int>.none) == .null)
        #expect(SQLValue([UInt8]([1, 2])) == .blob([1, 2]))
        #expect(SQLValue(Data([3])) == .blob([3]))
    }

    @Test func datesAreWholeMilliseconds() {
        let date = Date(timeIntervalSince1970: 1_700_000_000.123_4)
        #expect(SQLValue(date) == .integer(1_700_000_000_123))
        #expect(SQLValue(Date(timeIntervalSince1970: 0.000_6)) == .integer(1))
        #expect(SQLValue.date(milliseconds: 1_500) == Date(timeIntervalSince1970: 1.5))
        #expect(SQLValue(Date(timeIntervalSince1970: -1.5)) == .integer(-1_500))
    }

    @Test func rowAccessors() throws {
        let row = Row(
            columns: ["id", "n", "r", "flag", "at", "data", "missing_value"],
            values: ["a", 7, 2.0, 1, .integer(1_500), .blob([9]), nil])
        #expect(try row.string("id") == "a")
        #expect(try row.int("n") == 7)
        #expect(try row.int64("n") == 7)
        #expect(try row.int("r") == 2)  // integral real (PostgreSQL numeric) reads as Int
        #expect(try row.double("n") == 7.0)
        #expect(try row.bool("flag"))
        #expect(try row.date("at") == Date(timeIntervalSince1970: 1.5))
        #expect(try row.bytes("data") == [9])
        #expect(try row.optionalString("missing_value") == nil)
        #expect(try row.optionalInt("missing_value") == nil)
        #expect(try row.optionalDate("missing_value") == nil)
        #expect(row["ID"] == "a")  // case-insensitive fallback
        #expect(row["nope"] == .null)
        #expect(row.columns.count == 7)
    }

    @Test func rowErrorsNameTheColumn() {
        let row = Row(columns: ["name", "empty"], values: ["x", nil])
        let mismatch = #expect(throws: DatabaseError.self) { try row.int("name") }
        #expect(mismatch?.kind == .typeMismatch)
        #expect(mismatch?.message.contains("name") == true)
        let missing = #expect(throws: DatabaseError.self) { try row.string("other") }
        #expect(missing?.kind == .notFound)
        #expect(missing?.message.contains("other") == true)
        let null = #expect(throws: DatabaseError.self) { try row.string("empty") }
        #expect(null?.kind == .typeMismatch)
        #expect(null?.message.contains("empty") == true)
        #expect(throws: DatabaseError.self) { try Row(columns: ["r"], values: [1.5]).int("r") }
    }

    @Test func migrationPicksDialectSQL() {
        let same = Migration(version: 1, name: "a", sql: "X")
        #expect(same.sql(for: .sqlite) == "X" && same.sql(for: .postgres) == "X")
        let split = Migration(version: 2, name: "b", sqlite: "S", postgres: "P")
        #expect(split.sql(for: .sqlite) == "S" && split.sql(for: .postgres) == "P")
    }
}
