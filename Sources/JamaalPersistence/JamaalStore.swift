import Calendar
import Database
import Foundation
import Identifiers
import JamaalCore

/// Jamaal's store, seen by one person: every row it reads or writes is that person's (`person_id`, part of every owned
/// table's key), so no store method can be called without saying whose data it is. Every change is one write
/// transaction, committed before the response is sent (an acknowledged change survives a kill at any moment).
///
///     let store = JamaalStore(database: database, owner: person)
///     let tasks = try store.read { try $0.openTasks() }
///     try store.write { try $0.save(task) }
public struct JamaalStore: Sendable {
    let database: any Database
    /// Whose data this store reads and writes.
    public let owner: ID<Person>

    public init(database: any Database, owner: ID<Person>) {
        self.database = database
        self.owner = owner
    }

    /// The database's change counter: every committed write moves it (a page cached against it stays good while it
    /// does not move).
    public func changeCounter() throws -> Int64 { try database.changeCounter() }

    /// Reads in one snapshot.
    public func read<T>(_ body: (StoreConnection) throws -> T) throws -> T {
        try database.read { try body(try StoreConnection(opening: $0, owner: owner)) }
    }

    /// Changes in one transaction: all of it is saved, or (when `body` throws) none of it.
    @discardableResult
    public func write<T>(_ body: (StoreConnection) throws -> T) throws -> T {
        try database.write { try body(try StoreConnection(opening: $0, owner: owner)) }
    }
}

/// One connection's view of one person's rows, for the length of a read or a write. Its SQL stays in this module:
/// callers see only the store's operations. Every statement names its owner as `:me` (`person_id = :me`), which
/// ``query(_:_:)``, ``queryOne(_:_:)`` and ``execute(_:_:)`` bind to ``owner`` after the statement's own parameters;
/// `OwnedStatementTests` fails on a statement of this module's stores that does not.
public struct StoreConnection {
    let connection: any SQLConnection
    /// Whose rows these are.
    public let owner: ID<Person>
    /// What this transaction has already read and decoded, for readers that ask again (``ReadMemo``).
    let memo = ReadMemo()

    /// The person's view of the transaction `connection` is in. On PostgreSQL the rest of the transaction runs as
    /// ``JamaalSchema/personRole`` with `jamaal.person` set to the owner, so row-level security keeps every statement to
    /// the owner's rows even were one to forget `:me` (the second lock; both settings end with the transaction).
    init(opening connection: any SQLConnection, owner: ID<Person>) throws {
        self.connection = connection
        self.owner = owner
        if connection.dialect == .postgres {
            _ = try connection.queryOne(
                "SELECT set_config('role', $1, true) AS role, set_config('jamaal.person', $2, true) AS person",
                [.text(JamaalSchema.personRole), .text(owner.rawValue)])
        }
    }

    /// The column habit entries are read in the order they were written by: SQLite's `rowid`, PostgreSQL's `seq`.
    var writeOrder: String { connection.dialect == .sqlite ? "rowid" : "seq" }

    func query(_ sql: String, _ parameters: [SQLValue]) throws -> [Row] {
        let (statement, values) = owned(sql, parameters)
        return try connection.query(statement, values)
    }

    func queryOne(_ sql: String, _ parameters: [SQLValue]) throws -> Row? {
        let (statement, values) = owned(sql, parameters)
        return try connection.queryOne(statement, values)
    }

    @discardableResult
    func execute(_ sql: String, _ parameters: [SQLValue]) throws -> Int {
        memo.clear()  // a change may make what was read stale
        let (statement, values) = owned(sql, parameters)
        return try connection.execute(statement, values)
    }

    /// The statement with `:me` bound to the owner (the parameter after the statement's own).
    private func owned(_ sql: String, _ parameters: [SQLValue]) -> (String, [SQLValue]) {
        (sql.replacingOccurrences(of: ":me", with: "$\(parameters.count + 1)"), parameters + [.text(owner.rawValue)])
    }

    // MARK: Person

    /// Whether a person is stored that this version cannot read or that holds a value outside the settings' bounds
    /// (``person()`` is then nil, but the row must not be taken for a first start and overwritten).
    public func hasUnreadablePerson() throws -> Bool {
        guard let row = try queryOne("SELECT body FROM person WHERE person_id = :me", []) else { return false }
        return StoredBody.decode(Person.self, from: try row.string("body")) == nil
    }

