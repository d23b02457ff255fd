import Calendar
import Database
import Foundation
import Identifiers
import JamaalCore

/// The habits feature's tables: habits (in the person's order, archived ones kept), their log entries (never
/// deleted, except an entry the five-second Undo takes back) and groups. Bodies are ``StoredBody`` JSON, so a habit
/// or entry a newer version wrote is kept as it is and counted as unreadable rather than dropped.
///
///     let (habits, unreadable) = try store.read { try $0.habits() }
///     try store.write { try $0.save(entry) }
extension StoreConnection {
    // MARK: Habits

    /// Every stored habit in order (active and archived), and the ids of those this version cannot read.
    public func habits() throws -> (habits: [Habit], unreadable: [String]) {
        var habits: [Habit] = []
        var unreadable: [String] = []
        for row in try query("SELECT id, body FROM habits WHERE person_id = :me ORDER BY position, id", []) {
            if let habit = StoredBody.decode(Habit.self, from: try row.string("body")) {
                habits.append(habit)
            } else {
                unreadable.append(try row.string("id"))
            }
        }
        return (habits, unreadable)
    }

    /// Habits that are not archived (what Today considers), in order.
    public func unarchivedHabits() throws -> [Habit] {
        try query("SELECT body FROM habits WHERE person_id = :me AND archived = 0 ORDER BY position, id", [])
            .compactMap { StoredBody.decode(Habit.self, from: try $0.string("body")) }
    }

    public func habit(_ id: ID<Habit>) throws -> Habit? {
        try queryOne("SELECT body FROM habits WHERE person_id = :me AND id = $1", [.text(id.rawValue)])
            .flatMap { StoredBody.decode(Habit.self, from: try $0.string("body")) }
    }

    /// Whether a habit with this id is stored but written by a newer version.
    public func isUnreadableHabit(_ id: ID<Habit>) throws -> Bool {
        guard let row = try queryOne("SELECT body FROM habits WHERE person_id = :me AND id = $1", [.text(id.rawValue)]) else {
            return false
        }
        return StoredBody.decode(Habit.self, from: try row.string("body")) == nil
    }

    /// Inserts (at the end of the order) or updates a habit, keeping fields a newer version wrote.
    public func save(_ habit: Habit) throws {
        let previous = try queryOne("SELECT body FROM habits WHERE person_id = :me AND id = $1", [.text(habit.id.rawValue)])
            .map { try $0.string("body") }
        let body = try StoredBody.encode(habit, keeping: previous)
        let next = try queryOne("SELECT COALESCE(MAX(position), -1) + 1 AS next FROM habits WHERE person_id = :me", [])?.int("next") ?? 0
        try execute(
            """
            INSERT INTO habits (person_id, id, position, archived, body) VALUES (:me, $1, $2, $3, $4)
            ON CONFLICT (person_id, id) DO UPDATE SET archived = excluded.archived, body = excluded.body
            """,
            [.text(habit.id.rawValue), SQLValue(next), SQLValue(habit.isArchived), .text(body)])
    }

    // MARK: Entries

    /// One habit's entries from `from` (inclusive) on, oldest first.
    public func habitEntries(for id: ID<Habit>, from: LocalDate) throws -> [HabitEntry] {
        try decodeEntries(
            query(
                "SELECT body FROM habit_entries WHERE person_id = :me AND habit_id = $1 AND day >= $2 ORDER BY \(writeOrder)",
                [.text(id.rawValue), .text(from.description)]))
    }

    /// Every habit's entries on days `from`…`through` (inclusive).
    public func habitEntries(from: LocalDate, through: LocalDate) throws -> [HabitEntry] {
        try decodeEntries(
            query(
                "SELECT body FROM habit_entries WHERE person_id = :me AND day >= $1 AND day <= $2 ORDER BY \(writeOrder)",
                [.text(from.description), .text(through.description)]))
    }

    public func habitEntry(_ id: ID<HabitEntry>) throws -> HabitEntry? {
        try queryOne("SELECT body FROM habit_entries WHERE person_id = :me AND id = $1", [.text(id.rawValue)])
            .flatMap { StoredBody.decode(HabitEntry.self, from: try $0.string("body")) }
    }

    public func save(_ entry: HabitEntry) throws {
        let body = try StoredBody.encode(entry)
        try execute(
            "INSERT INTO habit_entries (person_id, id, habit_id, day, body) VALUES (:me, $1, $2, $3, $4)",
            [.text(entry.id.rawValue), .text(entry.habitID.rawValue), .text(entry.day.description), .text(body)])
    }

    /// Takes back an entry (only the five-second Undo does this; history is otherwise never deleted).
    public func deleteHabitEntry(_ id: ID<HabitEntry>) throws {
        try execute("DELETE FROM habit_entries WHERE person_id = :me AND id = $1", [.text(id.rawValue)])
    }

    private func decodeEntries(_ rows: [Row]) throws -> [HabitEntry] {
        let decoder = JSONDecoder()
        var entries: [HabitEntry] = []
        entries.reserveCapacity(rows.count)
        for row in rows {
            if let entry = try? decoder.decode(HabitEntry.self, from: Data(try row.string("body").utf8)) { entries.append(entry) }
        }
        // Time order; entries made in the same instant (two taps under a pinned clock) keep the order they were saved
        // in (rowid), which the tally's stable sort then keeps too.
        return entries.enumerated().sorted { $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset }
            .map(\.element)
    }

    // MARK: Groups

    /// The habit groups in the order they were made.
    public func habitGroups() throws -> [HabitGroup] {
        try query("SELECT body FROM habit_groups WHERE person_id = :me ORDER BY position, id", [])
            .compactMap { StoredBody.decode(HabitGroup.self, from: try $0.string("body")) }
    }

    public func save(_ group: HabitGroup) throws {
        let previous = try queryOne("SELECT body FROM habit_groups WHERE person_id = :me AND id = $1", [.text(group.id.rawValue)])
            .map { try $0.string("body") }
        let body = try StoredBody.encode(group, keeping: previous)
        let next =
            try queryOne("SELECT COALESCE(MAX(position), -1) + 1 AS next FROM habit_groups WHERE person_id = :me", [])?.int("next") ?? 0
        try execute(
            """
            INSERT INTO habit_groups (person_id, id, position, body) VALUES (:me, $1, $2, $3)
            ON CONFLICT (person_id, id) DO UPDATE SET body = excluded.body
            """,
            [.text(group.id.rawValue), SQLValue(next), .text(body)])
    }
}
