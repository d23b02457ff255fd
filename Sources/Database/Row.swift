import Foundation

/// One result row. Columns are looked up by name (exactly, then case-insensitively,
/// since PostgreSQL folds unquoted names to lower case).
///
/// Typed accessors throw a ``DatabaseError`` naming the column when it is missing
/// (`.notFound`) or holds another type (`.typeMismatch`).
///
/// ```swift
/// let name = try row.string("name"); let seen = try row.optionalDate("last_seen_at")
/// ```
public struct Row: Sendable {
    /// The column names, in result order.
    public let columns: [String]
    /// The values, parallel to ``columns``.
    public let values: [SQLValue]
    private let index: ColumnIndex

    /// Creates a row from parallel column names and values.
    ///
    /// ```swift
    /// let row = Row(columns: ["id"], values: ["u1"])
    /// ```
    public init(columns: [String], values: [SQLValue]) {
        self.init(index: ColumnIndex(columns), values: values)
    }

    init(index: ColumnIndex, values: [SQLValue]) {
        self.index = index
        self.columns = index.columns
        self.values = values
    }

    /// The value of `column`, or `.null` when the row has no such column.
    ///
    /// ```swift
    /// if row["deleted_at"].isNull { … }
    /// ```
    public subscript(column: String) -> SQLValue {
        guard let position = index.position(of: column), position < values.count else { return .null }
        return values[position]
    }

    /// Whether the row has a column called `column`.
    public func has(_ column: String) -> Bool {
        index.position(of: column) != nil
    }

    /// The raw value of `column`, throwing `.notFound` when the column is missing.
    public func value(_ column: String) throws -> SQLValue {
        guard let position = index.position(of: column), position < values.count else {
            throw DatabaseError(.notFound, "no column '\(column)' in row (columns: \(columns.joined(separator: ", ")))")
        }
        return values[position]
    }

    // MARK: Non-optional accessors

    /// The text in `column`.
    public func string(_ column: String) throws -> String {
        try required(column, "text") { try optionalString(column) }
    }

    /// An integer, accepting integral reals (PostgreSQL `SUM` returns `numeric`).
    public func int(_ column: String) throws -> Int {
        try required(column, "integer") { try optionalInt(column) }
    }

    /// A 64-bit integer, accepting integral reals.
    public func int64(_ column: String) throws -> Int64 {
        try required(column, "integer") { try optionalInt64(column) }
    }

    /// A floating point number (integers are converted).
    public func double(_ column: String) throws -> Double {
        try required(column, "real") { try optionalDouble(column) }
    }

    /// A boolean stored as integer 0/1 (any non-zero integer is `true`).
    public func bool(_ column: String) throws -> Bool {
        try required(column, "boolean (integer 0/1)") { try optionalBool(column) }
    }

    /// An instant stored as integer milliseconds since 1970 UTC.
    public func date(_ column: String) throws -> Date {
        try required(column, "date (integer milliseconds)") { try optionalDate(column) }
    }

    /// Binary data (`BLOB` / `BYTEA`).
    public func bytes(_ column: String) throws -> [UInt8] {
        try required(column, "blob") { try optionalBytes(column) }
    }

    // MARK: Optional accessors (NULL → nil)

    /// The text in `column`, or `nil` for `NULL`.
    public func optionalString(_ column: String) throws -> String? {
        switch try value(column) {
        case .null: return nil
        case .text(let text): return text
        case let other: throw mismatch(column, "text", other)
        }
    }

    /// An integer, or `nil` for `NULL`.
    public func optionalInt(_ column: String) throws -> Int? {
        guard let value = try optionalInt64(column) else { return nil }
        guard let int = Int(exactly: value) else { throw mismatch(column, "Int", .integer(value)) }
        return int
    }

    /// A 64-bit integer, or `nil` for `NULL`.
    public func optionalInt64(_ column: String) throws -> Int64? {
        switch try value(column) {
        case .null: return nil
        case .integer(let int): return int
        case .real(let real):
            guard let int = Int64(exactly: real) else { throw mismatch(column, "integer", .real(real)) }
            return int
        case let other: throw mismatch(column, "integer", other)
        }
    }

    /// A floating point number, or `nil` for `NULL`.
    public func optionalDouble(_ column: String) throws -> Double? {
        switch try value(column) {
        case .null: return nil
        case .real(let real): return real
        case .integer(let int): return Double(int)
        case let other: throw mismatch(column, "real", other)
        }
    }

    /// A boolean (integer 0/1), or `nil` for `NULL`.
    public func optionalBool(_ column: String) throws -> Bool? {
        guard let int = try optionalInt64(column) else { return nil }
        return int != 0
    }

    /// An instant (integer milliseconds), or `nil` for `NULL`.
    public func optionalDate(_ column: String) throws -> Date? {
        guard let ms = try optionalInt64(column) else { return nil }
        return SQLValue.date(milliseconds: ms)
    }

    /// Binary data, or `nil` for `NULL`.
    public func optionalBytes(_ column: String) throws -> [UInt8]? {
        switch try value(column) {
        case .null: return nil
        case .blob(let bytes): return bytes
        case let other: throw mismatch(column, "blob", other)
        }
    }

    // MARK: Helpers

    private func required<T>(_ column: String, _ type: String, _ read: () throws -> T?) throws -> T {
        guard let value = try read() else {
            throw DatabaseError(.typeMismatch, "column '\(column)' is NULL, expected \(type)")
        }
        return value
    }

    private func mismatch(_ column: String, _ expected: String, _ actual: SQLValue) -> DatabaseError {
        DatabaseError(.typeMismatch, "column '\(column)' holds \(actual), expected \(expected)")
    }
}

/// Column name → position lookup, shared by all rows of one result.
final class ColumnIndex: Sendable {
    let columns: [String]
    private let exact: [String: Int]
    private let folded: [String: Int]

    init(_ columns: [String]) {
        self.columns = columns
        var exact: [String: Int] = [:]
        var folded: [String: Int] = [:]
        for (position, name) in columns.enumerated() {
            if exact[name] == nil { exact[name] = position }
            let lower = name.lowercased()
            if folded[lower] == nil { folded[lower] = position }
        }
        self.exact = exact
        self.folded = folded
    }

    func position(of column: String) -> Int? {
        exact[column] ?? folded[column.lowercased()]
    }
}
