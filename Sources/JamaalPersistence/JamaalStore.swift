import Calendar
import Database
import Foundation
import Identifiers
import JamaalCore

/// Jamaal's local store: every change is one write transaction, committed before the response is sent (so an
/// acknowledged change survives a kill at any moment: SQLite WAL, committed on return).
///
///     let tasks = try env.store.read { try $0.openTasks() }
///     try env.store.write { try $0.save(task) }
public struct JamaalStore: Sendable {
    let database: any Database

    public init(database: any Database) { self.database = database }

    /// The database's change counter: every committed write moves it (a page cached against it stays good while it
    /// does not move).
    public func changeCounter() throws -> Int64 { try database.changeCounter() }

    /// Reads in one snapshot.
    public func read<T>(_ body: (StoreConnection) throws -> T) throws -> T {
        try database.read { try body(StoreConnection(connection: $0)) }
    }

    /// Changes in one transaction: all of it is saved, or (when `body` throws) none of it.
    @discardableResult
    public func write<T>(_ body: (StoreConnection) throws -> T) throws -> T {
        try database.write { try body(StoreConnection(connection: $0)) }
    }
}

/// One connection's view of the store, for the length of a read or a write. Its SQL stays in this module: callers
/// see only the store's operations.
public struct StoreConnection {
    let connection: any SQLConnection

    // MARK: Person

    /// Whether a person is stored that this version cannot read or that holds a value outside the settings' bounds
    /// (``person()`` is then nil, but the row must not be taken for a first start and overwritten).
    public func hasUnreadablePerson() throws -> Bool {
        guard let row = try connection.queryOne("SELECT body FROM person WHERE id = 'me'", []) else { return false }
        return StoredBody.decode(Person.self, from: try row.string("body")) == nil
    }

    /// The person, or nil before first start (and when the stored one can't be read: ``hasUnreadablePerson()``).
    public func person() throws -> Person? {
        guard let row = try connection.queryOne("SELECT body FROM person WHERE id = 'me'", []) else { return nil }
        return StoredBody.decode(Person.self, from: try row.string("body"))
    }

    public func save(_ person: Person) throws {
        let previous = try connection.queryOne("SELECT body FROM person WHERE id = 'me'", []).map { try $0.string("body") }
        let body = try StoredBody.encode(person, keeping: previous)
        try connection.execute(
            "INSERT INTO person (id, body) VALUES ('me', $1) ON CONFLICT (id) DO UPDATE SET body = excluded.body", [.text(body)])
    }

    // MARK: Tasks

    /// Open tasks (Today, Also today and the backlog), and how many stored open tasks this version cannot read.
    public func openTasks() throws -> (tasks: [TaskItem], unreadable: Int) {
        try decodeTasks(connection.query("SELECT body FROM tasks WHERE status = 'open' OR status = 'newer'", []))
    }

    /// Tasks done or dropped on logical day `day` (for "all done" and "Good now").
    public func tasksClosed(on day: LocalDate) throws -> [TaskItem] {
        try decodeTasks(connection.query("SELECT body FROM tasks WHERE closed_day = $1", [.text(day.description)])).tasks
    }

    public func task(_ id: ID<TaskItem>) throws -> TaskItem? {
        guard let row = try connection.queryOne("SELECT body FROM tasks WHERE id = $1", [.text(id.rawValue)]) else { return nil }
        return StoredBody.decode(TaskItem.self, from: try row.string("body"))
    }

    /// Whether a stored task exists that this version cannot read.
    public func isUnreadableTask(_ id: ID<TaskItem>) throws -> Bool {
        guard let row = try connection.queryOne("SELECT body FROM tasks WHERE id = $1", [.text(id.rawValue)]) else { return false }
        return StoredBody.decode(TaskItem.self, from: try row.string("body")) == nil
    }

    /// Inserts or updates a task, keeping fields a newer version wrote. `clock` gives the logical day it closed on.
    public func save(_ task: TaskItem, clock: DayClock) throws {
        let previous = try connection.queryOne("SELECT body FROM tasks WHERE id = $1", [.text(task.id.rawValue)])
            .map { try $0.string("body") }
        let body = try StoredBody.encode(task, keeping: previous)
        let (status, closed): (String, LocalDate?) =
            switch task.status {
            case .open: ("open", nil)
            case .done(let at): ("done", clock.today(at: at))
            case .dropped(let at): ("dropped", clock.today(at: at))
            }
        try connection.execute(
            """
            INSERT INTO tasks (id, status, day, closed_day, created_at, body) VALUES ($1, $2, $3, $4, $5, $6)
            ON CONFLICT (id) DO UPDATE SET status = excluded.status, day = excluded.day, closed_day = excluded.closed_day,
                body = excluded.body
            """,
            [
                .text(task.id.rawValue), .text(status), SQLValue(task.schedule.date?.description), SQLValue(closed?.description),
                SQLValue(task.createdAt), .text(body),
            ])
    }

