import Calendar
import Foundation
import Identifiers
import JamaalCore

/// An export read whole before anything of it is written: every record decoded by this version and held to the bounds
/// its form enforces (``BoundsChecked``). The first record that fails refuses the file with
/// ``JamaalExport/ImportError``, naming the list, the record's index and the field: "tasks[3].effort: Choose an effort
/// between 5 minutes and 12 hours."
///
///     let records = try ImportedRecords(data)   // throws JamaalExport.ImportError
struct ImportedRecords {
    var person: Person
    var categories: [Category] = []
    var tasks: [TaskItem] = []
    var focusSessions: [FocusSession] = []
    var carriedOverDismissed: [ID<FocusSession>] = []
    var dayLevels: [(LocalDate, CapacityLevel)] = []
    var habits: [Habit] = []
    var habitGroups: [HabitGroup] = []
    var habitEntries: [HabitEntry] = []
    var anchorRules: [AnchorRule] = []
    var anchorMarks: [AnchorMark] = []
    var nightPlanningSessions: [NightPlanningSession] = []
    var eveningMarks: [(EveningMark, String)] = []
    var dayRecords: [DayRecord] = []

    typealias ImportError = JamaalExport.ImportError

    init(_ data: Data) throws {
        guard let document = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let manifest = document["manifest"] as? [String: Any], manifest["app"] as? String == "Jamaal"
        else { throw ImportError(message: "This is not a Jamaal export (no manifest).") }
        guard let version = manifest["schemaVersion"] as? Int, version == JamaalExport.schemaVersion else {
            throw ImportError(
                message:
                    "This export has schema version \(manifest["schemaVersion"] ?? "none"); this Jamaal reads version \(JamaalExport.schemaVersion)."
            )
        }
        func list(_ name: String) throws -> [[String: Any]] {
            guard let records = document[name] as? [[String: Any]] else {
                throw ImportError(message: "The export's “\(name)” is missing or not a list.")
            }
            return records
        }
        /// Every record of list `name`, decoded and checked.
        func read<T: Decodable>(_ type: T.Type, _ name: String) throws -> [T] {
            try list(name).enumerated().map { index, record in try Self.decode(type, record, at: "\(name)[\(index)]") }
        }
        guard let personRecord = document["person"] as? [String: Any] else {
            throw ImportError(message: "The export has no person.")
        }
        person = try Self.decode(Person.self, personRecord, at: "person")
        categories = try read(Category.self, "categories")
        tasks = try read(TaskItem.self, "tasks")
        focusSessions = try read(FocusSession.self, "focusSessions")
        for (index, record) in try list("carriedOverDismissed").enumerated() {
            guard let id = record["id"] as? String else { throw ImportError(message: "carriedOverDismissed[\(index)].id: it is missing.") }
            carriedOverDismissed.append(ID(id))
        }
        for (index, record) in try list("dayLevels").enumerated() {
            let at = "dayLevels[\(index)]"
            guard let day = (record["day"] as? String).flatMap(LocalDate.init(iso:)) else {
                throw ImportError(message: "\(at).day: write the day as year-month-day, like 2026-11-29.")
            }
            try Self.check(at) { () throws(BoundsProblem) in try StoredBounds.day(day, "day") }
            guard let level = (record["level"] as? String).flatMap(CapacityLevel.init(rawValue:)) else {
                throw ImportError(message: "\(at).level: it has to be light, steady, full or stretch.")
            }
            dayLevels.append((day, level))
        }
        habits = try read(Habit.self, "habits")
        habitGroups = try read(HabitGroup.self, "habitGroups")
        habitEntries = try read(HabitEntry.self, "habitEntries")
        for (index, record) in try list("anchorRules").enumerated() {
            anchorRules.append(try Self.anchorRule(record, at: "anchorRules[\(index)]"))
        }
        anchorMarks = try read(AnchorMark.self, "anchorMarks")
        nightPlanningSessions = try read(NightPlanningSession.self, "nightPlanningSessions")
        for record in try list("eveningMarks") {
            guard let name = (record["id"] as? String).flatMap(EveningMark.init(rawValue:)), let value = record["value"] as? String else {
                continue  // a mark this version does not know: nothing depends on it
            }
            eveningMarks.append((name, value))
        }
        dayRecords = try read(DayRecord.self, "dayRecords")
        let counts = manifest["counts"] as? [String: Any] ?? [:]
        for name in JamaalExport.lists {
            let listed = try list(name).count
            guard let count = counts[name] as? Int, count == listed else {
                throw ImportError(message: "manifest.counts.\(name): the export holds \(listed) and says \(counts[name] ?? "nothing").")
            }
        }
    }

