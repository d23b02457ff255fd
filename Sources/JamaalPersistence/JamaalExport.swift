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
        let connection = db.connection
        func bodies(_ sql: String, id: String = "id") throws -> [[String: Any]] {
            try connection.query(sql, []).map { row in
                var object = try Self.object(try row.string("body"))
                object["id"] = try row.string(id)
                return object
            }
        }
        var lists: [String: [[String: Any]]] = [:]
        lists["categories"] = try bodies("SELECT id, body FROM categories ORDER BY position, id")
        lists["tasks"] = try bodies("SELECT id, body FROM tasks ORDER BY created_at, id")
        lists["focusSessions"] = try bodies("SELECT id, body FROM focus_sessions ORDER BY day, id")
        lists["carriedOverDismissed"] = try connection.query("SELECT session_id FROM carried_over_dismissed ORDER BY session_id", [])
            .map { ["id": try $0.string("session_id")] }
        lists["dayLevels"] = try connection.query("SELECT day, level FROM day_levels ORDER BY day", []).map {
            ["id": try $0.string("day"), "day": try $0.string("day"), "level": try $0.string("level")]
        }
        lists["habits"] = try bodies("SELECT id, body FROM habits ORDER BY position, id")
        lists["habitGroups"] = try bodies("SELECT id, body FROM habit_groups ORDER BY position, id")
        lists["habitEntries"] = try bodies("SELECT id, body FROM habit_entries ORDER BY day, rowid")
        lists["anchorRules"] = try connection.query("SELECT id, body FROM anchor_rules ORDER BY position, id", []).map { row in
            let bytes = try anchorBytes(row)
            var object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] ?? [:]
            if object.isEmpty { object["storedBytes"] = Data(bytes).base64EncodedString() }
            object["id"] = try row.string("id")
            return object
        }
        lists["anchorMarks"] = try bodies("SELECT id, body FROM anchor_marks ORDER BY at, id")
        lists["nightPlanningSessions"] = try connection.query("SELECT day, flow, body FROM night_sessions ORDER BY day, flow", []).map {
            var object = try Self.object(try $0.string("body"))
            object["id"] = "\(try $0.string("day"))/\(try $0.string("flow"))"
            return object
        }
        lists["eveningMarks"] = try connection.query("SELECT name, value FROM evening_marks ORDER BY name", []).map {
            ["id": try $0.string("name"), "value": try $0.string("value")]
        }
        lists["dayRecords"] = try bodies("SELECT day, body FROM day_records ORDER BY day", id: "day")

        var person: Any = NSNull()
        if let body = try connection.queryOne("SELECT body FROM person WHERE id = 'me'", []) {
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

    /// Imports an export into an empty store, in the caller's transaction: every record is read by this version first,
    /// so a file it cannot read (another format, a newer schema, a broken record) is refused whole and nothing is kept.
    public static func importDocument(_ data: Data, into db: StoreConnection) throws {
        guard try db.person() == nil else {
            throw ImportError(message: "This device already has data: an export is imported only into an empty store.")
        }
        guard let document = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let manifest = document["manifest"] as? [String: Any], manifest["app"] as? String == "Jamaal"
        else { throw ImportError(message: "This is not a Jamaal export (no manifest).") }
        guard let version = manifest["schemaVersion"] as? Int, version == schemaVersion else {
            throw ImportError(
                message:
                    "This export has schema version \(manifest["schemaVersion"] ?? "none"); this Jamaal reads version \(schemaVersion).")
        }
        func list(_ name: String) throws -> [[String: Any]] {
            guard let records = document[name] as? [[String: Any]] else {
                throw ImportError(message: "The export's “\(name)” is missing or not a list.")
            }
            return records
        }
        func decode<T: Decodable>(_ type: T.Type, _ record: [String: Any], in name: String) throws -> T {
            let bytes = try JSONSerialization.data(withJSONObject: record)
            do {
                return try JSONDecoder().decode(type, from: bytes)
            } catch {
                throw ImportError(message: "A record in “\(name)” (\(record["id"] ?? "no id")) cannot be read: \(error)")
            }
        }
        guard let personRecord = document["person"] as? [String: Any] else {
            throw ImportError(message: "The export has no person.")
        }
        let person = try decode(Person.self, personRecord, in: "person")
        try db.save(person)
        let clock = person.clock
        try db.save(CategoryList(try list("categories").map { try decode(Category.self, $0, in: "categories") }))
        for record in try list("tasks") { try db.save(try decode(TaskItem.self, record, in: "tasks"), clock: clock) }
        for record in try list("focusSessions") { try db.save(try decode(FocusSession.self, record, in: "focusSessions")) }
        for record in try list("carriedOverDismissed") {
            guard let id = record["id"] as? String else { throw ImportError(message: "A dismissed carried-over row has no id.") }
            try db.dismissCarriedOver(ID(id))
        }
        for record in try list("dayLevels") {
            guard let day = (record["day"] as? String).flatMap(LocalDate.init(iso:)),
                let level = (record["level"] as? String).flatMap(CapacityLevel.init(rawValue:))
            else { throw ImportError(message: "A day level (\(record["id"] ?? "no id")) cannot be read.") }
            try db.setLevel(level, on: day)
        }
        for record in try list("habits") { try db.save(try decode(Habit.self, record, in: "habits")) }
        for record in try list("habitGroups") { try db.save(try decode(HabitGroup.self, record, in: "habitGroups")) }
        for record in try list("habitEntries") { try db.save(try decode(HabitEntry.self, record, in: "habitEntries")) }
        for record in try list("anchorRules") {
            guard let id = record["id"] as? String else { throw ImportError(message: "An Anchor rule has no id.") }
            let bytes: Data
            if let stored = record["storedBytes"] as? String, let raw = Data(base64Encoded: stored) {
                bytes = raw  // bytes that were not JSON travel as they were stored
            } else {
                bytes = try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
            }
            try db.save(AnchorRuleCoding.decode(bytes, storedID: ID(id)))
        }
        for record in try list("anchorMarks") { try db.append(try decode(AnchorMark.self, record, in: "anchorMarks")) }
        for record in try list("nightPlanningSessions") {
            try db.save(try decode(NightPlanningSession.self, record, in: "nightPlanningSessions"))
        }
        for record in try list("eveningMarks") {
            guard let name = (record["id"] as? String).flatMap(EveningMark.init(rawValue:)), let value = record["value"] as? String else {
                continue  // a mark this version does not know: nothing depends on it
            }
            try db.setMark(name, to: value)
        }
        for record in try list("dayRecords") { try db.saveOnce(try decode(DayRecord.self, record, in: "dayRecords")) }
        // An imported person was onboarded on the device they came from (OB-03's Welcome back skips onboarding).
        try db.save(OnboardingProgress.completed(at: person.createdAt))
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
            counts[name] = try db.connection.queryOne("SELECT COUNT(*) AS n FROM \(table)", [])?.int("n") ?? 0
        }
        return counts
    }

    /// ST-08's "Delete my data": every record of the person, in the caller's transaction — the next open is a first
    /// launch. The store's own secrets (the CSRF key) and its schema stay.
    public static func deleteEverything(_ db: StoreConnection) throws {
        for table in [
            "person", "categories", "tasks", "focus_sessions", "carried_over_dismissed", "day_levels", "habits", "habit_groups",
            "habit_entries", "anchor_rules", "anchor_marks", "night_sessions", "evening_marks", "day_records", "onboarding",
        ] {
            try db.connection.execute("DELETE FROM \(table)", [])
        }
        try db.forgetHandledReminders()
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
