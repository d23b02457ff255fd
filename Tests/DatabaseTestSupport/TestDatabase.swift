import Database
import Foundation

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
