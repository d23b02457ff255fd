import Foundation

/// A value bound to a statement parameter or read back from a result column.
///
/// Dates are stored as integer milliseconds since 1970 UTC and booleans as integers 0/1,
/// so the same schema and code work on SQLite and PostgreSQL.
///
/// ```swift
/// try conn.execute("INSERT INTO notes (id, done, at) VALUES ($1, $2, $3)", ["n1", true, SQLValue(Date())])
/// ```
public enum SQLValue: Sendable, Hashable {
    /// SQL `NULL`.
    case null
    /// A 64-bit signed integer (also used for booleans and instants).
    case integer(Int64)
    /// A double-precision floating point number.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Raw bytes (`BLOB` in SQLite, `BYTEA` in PostgreSQL).
    case blob([UInt8])

    /// An instant as integer milliseconds since 1970 UTC, rounded to the nearest millisecond.
    ///
    /// ```swift
    /// let at = SQLValue(Date())
    /// ```
    public init(_ date: Date) {
        self = .integer(SQLValue.milliseconds(date))
    }

    /// A boolean as the integer 1 (true) or 0 (false).
    public init(_ bool: Bool) {
        self = .integer(bool ? 1 : 0)
    }

    /// An integer value.
    public init(_ int: Int) {
        self = .integer(Int64(int))
    }

    /// A 64-bit integer value.
    public init(_ int: Int64) {
        self = .integer(int)
    }

    /// A floating point value.
    public init(_ double: Double) {
        self = .real(double)
    }

    /// A text value.
    public init(_ string: String) {
        self = .text(string)
    }

    /// A binary value.
    public init(_ bytes: [UInt8]) {
        self = .blob(bytes)
    }

    /// A binary value from `Data`.
    public init(_ data: Data) {
        self = .blob([UInt8](data))
    }

    /// A text value, or `NULL` when `nil`.
    public init(_ string: String?) {
        self = string.map { .text($0) } ?? .null
    }

    /// An integer value, or `NULL` when `nil`.
    public init(_ int: Int?) {
        self = int.map { .integer(Int64($0)) } ?? .null
    }

    /// A 64-bit integer value, or `NULL` when `nil`.
    public init(_ int: Int64?) {
        self = int.map { .integer($0) } ?? .null
    }

    /// A floating point value, or `NULL` when `nil`.
    public init(_ double: Double?) {
        self = double.map { .real($0) } ?? .null
    }

    /// A boolean as 0/1, or `NULL` when `nil`.
    public init(_ bool: Bool?) {
        self = bool.map { SQLValue($0) } ?? .null
    }

    /// An instant in milliseconds, or `NULL` when `nil`.
    public init(_ date: Date?) {
        self = date.map { SQLValue($0) } ?? .null
    }

    /// A binary value, or `NULL` when `nil`.
    public init(_ bytes: [UInt8]?) {
        self = bytes.map { .blob($0) } ?? .null
    }

    /// Whether this value is SQL `NULL`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Milliseconds since 1970 UTC for `date`, rounded to the nearest millisecond.
    ///
    /// ```swift
    /// let ms = SQLValue.milliseconds(Date())
    /// ```
    public static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    /// The `Date` for `milliseconds` since 1970 UTC.
    ///
    /// ```swift
    /// let date = SQLValue.date(milliseconds: 1_700_000_000_000)
    /// ```
    public static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}

extension SQLValue: ExpressibleByIntegerLiteral {
    /// An integer literal: `let v: SQLValue = 42`.
    public init(integerLiteral value: Int64) {
        self = .integer(value)
    }
}

extension SQLValue: ExpressibleByFloatLiteral {
    /// A floating point literal: `let v: SQLValue = 1.5`.
    public init(floatLiteral value: Double) {
        self = .real(value)
    }
}

extension SQLValue: ExpressibleByStringLiteral {
    /// A string literal: `let v: SQLValue = "hello"`.
    public init(stringLiteral value: String) {
        self = .text(value)
    }
}

extension SQLValue: ExpressibleByBooleanLiteral {
    /// A boolean literal, stored as 0/1: `let v: SQLValue = true`.
    public init(booleanLiteral value: Bool) {
        self = .integer(value ? 1 : 0)
    }
}

extension SQLValue: ExpressibleByNilLiteral {
    /// The `nil` literal, meaning SQL `NULL`: `let v: SQLValue = nil`.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension SQLValue: CustomStringConvertible {
    /// A short human-readable rendering (blobs show only their size).
    public var description: String {
        switch self {
        case .null: "NULL"
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): String(reflecting: value)
        case .blob(let value): "<\(value.count) bytes>"
        }
    }
}
