import Database
import DatabaseTestSupport
import Foundation
import JamaalPersistence
import Testing

/// #42's second lock, on PostgreSQL: a person's transaction runs as `jamaal_person` with `jamaal.person` set, and the
/// owned tables' policies keep it to that person's rows — even for a statement that names no owner at all, or names
/// another. (SQLite has no row-level security: there the first lock, every statement's `:me`, is the only one.)
@Suite(
    "Jamaal row-level security on PostgreSQL",
    .enabled(if: TestDatabase.kind == .postgres, "PostgreSQL only: SQLite has no row-level security"))
struct RowLevelSecurityTests {
    @Test("Every owned table has row-level security with its policy")
    func everyOwnedTableIsLocked() throws {
        let app = try JamaalTestApp()
        let locked = try app.env.database.read { db in
            try db.query(
                """
                SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = current_schema() AND c.relrowsecurity
                  AND EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid)
                """, []
            ).map { try $0.string("name") }
        }
        #expect(Set(JamaalSchema.ownedTables).subtracting(locked).isEmpty, "unlocked: \(Set(JamaalSchema.ownedTables).subtracting(locked))")
    }

    @Test("A person's transaction sees and writes only their rows, whatever its SQL says")
    func secondLock() throws {
        let app = try JamaalTestApp()  // the demo person owns tasks, habits, Anchors…
        let other = try app.env.people.create(email: "other@jamaal.test", passwordHash: "x", now: app.env.now)
        func asPerson<T>(_ person: String, _ body: (any SQLConnection) throws -> T) throws -> T {
            try app.env.database.write { db in
                _ = try db.queryOne(
                    "SELECT set_config('role', $1, true) AS r, set_config('jamaal.person', $2, true) AS p",
                    [.text(JamaalSchema.personRole), .text(person)])
                return try body(db)
            }
        }
        let everyone = try app.env.database.read { try $0.queryOne("SELECT COUNT(*) AS n FROM tasks", [])?.int("n") ?? 0 }
        #expect(everyone > 5)
        // No owner in the SQL: the other person still sees none of the demo person's rows.
        for table in JamaalSchema.ownedTables {
            let seen = try asPerson(other.rawValue) { try $0.queryOne("SELECT COUNT(*) AS n FROM \(table)", [])?.int("n") ?? 0 }
            #expect(seen == 0, "\(table): \(seen) rows of another person")
        }
        #expect(try asPerson("me") { try $0.queryOne("SELECT COUNT(*) AS n FROM tasks", [])?.int("n") ?? 0 } == everyone)
        // Nor change them, nor write a row in their name.
        #expect(try asPerson(other.rawValue) { try $0.execute("UPDATE tasks SET body = '{}'", []) } == 0)
        #expect(try asPerson(other.rawValue) { try $0.execute("DELETE FROM habits", []) } == 0)
        #expect(throws: DatabaseError.self) {
            try asPerson(other.rawValue) {
                try $0.execute(
                    "INSERT INTO tasks (person_id, id, status, created_at, body) VALUES ('me', 'planted', 'open', 0, '{}')", [])
            }
        }
        #expect(try app.env.database.read { try $0.queryOne("SELECT COUNT(*) AS n FROM tasks", [])?.int("n") ?? 0 } == everyone)
        // Without a person set, nothing at all.
        #expect(try asPerson("") { try $0.queryOne("SELECT COUNT(*) AS n FROM person", [])?.int("n") ?? 0 } == 0)
    }
}
