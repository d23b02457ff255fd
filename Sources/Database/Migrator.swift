import Foundation

/// Applies ``Migration``s once each, in version order, recording them in
/// `schema_migrations(version, name, applied_at)`.
///
/// Each pending migration runs in its own write transaction that first takes a lock
/// (PostgreSQL `pg_advisory_xact_lock` per schema, SQLite `BEGIN IMMEDIATE`) and re-checks
/// whether the version is already recorded, so two processes starting at once are safe.
///
/// ```swift
/// try Migrator.migrate(db, [Migration(version: 1, name: "users", sql: "CREATE TABLE users (id TEXT PRIMARY KEY)")])
/// ```
public enum Migrator {
    /// Brings `db` up to date with `migrations`. Throws `.other` if versions are not
    /// strictly increasing (which also rules out duplicates); a failing migration rolls back
    /// on its own and stops the run, leaving earlier ones applied.
    ///
    /// ```swift
    /// try Migrator.migrate(db, AppSchema.migrations + [JobQueue.migration(version: 100)])
    /// ```
    public static func migrate(_ db: any Database, _ migrations: [Migration], now: Date) throws {
        try validate(migrations)
        try db.write { connection in
            try lock(connection)
            try connection.execute(
                """
                CREATE TABLE IF NOT EXISTS schema_migrations (
                    version BIGINT PRIMARY KEY,
                    name TEXT NOT NULL,
                    applied_at BIGINT NOT NULL
                )
                """, [])
        }
        for migration in migrations {
            try db.write { connection in
                try lock(connection)
                let applied = try connection.queryOne(
                    "SELECT version FROM schema_migrations WHERE version = $1", [SQLValue(migration.version)])
                guard applied == nil else { return }
                do {
                    try connection.executeScript(migration.sql(for: connection.dialect))
                } catch let error as DatabaseError {
                    throw DatabaseError(
                        error.kind, "migration \(migration.version) '\(migration.name)' failed: \(error.message)",
                        code: error.code)
                }
                try connection.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
                    [SQLValue(migration.version), .text(migration.name), SQLValue(now)])
            }
        }
    }

    /// The versions already recorded in `schema_migrations`, ascending (empty if the table
    /// does not exist yet).
    ///
    /// ```swift
    /// let versions = try Migrator.appliedVersions(db)
    /// ```
    public static func appliedVersions(_ db: any Database) throws -> [Int] {
        try db.read { connection in
            let exists: Row? =
                switch connection.dialect {
                case .sqlite:
                    try connection.queryOne(
                        "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'", [])
                case .postgres:
                    try connection.queryOne("SELECT to_regclass('schema_migrations')::text AS name", [])
                        .flatMap { $0["name"].isNull ? nil : $0 }
                }
            guard exists != nil else { return [] }
            return try connection.query("SELECT version FROM schema_migrations ORDER BY version", [])
                .map { try $0.int("version") }
        }
    }

    private static func validate(_ migrations: [Migration]) throws {
        for (previous, next) in zip(migrations, migrations.dropFirst()) where next.version <= previous.version {
            throw DatabaseError(
                .other,
                "migration versions must be strictly increasing: \(previous.version) '\(previous.name)' "
                    + "is followed by \(next.version) '\(next.name)'")
        }
    }

    /// Serialises migrators on PostgreSQL (SQLite's `BEGIN IMMEDIATE` already does).
    private static func lock(_ connection: any SQLConnection) throws {
        guard connection.dialect == .postgres else { return }
        _ = try connection.query(
            "SELECT pg_advisory_xact_lock(hashtext('schema_migrations'), hashtext(current_schema()))", [])
    }
}
