import Database
import Foundation
import JamaalApp
import JamaalCore
import JamaalDemo
import JamaalPersistence
import Testing

/// Migration 200 (#42): a store of the single-person Jamaal keeps every row, each now owned by the first person, in the
/// order it had; another person sees none of it; the owner claims it by setting an email and a password.
@Suite("Jamaal: a single-person store becomes the first person's")
struct PeopleMigrationTests {
    /// The tables migration 200 rebuilds and the columns their rows are copied through (before and after).
    static let copied: [(table: String, columns: String)] = [
        ("tasks", "id, status, day, closed_day, created_at, body"), ("focus_sessions", "id, live, day, subject_id, body"),
        ("day_levels", "day, level"), ("categories", "id, position, body"), ("habits", "id, position, archived, body"),
        ("habit_entries", "id, habit_id, day, body"), ("habit_groups", "id, position, body"),
        ("anchor_rules", "id, position, archived, body"), ("anchor_marks", "id, rule_id, instance_id, instance_day, at, body"),
        ("night_sessions", "day, flow, confirmed, body"), ("evening_marks", "name, value"), ("day_records", "day, body"),
        ("opened_days", "day"),
    ]

    @Test("Every row of a version-100 store is kept, owned by the first person, in its order; nobody else sees it")
    func legacyStore() throws {
        // The demo as the current version stores it, to copy its rows into a store of the version before.
        // (On SQLite whichever engine the run tests: the stores carried over are the single-person Jamaal's SQLite files.)
        let source = try JamaalTestApp(database: try SQLiteDatabase(path: ":memory:", poolSize: 1))
        _ = source.client().get("/today")
        let expected = try source.env.store.read { try JamaalExport.document($0, appVersion: "test", exportedAt: JamaalTestApp.demoNow) }

        let path = NSTemporaryDirectory() + "jamaal-v100-\(UUID().uuidString).sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let legacy = try SQLiteDatabase(path: path)
        try Migrator.migrate(legacy, JamaalSchema.migrations.filter { $0.version < 200 }, now: JamaalTestApp.demoNow)
        try source.env.database.read { from in
            try legacy.write { to in
                for (table, columns) in Self.copied {
                    let order = table == "habit_entries" ? " ORDER BY rowid" : ""
                    for row in try from.query("SELECT \(columns) FROM \(table)\(order)", []) {
                        let names = columns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                        let values = try names.map { try row.value($0) }
                        let placeholders = (1...names.count).map { "$\($0)" }.joined(separator: ", ")
                        try to.execute("INSERT INTO \(table) (\(columns)) VALUES (\(placeholders))", values)
                    }
                }
                let person = try from.queryOne("SELECT body FROM person", [])?.string("body") ?? ""
                try to.execute("INSERT INTO person (id, body) VALUES ('me', $1)", [.text(person)])
                let onboarding = try from.queryOne("SELECT completed, body FROM onboarding", [])
                try to.execute(
                    "INSERT INTO onboarding (id, completed, body) VALUES ('me', $1, $2)",
                    [try onboarding?.value("completed") ?? .integer(1), try onboarding?.value("body") ?? .text("{}")])
                let started = try from.queryOne("SELECT started_at FROM trial_start", [])?.value("started_at") ?? .null
                try to.execute("INSERT INTO trial_start (id, started_at) VALUES ('device', $1)", [started])
            }
        }
        legacy.close()

        let app = try JamaalTestApp(demo: false, database: try SQLiteDatabase(path: path), account: false)
        let migrated = try app.env.store.read { try JamaalExport.document($0, appVersion: "test", exportedAt: JamaalTestApp.demoNow) }
        #expect(migrated == expected, "the first person's export after migration is the one before")
        #expect(try app.env.store.read { try $0.trialStart() } == source.env.store.read { try $0.trialStart() })
        #expect(try app.env.people.hasUnclaimedFirstPerson())
        let stranger = try app.env.people.create(email: "new@jamaal.test", passwordHash: "x", now: JamaalTestApp.demoNow)
        #expect(try app.env.store(for: stranger).read { try JamaalExport.counts($0) }.values.allSatisfy { $0 == 0 })
        #expect(try app.env.store(for: stranger).read { try $0.person() } == nil)
    }
}
