import CLibPQ
import Foundation

/// One libpq connection (`PGconn*`), used by one thread at a time.
///
/// Statements go through `PQexecParams` with text-format parameters; result columns are
/// converted by type OID (int2/4/8 → integer, float4/8/numeric → real, bool → 0/1,
/// bytea → blob, everything else → text).
final class PostgresConnection: SQLConnection {
    let dialect = SQLDialect.postgres
    private let handle: OpaquePointer

    /// Connects to `url` and, when `schema` is given, sets `search_path` to it.
    init(url: String, schema: String?) throws {
        guard let pointer = PQconnectdb(url) else {
            throw DatabaseError(.connectionFailed, "libpq could not allocate a connection")
        }
        guard PQstatus(pointer) == CONNECTION_OK else {
            let message = String(cString: PQerrorMessage(pointer)).trimmingCharacters(in: .whitespacesAndNewlines)
            PQfinish(pointer)
            throw DatabaseError(.connectionFailed, "cannot connect to PostgreSQL: \(message)")
        }
        handle = pointer
        // Server NOTICEs (e.g. "relation already exists, skipping") are not errors: drop them.
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
        if let schema {
            try executeScript("SET search_path TO \(try quoteIdentifier(schema))")
        }
    }

    deinit {
        PQfinish(handle)
    }

    /// Whether the connection is still usable and outside any transaction.
    var isIdleAndHealthy: Bool {
        PQstatus(handle) == CONNECTION_OK && PQtransactionStatus(handle) == PQTRANS_IDLE
    }

    /// Whether libpq still holds a working connection (false once the server has closed it and a call noticed).
    var isConnected: Bool {
        PQstatus(handle) == CONNECTION_OK
    }

    /// Whether a transaction is open (possibly failed).
    var inTransaction: Bool {
        let status = PQtransactionStatus(handle)
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR
    }

    func execute(_ sql: String, _ parameters: [SQLValue]) throws -> Int {
        let result = try run(sql, parameters)
        defer { PQclear(result) }
        return Int(String(cString: PQcmdTuples(result))) ?? 0
    }

    func query(_ sql: String, _ parameters: [SQLValue]) throws -> [Row] {
        let result = try run(sql, parameters)
        defer { PQclear(result) }
        return readRows(result, limit: Int.max)
    }

    func queryOne(_ sql: String, _ parameters: [SQLValue]) throws -> Row? {
        let result = try run(sql, parameters)
        defer { PQclear(result) }
        return readRows(result, limit: 1).first
    }

    func executeScript(_ sql: String) throws {
        let result = PQexec(handle, sql)
        defer { PQclear(result) }
        try check(result)
    }

    /// Quotes `identifier` for use as an SQL identifier (schema names).
    func quoteIdentifier(_ identifier: String) throws -> String {
        guard let quoted = PQescapeIdentifier(handle, identifier, identifier.utf8.count) else {
            throw error(result: nil)
        }
        defer { PQfreemem(quoted) }
        return String(cString: quoted)
    }

    // MARK: Statements

    private func run(_ sql: String, _ parameters: [SQLValue]) throws -> OpaquePointer {
        let texts: [UnsafeMutablePointer<CChar>?] = parameters.map { value in
            PostgresConnection.text(for: value).map { strdup($0) }
        }
        defer { texts.forEach { free($0) } }
        let types: [Oid] = parameters.map(PostgresConnection.typeOID)
        let values: [UnsafePointer<CChar>?] = texts.map { $0.map { UnsafePointer($0) } }
        let result = PQexecParams(handle, sql, Int32(parameters.count), types, values, nil, nil, 0)
        do {
            try check(result)
        } catch {
            PQclear(result)
            throw error
        }
        guard let result else { throw self.error(result: nil) }
        return result
    }

