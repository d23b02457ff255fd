/// The SQL flavour spoken by a ``Database``.
///
/// Schemas written for both dialects follow one convention: instants are `BIGINT`
/// milliseconds since 1970 UTC, booleans `INTEGER` 0/1, ids `TEXT`, binary data
/// `BLOB` (SQLite) or `BYTEA` (PostgreSQL).
///
/// ```swift
/// let type = db.dialect == .postgres ? "BYTEA" : "BLOB"
/// ```
public enum SQLDialect: String, Sendable {
    /// SQLite 3, through the system `libsqlite3`.
    case sqlite
    /// PostgreSQL, through the system `libpq`.
    case postgres
}
