/// An error from the database layer, classified so callers can react (e.g. answer 409
/// on ``Kind-swift.enum/uniqueViolation``).
///
/// ```swift
/// do { try insert() } catch let error as DatabaseError where error.kind == .uniqueViolation { conflict() }
/// ```
public struct DatabaseError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, independent of the database engine.
    public enum Kind: Sendable, Hashable {
        /// A `UNIQUE` or `PRIMARY KEY` constraint was violated (SQLite 2067/1555, SQLSTATE 23505).
        case uniqueViolation
        /// A foreign key constraint was violated (SQLite 787, SQLSTATE 23503).
        case foreignKeyViolation
        /// The database was locked or a lock/serialization conflict occurred; retrying may help.
        case busy
        /// The database could not be opened or the connection was lost.
        case connectionFailed
        /// The SQL was rejected (syntax error, unknown table or column, wrong parameter count, …).
        case invalidQuery
        /// A value had an unexpected type (also used by ``Row`` accessors).
        case typeMismatch
        /// An expected row or column did not exist.
        case notFound
        /// The row is no longer in the state the caller acted on (for example a job whose lease
        /// passed to another worker); nothing was changed.
        case conflict
        /// Anything else, including invalid migration lists.
        case other
    }

    /// The classification of the failure.
    public let kind: Kind
    /// A human-readable message (from the engine where available).
    public let message: String
    /// The engine's code: the PostgreSQL SQLSTATE (e.g. `"23505"`) or the SQLite extended
    /// result code in decimal (e.g. `"2067"`); `nil` for errors raised by this module.
    public let code: String?

    /// Creates an error.
    ///
    /// ```swift
    /// throw DatabaseError(.notFound, "job \(id) does not exist")
    /// ```
    public init(_ kind: Kind, _ message: String, code: String? = nil) {
        self.kind = kind
        self.message = message
        self.code = code
    }

    /// The PostgreSQL SQLSTATE, if this error came from PostgreSQL (same as ``code``).
    public var sqlState: String? { code }

    /// `kind: message [code]`.
    public var description: String {
        if let code {
            return "DatabaseError.\(kind) [\(code)]: \(message)"
        }
        return "DatabaseError.\(kind): \(message)"
    }
}
