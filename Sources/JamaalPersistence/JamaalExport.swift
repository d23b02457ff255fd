import Calendar
import Database
import Foundation
import Identifiers
import JamaalCore

/// ST-08's "Export my data": everything the person has in one JSON document, and its import into an empty store.
///
/// The format is `docs/jamaal-export.schema.json` (JSON Schema, versioned by ``schemaVersion``; described in
/// `docs/jamaal-export.md`): a `manifest` (app, app version, schema version, export instant, a count per list) and one
/// array per kind of record — every list always an array, every record an object with its `id`, history included
/// (task deferrals inside each task, focus sessions, habit entries, Anchor marks, Night Planning sessions, day records).
/// A record is the stored body as it is, so data a newer version wrote travels too.
///
///     let data = try store.read { try JamaalExport.document($0, appVersion: "1.0", exportedAt: now) }
///     try store.write { try JamaalExport.importDocument(data, into: $0) }
public enum JamaalExport {
    /// The format's version; a change to it is a new version of the schema file.
    public static let schemaVersion = 1

    /// Why a file cannot be imported (nothing is written).
    public struct ImportError: Error, Equatable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// The lists, in the document's order (and the order they are imported in).
    public static let lists = [
        "categories", "tasks", "focusSessions", "carriedOverDismissed", "dayLevels", "habits", "habitGroups", "habitEntries",
        "anchorRules", "anchorMarks", "nightPlanningSessions", "eveningMarks", "dayRecords",
    ]

    /// The whole export as JSON bytes (keys sorted, indented).
    public static func document(_ db: StoreConnection, appVersion: String, exportedAt: Date) throws -> Data {
        let connection = db
        func bodies(_ sql: String, id: String = "id") throws -> [[String: Any]] {
            try connection.query(sql, []).map { row in
                var object = try Self.object(try row.string("body"))
                object["id"] = try row.string(id)
                return object
            }
        }
        var lists: [String: [[String: Any]]] = [:]
        lists["categories"] = try bodies("SELECT id, body FROM categories WHERE person_id = :me ORDER BY position, id")
        lists["tasks"] = try bodies("SELECT id, body FROM tasks WHERE person_id = :me ORDER BY created_at, id")
        lists["focusSessions"] = try bodies("SELECT id, body FROM focus_sessions WHERE person_id = :me ORDER BY day, id")
        lists["carriedOverDismissed"] = try connection.query(
            "SELECT session_id FROM carried_over_dismissed WHERE person_id = :me ORDER BY session_id", []
        )
        .map { ["id": try $0.string("session_id")] }
        lists["dayLevels"] = try connection.query("SELECT day, level FROM day_levels WHERE person_id = :me ORDER BY day", []).map {
            ["id": try $0.string("day"), "day": try $0.string("day"), "level": try $0.string("level")]
        }
        lists["habits"] = try bodies("SELECT id, body FROM habits WHERE person_id = :me ORDER BY position, id")
        lists["habitGroups"] = try bodies("SELECT id, body FROM habit_groups WHERE person_id = :me ORDER BY position, id")
        lists["habitEntries"] = try bodies("SELECT id, body FROM habit_entries WHERE person_id = :me ORDER BY day, \(db.writeOrder)")
        lists["anchorRules"] = try connection.query("SELECT id, body FROM anchor_rules WHERE person_id = :me ORDER BY position, id", []).map
        { row in
            let bytes = try anchorBytes(row)
            var object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] ?? [:]
            if object.isEmpty { object["storedBytes"] = Data(bytes).base64EncodedString() }
            object["id"] = try row.string("id")
            return object
        }
        lists["anchorMarks"] = try bodies("SELECT id, body FROM anchor_marks WHERE person_id = :me ORDER BY at, id")
        lists["nightPlanningSessions"] = try connection.query(
            "SELECT day, flow, body FROM night_sessions WHERE person_id = :me ORDER BY day, flow", []
        ).map {
            var object = try Self.object(try $0.string("body"))
            object["id"] = "\(try $0.string("day"))/\(try $0.string("flow"))"
            return object
        }
        lists["eveningMarks"] = try connection.query("SELECT name, value FROM evening_marks WHERE person_id = :me ORDER BY name", []).map {
            ["id": try $0.string("name"), "value": try $0.string("value")]
        }
        lists["dayRecords"] = try bodies("SELECT day, body FROM day_records WHERE person_id = :me ORDER BY day", id: "day")

