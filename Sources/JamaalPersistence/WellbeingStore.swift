import Calendar
import Database
import Foundation
import JamaalCore

/// The wellbeing score's stored history (one ``DayRecord`` per closed logical day) and the raw data a range of closed
/// days is built from. Every query reads a bounded range of days through an index, so five years of history cost
/// nothing more than one week of it.
///
///     let records = try db.dayRecords(from: today.adding(days: -14), through: today.adding(days: -1))
extension StoreConnection {
    /// The stored records of days `first`…`last`, oldest first (bodies this version cannot read are left out).
    public func dayRecords(from first: LocalDate, through last: LocalDate) throws -> [DayRecord] {
        try query(
            "SELECT body FROM day_records WHERE person_id = :me AND day >= $1 AND day <= $2 ORDER BY day",
            [.text(first.description), .text(last.description)]
        ).compactMap { StoredBody.decode(DayRecord.self, from: try $0.string("body")) }
    }

    /// The days in `first`…`last` that already have a record (readable or not: a record is never rewritten).
    public func recordedDays(from first: LocalDate, through last: LocalDate) throws -> Set<LocalDate> {
        Set(
            try query(
                "SELECT day FROM day_records WHERE person_id = :me AND day >= $1 AND day <= $2",
                [.text(first.description), .text(last.description)]
            ).compactMap { LocalDate(iso: try $0.string("day")) })
    }

    /// Stores a closed day's record once: a day already recorded keeps its first record.
    public func saveOnce(_ record: DayRecord) throws {
        try execute(
            "INSERT INTO day_records (person_id, day, body) VALUES (:me, $1, $2) ON CONFLICT (person_id, day) DO NOTHING",
            [.text(record.day.description), .text(try StoredBody.encode(record))])
    }

    /// The logical days in `first`…`last` on which Jamaal was opened (Today or Wellbeing loaded).
    public func openedDays(from first: LocalDate, through last: LocalDate) throws -> Set<LocalDate> {
        Set(
            try query(
                "SELECT day FROM opened_days WHERE person_id = :me AND day >= $1 AND day <= $2",
                [.text(first.description), .text(last.description)]
            ).compactMap { LocalDate(iso: try $0.string("day")) })
    }

    /// Notes that Jamaal was opened on logical day `day` (once; again changes nothing).
    public func recordOpened(_ day: LocalDate) throws {
        try execute(
            "INSERT INTO opened_days (person_id, day) VALUES (:me, $1) ON CONFLICT (person_id, day) DO NOTHING", [.text(day.description)])
    }

    /// How many day records are stored (the bench's report).
    public func dayRecordCount() throws -> Int {
        try queryOne("SELECT COUNT(*) AS n FROM day_records WHERE person_id = :me", [])?.int("n") ?? 0
    }

    /// Every task that can touch logical day `first` or later: the open ones, and those done or dropped on `first` or
    /// later (a task closed earlier was settled before the range began).
    public func tasksTouching(from first: LocalDate) throws -> [TaskItem] {
        let open = try openTasks().tasks
        let closed = try query(
            "SELECT body FROM tasks WHERE person_id = :me AND closed_day >= $1", [.text(first.description)]
        ).compactMap { StoredBody.decode(TaskItem.self, from: try $0.string("body")) }
        return open + closed
    }

    /// Focus sessions that began on logical days `first`…`last`.
    public func sessions(from first: LocalDate, through last: LocalDate) throws -> [FocusSession] {
        try query(
            "SELECT body FROM focus_sessions WHERE person_id = :me AND day >= $1 AND day <= $2",
            [.text(first.description), .text(last.description)]
        ).compactMap { StoredBody.decode(FocusSession.self, from: try $0.string("body")) }
    }
}
