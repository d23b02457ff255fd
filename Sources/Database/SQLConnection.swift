/// One database connection, handed to the closures of ``Database/read(_:)`` and
/// ``Database/write(_:)``. Never keep it past the closure.
///
/// Parameters are written `$1`, `$2`, … in both dialects and always bound, never spliced.
///
/// ```swift
/// let rows = try db.read { try $0.query("SELECT id FROM users WHERE email = $1", [email]) }
/// ```
public protocol SQLConnection {
    /// The SQL dialect of this connection.
    var dialect: SQLDialect { get }

    /// Runs one statement and returns the number of rows it inserted, updated or deleted.
    ///
    /// ```swift
    /// try conn.execute("DELETE FROM sessions WHERE expires_at < $1", [SQLValue(Date())])
    /// ```
    @discardableResult
    func execute(_ sql: String, _ parameters: [SQLValue]) throws -> Int

    /// Runs one statement and returns all result rows.
    ///
    /// ```swift
    /// let rows = try conn.query("SELECT id, name FROM users ORDER BY name", [])
    /// ```
    func query(_ sql: String, _ parameters: [SQLValue]) throws -> [Row]

    /// Runs one statement and returns its first row, or `nil` when there is none.
    ///
    /// ```swift
    /// let user = try conn.queryOne("SELECT * FROM users WHERE id = $1", [id])
    /// ```
    func queryOne(_ sql: String, _ parameters: [SQLValue]) throws -> Row?

    /// Runs several `;`-separated statements without parameters (migrations, DDL).
    ///
    /// ```swift
    /// try conn.executeScript("CREATE TABLE a (id TEXT); CREATE TABLE b (id TEXT);")
    /// ```
    func executeScript(_ sql: String) throws
}

extension SQLConnection {
    /// Runs one statement with variadic parameters; see ``execute(_:_:)-(String,[SQLValue])``.
    ///
    /// ```swift
    /// try conn.execute("UPDATE users SET name = $1 WHERE id = $2", "Amina", "u1")
    /// ```
    @discardableResult
    public func execute(_ sql: String, _ parameters: SQLValue...) throws -> Int {
        try execute(sql, parameters)
    }

    /// Runs one query with variadic parameters and returns all rows.
    ///
    /// ```swift
    /// let rows = try conn.query("SELECT * FROM users WHERE team = $1", "t1")
    /// ```
    public func query(_ sql: String, _ parameters: SQLValue...) throws -> [Row] {
        try query(sql, parameters)
    }

    /// Runs one query with variadic parameters and returns the first row, if any.
    ///
    /// ```swift
    /// let row = try conn.queryOne("SELECT * FROM users WHERE id = $1", "u1")
    /// ```
    public func queryOne(_ sql: String, _ parameters: SQLValue...) throws -> Row? {
        try queryOne(sql, parameters)
    }
}
