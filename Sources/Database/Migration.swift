/// One schema change, identified by a version number that only ever grows.
///
/// ```swift
/// let m = Migration(version: 1, name: "users", sql: "CREATE TABLE users (id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE)")
/// ```
public struct Migration: Sendable {
    /// The version; migrations run in increasing version order and each runs once.
    public let version: Int
    /// A short human-readable name, recorded in `schema_migrations`.
    public let name: String
    private let sqliteSQL: String
    private let postgresSQL: String

    /// A migration whose SQL is the same in both dialects.
    ///
    /// ```swift
    /// Migration(version: 2, name: "notes", sql: "CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT NOT NULL)")
    /// ```
    public init(version: Int, name: String, sql: String) {
        self.init(version: version, name: name, sqlite: sql, postgres: sql)
    }

    /// A migration with dialect-specific SQL.
    ///
    /// ```swift
    /// Migration(version: 3, name: "avatars", sqlite: "ALTER TABLE users ADD avatar BLOB", postgres: "ALTER TABLE users ADD avatar BYTEA")
    /// ```
    public init(version: Int, name: String, sqlite: String, postgres: String) {
        self.version = version
        self.name = name
        self.sqliteSQL = sqlite
        self.postgresSQL = postgres
    }

    /// The SQL script to run on `dialect`.
    ///
    /// ```swift
    /// let script = migration.sql(for: db.dialect)
    /// ```
    public func sql(for dialect: SQLDialect) -> String {
        switch dialect {
        case .sqlite: sqliteSQL
        case .postgres: postgresSQL
        }
    }
}
