import Database
import Identifiers

/// `jamaal bench-people`'s copying (make bench, #42), across people as ``JamaalPeople`` acts: one person's rows in
/// every owned table, and their account, copied inside PostgreSQL to people `person-000002` … (`INSERT … SELECT … FROM
/// generate_series`), so 10,000 people with a year of history each take minutes, not hours. PostgreSQL only; the
/// database is a throwaway one for the bench.
///
///     let copy = JamaalPeopleBenchCopy(database: database)
///     let indexes = try copy.dropSecondaryIndexes()
///     try copy.copy(from: JamaalPeopleBenchCopy.id(1), to: 2...500, tables: try copy.tables())
///     try copy.make(indexes)
public struct JamaalPeopleBenchCopy: Sendable {
    let database: any Database

    public init(database: any Database) { self.database = database }

    /// Bench person `n`'s id: `person-000042`, in the order they are copied, so each batch lands at the end of every
    /// `(person_id, …)` index instead of all over it.
    public static func id(_ n: Int) -> ID<Person> {
        let digits = String(n)
        return ID("person-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits)
    }

    /// Bench person `n`'s email.
    public static func email(_ n: Int) -> String { "person-\(n)@bench.jamaal.test" }

    /// An owned table and its columns besides `person_id` (and `habit_entries.seq`, numbered afresh in copy order).
    public struct Table: Sendable {
        public let name: String
        let columns: [String]
        let ordered: Bool
    }

    /// Every owned table (``JamaalSchema/ownedTables``) with its columns as the database has them.
    public func tables() throws -> [Table] {
        try database.read { db in
            try JamaalSchema.ownedTables.map { table in
                let rows = try db.query(
                    """
                    SELECT column_name FROM information_schema.columns
                    WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position
                    """, [.text(table)])
                let all = try rows.map { try $0.string("column_name") }
                return Table(name: table, columns: all.filter { $0 != "person_id" && $0 != "seq" }, ordered: all.contains("seq"))
            }
        }
    }

    /// How many rows `person` has in each of `tables`.
    public func rowCounts(of person: ID<Person>, in tables: [Table]) throws -> [String: Int] {
        try database.read { db in
            try tables.reduce(into: [String: Int]()) { counts, table in
                counts[table.name] =
                    try db.queryOne("SELECT COUNT(*) AS n FROM \(table.name) WHERE person_id = $1", [.text(person.rawValue)])?
                    .int("n") ?? 0
            }
        }
    }

    /// Drops the owned tables' indexes that back no constraint (the keys stay) and returns the statements that make them
    /// again: built once over the whole table after copying is faster than row by row.
    public func dropSecondaryIndexes() throws -> [String] {
        try database.write { db in
            let indexes = try db.query(
                """
                SELECT indexname, indexdef FROM pg_indexes i
                WHERE schemaname = current_schema() AND tablename = ANY(string_to_array($1, ','))
                AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
                ORDER BY indexname
                """, [.text(JamaalSchema.ownedTables.joined(separator: ","))]
            ).map { (name: try $0.string("indexname"), definition: try $0.string("indexdef")) }
            for index in indexes { try db.execute("DROP INDEX \"\(index.name)\"", []) }
            return indexes.map(\.definition)
        }
    }

    /// Runs the statements ``dropSecondaryIndexes()`` returned.
    public func make(_ indexes: [String]) throws {
        try database.write { db in for index in indexes { try db.execute(index, []) } }
    }

    /// Copies `first`'s rows in `tables` and their account (same password hash, email ``email(_:)``) to people
    /// `range`, in one transaction; returns the rows added per table (`people` too).
    public func copy(from first: ID<Person>, to range: ClosedRange<Int>, tables: [Table]) throws -> [String: Int] {
        let parameters: [SQLValue] = [.text(first.rawValue), .integer(Int64(range.lowerBound)), .integer(Int64(range.upperBound))]
        return try database.write { db in
            var added: [String: Int] = [:]
            for table in tables {
                let columns = table.columns.map { "\"\($0)\"" }.joined(separator: ", ")
                added[table.name] = try db.execute(
                    """
                    INSERT INTO \(table.name) (person_id, \(columns))
                    SELECT 'person-' || lpad(n::text, 6, '0'), \(columns)
                    FROM \(table.name) CROSS JOIN generate_series($2::bigint, $3::bigint) AS n
                    WHERE person_id = $1\(table.ordered ? " ORDER BY n, seq" : "")
                    """, parameters)
            }
            added["people"] = try db.execute(
                """
                INSERT INTO people (id, email, password_hash, created_at)
                SELECT 'person-' || lpad(n::text, 6, '0'), 'person-' || n || '@bench.jamaal.test', password_hash, created_at
                FROM people CROSS JOIN generate_series($2::bigint, $3::bigint) AS n WHERE id = $1
                """, parameters)
            return added
        }
    }
}