    /// How many tasks are stored, in any state (the bench's report).
    public func taskCount() throws -> Int {
        try connection.queryOne("SELECT COUNT(*) AS n FROM tasks", [])?.int("n") ?? 0
    }

    /// Removes a task row: only for taking back a repeating task's next occurrence on Undo (it never existed for the person).
    public func deleteTask(_ id: ID<TaskItem>) throws {
        try connection.execute("DELETE FROM tasks WHERE id = $1 AND status = 'open'", [.text(id.rawValue)])
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
        try connection.queryOne("SELECT body FROM focus_sessions WHERE live = 1", [])
            .flatMap { StoredBody.decode(FocusSession.self, from: try $0.string("body")) }
    }

    public func session(_ id: ID<FocusSession>) throws -> FocusSession? {
        try connection.queryOne("SELECT body FROM focus_sessions WHERE id = $1", [.text(id.rawValue)])
            .flatMap { StoredBody.decode(FocusSession.self, from: try $0.string("body")) }
    }

    /// How many focus sessions are stored, in any state (the bench's report).
    public func sessionCount() throws -> Int {
        try connection.queryOne("SELECT COUNT(*) AS n FROM focus_sessions", [])?.int("n") ?? 0
    }

    /// Sessions that began on logical day `day`.
    public func sessions(on day: LocalDate) throws -> [FocusSession] {
        try connection.query("SELECT body FROM focus_sessions WHERE day = $1", [.text(day.description)])
            .compactMap { StoredBody.decode(FocusSession.self, from: try $0.string("body")) }
    }

    /// Sessions for one task, oldest first.
    public func sessions(forSubject id: String) throws -> [FocusSession] {
        try connection.query("SELECT body FROM focus_sessions WHERE subject_id = $1", [.text(id)])
            .compactMap { StoredBody.decode(FocusSession.self, from: try $0.string("body")) }
            .sorted { $0.startedAt < $1.startedAt }
    }

    public func save(_ session: FocusSession) throws {
        let previous = try connection.queryOne("SELECT body FROM focus_sessions WHERE id = $1", [.text(session.id.rawValue)])
            .map { try $0.string("body") }
        let body = try StoredBody.encode(session, keeping: previous)
        let subject: String =
            switch session.subject {
            case .task(let id): id.rawValue
            case .habit(let id, _): id.rawValue
            }
        try connection.execute(
            """
            INSERT INTO focus_sessions (id, live, day, subject_id, body) VALUES ($1, $2, $3, $4, $5)
            ON CONFLICT (id) DO UPDATE SET live = excluded.live, body = excluded.body
            """,
            [.text(session.id.rawValue), SQLValue(session.isLive), .text(session.day.description), .text(subject), .text(body)])
    }

    /// Sessions whose carried-over row (TD-06) the person set aside.
    public func dismissedCarriedOver() throws -> Set<String> {
        Set(try connection.query("SELECT session_id FROM carried_over_dismissed", []).map { try $0.string("session_id") })
    }

    public func dismissCarriedOver(_ id: ID<FocusSession>) throws {
        try connection.execute(
            "INSERT INTO carried_over_dismissed (session_id) VALUES ($1) ON CONFLICT (session_id) DO NOTHING", [.text(id.rawValue)])
    }

    // MARK: Capacity

    /// Today's slider level, if the person moved it on `day`.
    public func levelOverride(on day: LocalDate) throws -> CapacityLevel? {
        try connection.queryOne("SELECT level FROM day_levels WHERE day = $1", [.text(day.description)])
            .flatMap { CapacityLevel(rawValue: try $0.string("level")) }
    }

    public func setLevel(_ level: CapacityLevel, on day: LocalDate) throws {
        try connection.execute(
            "INSERT INTO day_levels (day, level) VALUES ($1, $2) ON CONFLICT (day) DO UPDATE SET level = excluded.level",
            [.text(day.description), .text(level.rawValue)])
    }

    // MARK: Categories

    /// The categories in their order (active and archived).
    public func categories() throws -> CategoryList {
        CategoryList(
            try connection.query("SELECT body FROM categories ORDER BY position", [])
                .compactMap { StoredBody.decode(Category.self, from: try $0.string("body")) })
    }

    /// Saves the whole list in its order.
    public func save(_ list: CategoryList) throws {
        for (position, category) in list.categories.enumerated() {
            let previous = try connection.queryOne("SELECT body FROM categories WHERE id = $1", [.text(category.id.rawValue)])
                .map { try $0.string("body") }
            let body = try StoredBody.encode(category, keeping: previous)
            try connection.execute(
                """
                INSERT INTO categories (id, position, body) VALUES ($1, $2, $3)
                ON CONFLICT (id) DO UPDATE SET position = excluded.position, body = excluded.body
                """,
                [.text(category.id.rawValue), SQLValue(position), .text(body)])
        }
    }
}