    /// The person, or nil before first start (and when the stored one can't be read: ``hasUnreadablePerson()``).
    public func person() throws -> Person? {
        guard let row = try queryOne("SELECT body FROM person WHERE person_id = :me", []) else { return nil }
        return StoredBody.decode(Person.self, from: try row.string("body"))
    }

    public func save(_ person: Person) throws {
        let previous = try queryOne("SELECT body FROM person WHERE person_id = :me", []).map { try $0.string("body") }
        let body = try StoredBody.encode(person, keeping: previous)
        try execute(
            "INSERT INTO person (person_id, body) VALUES (:me, $1) ON CONFLICT (person_id) DO UPDATE SET body = excluded.body",
            [.text(body)])
    }

    // MARK: Tasks

    /// Open tasks (Today, Also today and the backlog), and how many stored open tasks this version cannot read.
    public func openTasks() throws -> (tasks: [TaskItem], unreadable: Int) {
        try decodeTasks(query("SELECT body FROM tasks WHERE person_id = :me AND (status = 'open' OR status = 'newer')", []))
    }

    /// Tasks done or dropped on logical day `day` (for "all done" and "Good now").
    public func tasksClosed(on day: LocalDate) throws -> [TaskItem] {
        try decodeTasks(query("SELECT body FROM tasks WHERE person_id = :me AND closed_day = $1", [.text(day.description)])).tasks
    }

    public func task(_ id: ID<TaskItem>) throws -> TaskItem? {
        guard let row = try queryOne("SELECT body FROM tasks WHERE person_id = :me AND id = $1", [.text(id.rawValue)]) else { return nil }
        return StoredBody.decode(TaskItem.self, from: try row.string("body"))
    }

    /// Whether a stored task exists that this version cannot read.
    public func isUnreadableTask(_ id: ID<TaskItem>) throws -> Bool {
        guard let row = try queryOne("SELECT body FROM tasks WHERE person_id = :me AND id = $1", [.text(id.rawValue)]) else { return false }
        return StoredBody.decode(TaskItem.self, from: try row.string("body")) == nil
    }

    /// Inserts or updates a task, keeping fields a newer version wrote. `clock` gives the logical day it closed on.
    public func save(_ task: TaskItem, clock: DayClock) throws {
        let previous = try queryOne("SELECT body FROM tasks WHERE person_id = :me AND id = $1", [.text(task.id.rawValue)])
            .map { try $0.string("body") }
        let body = try StoredBody.encode(task, keeping: previous)
        let (status, closed): (String, LocalDate?) =
            switch task.status {
            case .open: ("open", nil)
            case .done(let at): ("done", clock.today(at: at))
            case .dropped(let at): ("dropped", clock.today(at: at))
            }
        try execute(
            """
            INSERT INTO tasks (person_id, id, status, day, closed_day, created_at, body) VALUES (:me, $1, $2, $3, $4, $5, $6)
            ON CONFLICT (person_id, id) DO UPDATE SET status = excluded.status, day = excluded.day, closed_day = excluded.closed_day,
                body = excluded.body
            """,
            [
                .text(task.id.rawValue), .text(status), SQLValue(task.schedule.date?.description), SQLValue(closed?.description),
                SQLValue(task.createdAt), .text(body),
            ])
    }

    /// How many tasks are stored, in any state (the bench's report).
    public func taskCount() throws -> Int {
        try queryOne("SELECT COUNT(*) AS n FROM tasks WHERE person_id = :me", [])?.int("n") ?? 0
    }

    /// Removes a task row: only for taking back a repeating task's next occurrence on Undo (it never existed for the person).
    public func deleteTask(_ id: ID<TaskItem>) throws {
        try execute("DELETE FROM tasks WHERE person_id = :me AND id = $1 AND status = 'open'", [.text(id.rawValue)])
    }

    private func decodeTasks(_ rows: [Row]) throws -> (tasks: [TaskItem], unreadable: Int) {
        var tasks: [TaskItem] = []
        tasks.reserveCapacity(rows.count)
        var unreadable = 0
        let decoder = JSONDecoder()
        for row in rows {
            if let task = StoredBody.decode(TaskItem.self, from: try row.string("body"), decoder: decoder) {
                tasks.append(task)
            } else {
                unreadable += 1
            }
        }
        return (tasks, unreadable)
    }

    // MARK: Focus sessions

    /// The live (running or paused) session, if any.
    public func liveSession() throws -> FocusSession? {
        try queryOne("SELECT body FROM focus_sessions WHERE person_id = :me AND live = 1", [])
            .flatMap { StoredBody.decode(FocusSession.self, from: try $0.string("body")) }
    }