    /// One record as this version reads it, then held to its bounds; a refusal names `path` and the field.
    static func decode<T: Decodable>(_ type: T.Type, _ record: [String: Any], at path: String) throws -> T {
        if let (field, number) = outsideEveryBound(record, at: path) {
            throw ImportError(message: "\(field): \(number) is outside every range Jamaal keeps.")
        }
        let value: T
        do {
            value = try JSONDecoder().decode(type, from: try JSONSerialization.data(withJSONObject: record))
        } catch let error as DecodingError {
            throw ImportError(message: "A record in \(path) (\(record["id"] ?? "no id")) cannot be read: \(Self.describe(error, at: path))")
        } catch let error as JamaalError {
            throw ImportError(message: "\(path): \(error.message)")
        } catch let error as AnchorError {
            throw ImportError(message: "\(path).\(error.field): \(error.message)")
        }
        if let checked = value as? any BoundsChecked {
            try check(path) { () throws(BoundsProblem) in try checked.checkBounds() }
        }
        return value
    }

    /// The first number in `value` that no field of any record may hold — beyond ±9.2e18 or not finite — and where it
    /// is (the decoder would only say the JSON is not valid). Every bounded field is far inside this.
    static func outsideEveryBound(_ value: Any, at path: String) -> (String, String)? {
        switch value {
        case let object as [String: Any]:
            for (key, child) in object.sorted(by: { $0.key < $1.key }) {
                if let found = outsideEveryBound(child, at: "\(path).\(key)") { return found }
            }
        case let list as [Any]:
            for (index, child) in list.enumerated() {
                if let found = outsideEveryBound(child, at: "\(path)[\(index)]") { return found }
            }
        case let number as NSNumber where (value as? Int) == nil:
            let double = number.doubleValue
            if !double.isFinite || Swift.abs(double) >= 9.2e18 { return (path, "\(number)") }
        default: break
        }
        return nil
    }

    static func check(_ path: String, _ body: () throws(BoundsProblem) -> Void) throws {
        do { try body() } catch { throw ImportError(message: error.under(path).description) }
    }

    /// An Anchor rule: bytes that were not JSON travel as they were stored; a rule of this version is read through the
    /// Anchor forms' checks (a newer version's is kept as one that needs attention).
    static func anchorRule(_ record: [String: Any], at path: String) throws -> AnchorRule {
        guard let id = record["id"] as? String else { throw ImportError(message: "\(path).id: it is missing.") }
        if let (field, number) = outsideEveryBound(record, at: path) {
            throw ImportError(message: "\(field): \(number) is outside every range Jamaal keeps.")
        }
        if let stored = record["storedBytes"] as? String, let raw = Data(base64Encoded: stored) {
            return AnchorRuleCoding.decode(raw, storedID: ID(id))  // kept exactly, shown as needing attention
        }
        let bytes = try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
        do {
            return try AnchorRuleCoding.decodeChecked(bytes, storedID: ID(id))
        } catch let error as AnchorError {
            throw ImportError(message: "\(path).\(Self.kindKey(record)).\(error.field): \(error.message)")
        } catch let error as BoundsProblem {
            throw ImportError(message: error.under(path).description)
        } catch let error as DecodingError {
            throw ImportError(message: "A record in \(path) (\(id)) cannot be read: \(Self.describe(error, at: path))")
        }
    }

    /// The rule's kind object ("prayer", "scheduled", "oneOff") a kind's refusal is inside.
    static func kindKey(_ record: [String: Any]) -> String { record["type"] as? String ?? "type" }

    /// "tasks[3].effort: the number 9223372036854775808 doesn't fit" — the field a decoding error is about, and why.
    static func describe(_ error: DecodingError, at path: String) -> String {
        func field(_ codingPath: [any CodingKey]) -> String {
            codingPath.reduce(path) { text, key in key.intValue.map { "\(text)[\($0)]" } ?? "\(text).\(key.stringValue)" }
        }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(field(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(field(context.codingPath + [key])): it is missing."
        case .dataCorrupted(let context):
            return "\(field(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