    private func check(_ result: OpaquePointer?) throws {
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY:
            return
        default:
            throw error(result: result)
        }
    }

    /// Parameter text in PostgreSQL's text input format, `nil` for NULL.
    private static func text(for value: SQLValue) -> String? {
        switch value {
        case .null: return nil
        case .integer(let int): return String(int)
        case .real(let real):
            if real.isNaN { return "NaN" }
            if real.isInfinite { return real < 0 ? "-Infinity" : "Infinity" }
            return String(real)
        case .text(let text): return text
        case .blob(let bytes): return hexBytea(bytes)
        }
    }

    /// Declared parameter types: numbers and bytes are typed, text and NULL are left for
    /// the server to infer from context.
    private static func typeOID(_ value: SQLValue) -> Oid {
        switch value {
        case .integer: return 20  // int8
        case .real: return 701  // float8
        case .blob: return 17  // bytea
        case .null, .text: return 0
        }
    }

    private static func hexBytea(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(2 + bytes.count * 2)
        out.append(UInt8(ascii: "\\"))
        out.append(UInt8(ascii: "x"))
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: Results

    private func readRows(_ result: OpaquePointer, limit: Int) -> [Row] {
        let rowCount = min(Int(PQntuples(result)), limit)
        let columnCount = PQnfields(result)
        guard rowCount > 0 else { return [] }
        let names = (0..<columnCount).map { String(cString: PQfname(result, $0)) }
        let types = (0..<columnCount).map { PQftype(result, $0) }
        let index = ColumnIndex(names)
        return (0..<Int32(rowCount)).map { row in
            let values = (0..<columnCount).map { column in
                readValue(result, row, column, type: types[Int(column)])
            }
            return Row(index: index, values: values)
        }
    }

    private func readValue(_ result: OpaquePointer, _ row: Int32, _ column: Int32, type: Oid) -> SQLValue {
        if PQgetisnull(result, row, column) != 0 { return .null }
        guard let raw = PQgetvalue(result, row, column) else { return .null }
        let length = Int(PQgetlength(result, row, column))
        switch type {
        case 20, 21, 23, 26:  // int8, int2, int4, oid
            let text = String(cString: raw)
            return Int64(text).map(SQLValue.integer) ?? .text(text)
        case 700, 701, 1700:  // float4, float8, numeric
            let text = String(cString: raw)
            return Double(text).map(SQLValue.real) ?? .text(text)
        case 16:  // bool
            return .integer(raw.pointee == CChar(UInt8(ascii: "t")) ? 1 : 0)
        case 17:  // bytea (hex or escape text format)
            var count = 0
            guard let bytes = raw.withMemoryRebound(to: UInt8.self, capacity: length + 1, { PQunescapeBytea($0, &count) }) else {
                return .blob([])
            }
            defer { PQfreemem(bytes) }
            return .blob([UInt8](UnsafeBufferPointer(start: bytes, count: count)))
        default:
            return .text(String(decoding: UnsafeRawBufferPointer(start: raw, count: length), as: UTF8.self))
        }
    }

    // MARK: Errors

    private func error(result: OpaquePointer?) -> DatabaseError {
        let sqlState = result.flatMap { PQresultErrorField($0, Int32(UInt8(ascii: "C"))) }.map { String(cString: $0) }
        var message = result.map { String(cString: PQresultErrorMessage($0)) } ?? ""
        if message.isEmpty { message = String(cString: PQerrorMessage(handle)) }
        message = message.trimmingCharacters(in: .whitespacesAndNewlines)
        let kind: DatabaseError.Kind =
            if PQstatus(handle) != CONNECTION_OK {
                .connectionFailed
            } else {
                PostgresConnection.kind(forSQLState: sqlState)
            }
        return DatabaseError(kind, message, code: sqlState)
    }

    /// Maps a SQLSTATE to a ``DatabaseError/Kind-swift.enum``.
    static func kind(forSQLState state: String?) -> DatabaseError.Kind {
        guard let state else { return .other }
        switch state {
        case "23505": return .uniqueViolation
        case "23503": return .foreignKeyViolation
        case "40001", "40P01", "55P03": return .busy
        default: break
        }
        switch state.prefix(2) {
        case "08", "57": return .connectionFailed
        case "42", "2F", "0A": return .invalidQuery
        case "22": return .typeMismatch
        default: return .other
        }
    }
}