        var person: Any = NSNull()
        if let body = try connection.queryOne("SELECT body FROM person WHERE person_id = :me", []) {
            var object = try Self.object(try body.string("body"))
            object["id"] = "me"
            person = object
        }
        var counts: [String: Int] = [:]
        for name in Self.lists { counts[name] = lists[name]?.count ?? 0 }
        let manifest: [String: Any] = [
            "app": "Jamaal", "appVersion": appVersion, "schemaVersion": schemaVersion,
            "exportedAt": ISO8601.format(exportedAt), "counts": counts,
        ]
        var document: [String: Any] = ["manifest": manifest, "person": person]
        for (name, records) in lists { document[name] = records }
        return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    }

    /// Imports an export into an empty store, in the caller's transaction: every record is read by this version and
    /// held to the bounds its form enforces (``BoundsChecked``: efforts, minutes, the normal day, adjustments, days,
    /// instants between 1970 and 9999, counts) before anything is written, so a file it cannot read (another format, a
    /// newer schema, a broken record, a value no form accepts) is refused whole, naming the record and the field
    /// ("tasks[3].effort: …"), and nothing is kept.
    public static func importDocument(_ data: Data, into db: StoreConnection) throws {
        guard try db.person() == nil, try !db.hasUnreadablePerson() else {
            throw ImportError(message: "This device already has data: an export is imported only into an empty store.")
        }
        let records = try ImportedRecords(data)
        try db.save(records.person)
        let clock = records.person.clock
        try db.save(CategoryList(records.categories))
        for task in records.tasks { try db.save(task, clock: clock) }
        for session in records.focusSessions { try db.save(session) }
        for id in records.carriedOverDismissed { try db.dismissCarriedOver(id) }
        for (day, level) in records.dayLevels { try db.setLevel(level, on: day) }
        for habit in records.habits { try db.save(habit) }
        for group in records.habitGroups { try db.save(group) }
        for entry in records.habitEntries { try db.save(entry) }
        for rule in records.anchorRules { try db.save(rule) }
        for mark in records.anchorMarks { try db.append(mark) }
        for session in records.nightPlanningSessions { try db.save(session) }
        for (mark, value) in records.eveningMarks { try db.setMark(mark, to: value) }
        for record in records.dayRecords { try db.saveOnce(record) }
        // An imported person was onboarded on the device they came from (OB-03's Welcome back skips onboarding).
        try db.save(OnboardingProgress.completed(at: records.person.createdAt))
    }

    /// How many records each list of the export would hold (ST-08's "Kept on this device"), by counting.
    public static func counts(_ db: StoreConnection) throws -> [String: Int] {
        let tables: [String: String] = [
            "categories": "categories", "tasks": "tasks", "focusSessions": "focus_sessions",
            "carriedOverDismissed": "carried_over_dismissed", "dayLevels": "day_levels", "habits": "habits",
            "habitGroups": "habit_groups", "habitEntries": "habit_entries", "anchorRules": "anchor_rules",
            "anchorMarks": "anchor_marks", "nightPlanningSessions": "night_sessions", "eveningMarks": "evening_marks",
            "dayRecords": "day_records",
        ]
        var counts: [String: Int] = [:]
        for (name, table) in tables {
            counts[name] = try db.queryOne("SELECT COUNT(*) AS n FROM \(table) WHERE person_id = :me", [])?.int("n") ?? 0
        }
        return counts
    }

    /// ST-08's "Delete my data": every row the person owns, in every owned table, in the caller's transaction
    /// (``StoreConnection/deletePerson()`` removes their account and devices with it). Nobody else's row
    /// is touched: every statement is the owner's.
    public static func deleteEverything(_ db: StoreConnection) throws {
        for table in JamaalSchema.ownedTables {
            try db.execute("DELETE FROM \(table) WHERE person_id = :me", [])
        }
    }

    static func object(_ body: String) throws -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? ["unreadableBody": body]
    }

    static func anchorBytes(_ row: Row) throws -> [UInt8] {
        switch try row.value("body") {
        case .blob(let bytes): bytes
        case .text(let text): Array(text.utf8)
        default: []
        }
    }
}