    public func session(_ id: ID<FocusSession>) throws -> FocusSession? {
        try queryOne("SELECT body FROM focus_sessions WHERE person_id = :me AND id = $1", [.text(id.rawValue)])
            .flatMap { StoredBody.decode(FocusSession.self, from: try $0.string("body")) }
    }

    /// How many focus sessions are stored, in any state (the bench's report).
    public func sessionCount() throws -> Int {
        try queryOne("SELECT COUNT(*) AS n FROM focus_sessions WHERE person_id = :me", [])?.int("n") ?? 0
    }

    /// Sessions that began on logical day `day`.
    public func sessions(on day: LocalDate) throws -> [FocusSession] {
        try query("SELECT body FROM focus_sessions WHERE person_id = :me AND day = $1", [.text(day.description)])
            .compactMap { StoredBody.decode(FocusSession.self, from: try $0.string("body")) }
    }

    /// Sessions for one task, oldest first.
    public func sessions(forSubject id: String) throws -> [FocusSession] {
        try query("SELECT body FROM focus_sessions WHERE person_id = :me AND subject_id = $1", [.text(id)])
            .compactMap { StoredBody.decode(FocusSession.self, from: try $0.string("body")) }
            .sorted { $0.startedAt < $1.startedAt }
    }

    public func save(_ session: FocusSession) throws {
        let previous = try queryOne("SELECT body FROM focus_sessions WHERE person_id = :me AND id = $1", [.text(session.id.rawValue)])
            .map { try $0.string("body") }
        let body = try StoredBody.encode(session, keeping: previous)
        let subject: String =
            switch session.subject {
            case .task(let id): id.rawValue
            case .habit(let id, _): id.rawValue
            }
        try execute(
            """
            INSERT INTO focus_sessions (person_id, id, live, day, subject_id, body) VALUES (:me, $1, $2, $3, $4, $5)
            ON CONFLICT (person_id, id) DO UPDATE SET live = excluded.live, body = excluded.body
            """,
            [.text(session.id.rawValue), SQLValue(session.isLive), .text(session.day.description), .text(subject), .text(body)])
    }

    /// Sessions whose carried-over row (TD-06) the person set aside.
    public func dismissedCarriedOver() throws -> Set<String> {
        Set(try query("SELECT session_id FROM carried_over_dismissed WHERE person_id = :me", []).map { try $0.string("session_id") })
    }

    public func dismissCarriedOver(_ id: ID<FocusSession>) throws {
        try execute(
            "INSERT INTO carried_over_dismissed (person_id, session_id) VALUES (:me, $1) ON CONFLICT (person_id, session_id) DO NOTHING",
            [.text(id.rawValue)])
    }

    // MARK: Capacity

    /// Today's slider level, if the person moved it on `day`.
    public func levelOverride(on day: LocalDate) throws -> CapacityLevel? {
        try queryOne("SELECT level FROM day_levels WHERE person_id = :me AND day = $1", [.text(day.description)])
            .flatMap { CapacityLevel(rawValue: try $0.string("level")) }
    }

    public func setLevel(_ level: CapacityLevel, on day: LocalDate) throws {
        try execute(
            "INSERT INTO day_levels (person_id, day, level) VALUES (:me, $1, $2) ON CONFLICT (person_id, day) DO UPDATE SET level = excluded.level",
            [.text(day.description), .text(level.rawValue)])
    }

    // MARK: Categories

    /// The categories in their order (active and archived).
    public func categories() throws -> CategoryList {
        CategoryList(
            try query("SELECT body FROM categories WHERE person_id = :me ORDER BY position", [])
                .compactMap { StoredBody.decode(Category.self, from: try $0.string("body")) })
    }

    /// Saves the whole list in its order.
    public func save(_ list: CategoryList) throws {
        for (position, category) in list.categories.enumerated() {
            let previous = try queryOne("SELECT body FROM categories WHERE person_id = :me AND id = $1", [.text(category.id.rawValue)])
                .map { try $0.string("body") }
            let body = try StoredBody.encode(category, keeping: previous)
            try execute(
                """
                INSERT INTO categories (person_id, id, position, body) VALUES (:me, $1, $2, $3)
                ON CONFLICT (person_id, id) DO UPDATE SET position = excluded.position, body = excluded.body
                """,
                [.text(category.id.rawValue), SQLValue(position), .text(body)])
        }
    }
}
