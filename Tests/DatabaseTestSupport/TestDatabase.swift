import Database
import Foundation
import Synchronization

/// Fresh, isolated databases for tests, on the engine chosen by the environment:
/// `TEST_DATABASE=sqlite` (default) or `TEST_DATABASE=postgres` with `TEST_POSTGRES_URL`
/// (see `scripts/test-postgres.sh`).
///
/// ```swift
/// let db = try TestDatabase.make(migrations: MySchema.migrations)
/// ```
public enum TestDatabase {
    /// The engine selected by `TEST_DATABASE` (`sqlite` when unset or empty).
    public static var kind: SQLDialect {
        SQLDialect(rawValue: requestedKind.lowercased()) ?? .sqlite
    }

    /// A fresh empty database with `migrations` applied.
    ///
    /// SQLite: a private in-memory database. PostgreSQL: a new uniquely named schema in the
    /// database at `TEST_POSTGRES_URL`, so parallel tests never see each other's rows. A
    /// missing URL, an unreachable server or an unknown `TEST_DATABASE` throws, so the test
    /// fails rather than silently running on the wrong engine.
    ///
    /// ```swift
    /// let db = try TestDatabase.make(migrations: [JobQueue.migration(version: 1)])
    /// ```
    public static func make(migrations: [Migration] = []) throws -> any Database {
        guard let dialect = SQLDialect(rawValue: requestedKind.lowercased()) else {
            throw DatabaseError(.other, "TEST_DATABASE='\(requestedKind)' is not 'sqlite' or 'postgres'")
        }
        let database: any Database =
            switch dialect {
            case .sqlite: try SQLiteDatabase(path: ":memory:")
            case .postgres: try makePostgres()
            }
        if !migrations.isEmpty {
            try Migrator.migrate(database, migrations, now: Date(timeIntervalSince1970: 1_790_000_000))
        }
        return database
    }

    /// A fresh database holding a copy of what `prepare` wrote: `prepare` runs once per `key` in a process, on a
    /// database of its own, and every call copies its result (SQLite's backup API; PostgreSQL's `CREATE DATABASE …
    /// TEMPLATE`, a new database each time). A suite that seeds the same world for hundreds of tests pays for the
    /// seeding once. `key` must name everything `prepare` depends on (the clock's time, …); `prepare` must leave
    /// nothing holding its database (it is closed afterwards, and PostgreSQL copies only a database nobody is using).
    ///
    /// ```swift
    /// let db = try TestDatabase.make(copyOf: "demo-\(now)") { try seedDemo($0, now: now) }
    /// ```
    public static func make(copyOf key: String, prepare: (any Database) throws -> Void) throws -> any Database {
        guard let dialect = SQLDialect(rawValue: requestedKind.lowercased()) else {
            throw DatabaseError(.other, "TEST_DATABASE='\(requestedKind)' is not 'sqlite' or 'postgres'")
        }
        let prepared = try templates.withLock { templates -> PreparedTemplate in
            if let known = templates[key] { return known }
            let made: PreparedTemplate
            switch dialect {
            case .sqlite:
                let database = try SQLiteDatabase(path: ":memory:")
                try prepare(database)
                made = .sqlite(database)
            case .postgres:
                let name = "template_\(processToken)_\(templates.count)"
                try postgresAdmin().executeOutsideTransaction("CREATE DATABASE \(name)")
                let database = try PostgresDatabase(url: try postgresURL(database: name))
                try prepare(database)
                database.close()
                made = .postgres(name)
            }
            templates[key] = made
            return made
        }
        switch prepared {
        case .sqlite(let template):
            return try template.inMemoryCopy()
        case .postgres(let template):
            let name = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
            // Both names are made here from [a-z0-9_] only, so they need no quoting.
            try postgresAdmin().executeOutsideTransaction("CREATE DATABASE \(name) TEMPLATE \(template)")
            return try PostgresDatabase(url: try postgresURL(database: name))
        }
    }

    /// A prepared world: an in-memory SQLite database to copy, or the name of a PostgreSQL template database.
    private enum PreparedTemplate: @unchecked Sendable {
        case sqlite(SQLiteDatabase)
        case postgres(String)
    }

    /// The worlds prepared in this process, by key.
    private static let templates = Mutex<[String: PreparedTemplate]>([:])

    /// Names this process's template databases apart from those of another run on the same server.
    private static let processToken = String(UUID().uuidString.lowercased().prefix(8))

    /// One connection to `TEST_POSTGRES_URL`'s database for `CREATE DATABASE`, kept for the process.
    private static let admin = Mutex<PostgresDatabase?>(nil)

    private static func postgresAdmin() throws -> PostgresDatabase {
        try admin.withLock { admin in
            if let admin { return admin }
            let made = try PostgresDatabase(url: try postgresURL(), poolSize: 2)
            admin = made
            return made
        }
    }

    /// `TEST_POSTGRES_URL` with its database replaced by `database`.
    private static func postgresURL(database: String) throws -> String {
        let url = try postgresURL()
        guard var components = URLComponents(string: url), components.scheme?.hasPrefix("postgres") == true else {
            throw DatabaseError(.connectionFailed, "TEST_POSTGRES_URL=\(url) is not a postgresql:// URL")
        }
        components.path = "/" + database
        guard let replaced = components.string else {
            throw DatabaseError(.connectionFailed, "TEST_POSTGRES_URL=\(url) cannot name another database")
        }
        return replaced
    }

    /// A new empty SQLite file database in a fresh temporary directory, for tests that need
    /// WAL or several connections. Returns the database and its path.
    ///
    /// ```swift
    /// let (db, path) = try TestDatabase.makeSQLiteFile()
    /// ```
    public static func makeSQLiteFile(migrations: [Migration] = [], poolSize: Int = 4) throws -> (SQLiteDatabase, String) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("db-test-\(UUID().uuidString.lowercased())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("test.sqlite").path
        let database = try SQLiteDatabase(path: path, poolSize: poolSize)
        if !migrations.isEmpty {
            try Migrator.migrate(database, migrations, now: Date(timeIntervalSince1970: 1_790_000_000))
        }
        return (database, path)
    }

    /// The PostgreSQL URL from `TEST_POSTGRES_URL`, throwing a clear error when unset.
    ///
    /// ```swift
    /// let url = try TestDatabase.postgresURL()
    /// ```
    public static func postgresURL() throws -> String {
        guard let url = ProcessInfo.processInfo.environment["TEST_POSTGRES_URL"], !url.isEmpty else {
            throw DatabaseError(
                .connectionFailed,
                "TEST_DATABASE=postgres but TEST_POSTGRES_URL is not set; "
                    + "run `scripts/test-postgres.sh start` and export TEST_POSTGRES_URL=$(scripts/test-postgres.sh url)")
        }
        return url
    }

    private static var requestedKind: String {
        let value = ProcessInfo.processInfo.environment["TEST_DATABASE"] ?? ""
        return value.isEmpty ? "sqlite" : value
    }

    private static func makePostgres() throws -> PostgresDatabase {
        let url = try postgresURL()
        let schema = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        do {
            let admin = try PostgresDatabase(url: url, poolSize: 1)
            defer { admin.close() }
            // `schema` is generated above from [a-z0-9_] only, so it needs no quoting.
            try admin.write { try $0.executeScript("CREATE SCHEMA \(schema)") }
        } catch let error as DatabaseError {
            throw DatabaseError(
                error.kind, "cannot prepare test schema at TEST_POSTGRES_URL=\(url): \(error.message)", code: error.code)
        }
        return try PostgresDatabase(url: url, schema: schema)
    }
}
