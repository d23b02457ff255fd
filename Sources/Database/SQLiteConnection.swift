import CSQLite
import Foundation

/// One SQLite connection (`sqlite3*`), used by one thread at a time.
final class SQLiteConnection: SQLConnection {
    let dialect = SQLDialect.sqlite
    private let handle: OpaquePointer
    /// Prepared statements by SQL text, reused across calls (reset after each use); cleared by `executeScript`.
    private var statements: [String: PreparedStatement] = [:]
    private static let statementCacheLimit = 128

    /// Opens `path` (a file path or `file:` URI) with the given `sqlite3_open_v2` flags.
    init(path: String, flags: Int32) throws {
        var pointer: OpaquePointer?
        let status = sqlite3_open_v2(path, &pointer, flags | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI, nil)
        guard status == SQLITE_OK, let pointer else {
            let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(pointer)
            throw DatabaseError(.connectionFailed, "cannot open SQLite database '\(path)': \(message)", code: String(status))
        }
        handle = pointer
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit {
        clearStatementCache()
        sqlite3_close_v2(handle)
    }

    private func clearStatementCache() {
        for statement in statements.values { sqlite3_finalize(statement.pointer) }
        statements.removeAll()
    }

    private func cachedStatement(_ sql: String) throws -> PreparedStatement {
        if let cached = statements[sql] { return cached }
        if statements.count >= Self.statementCacheLimit { clearStatementCache() }
        let prepared = PreparedStatement(pointer: try prepare(sql))
        statements[sql] = prepared
        return prepared
    }

    /// Copies this connection's database to a new file in one backup step (a single read snapshot, so the copy is
    /// consistent however the database is being written meanwhile); a failure removes the partial file.
    func backup(to path: String) throws {
        var pointer: OpaquePointer?
        guard sqlite3_open_v2(path, &pointer, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK,
            let destination = pointer
        else {
            sqlite3_close_v2(pointer)
            throw DatabaseError(.connectionFailed, "cannot create the backup file '\(path)'")
        }
        let failure = copy(into: destination)
        sqlite3_close_v2(destination)
        if let failure {
            try? FileManager.default.removeItem(atPath: path)
            throw DatabaseError(.connectionFailed, "the backup to '\(path)' failed: \(failure)")
        }
    }

    /// Replaces everything in `destination`'s database with a copy of this connection's, in one backup step.
    func backup(into destination: SQLiteConnection) throws {
        if let failure = copy(into: destination.handle) {
            throw DatabaseError(.connectionFailed, "copying the database failed: \(failure)")
        }
    }

    /// SQLite's online backup of this connection's main database into `destination`'s; the failure's text, or nil.
    private func copy(into destination: OpaquePointer) -> String? {
        guard let backup = sqlite3_backup_init(destination, "main", handle, "main") else {
            return String(cString: sqlite3_errmsg(destination))
        }
        var status: Int32
        repeat {
            status = sqlite3_backup_step(backup, -1)
            if status == SQLITE_BUSY || status == SQLITE_LOCKED { sqlite3_sleep(20) }
        } while status == SQLITE_OK || status == SQLITE_BUSY || status == SQLITE_LOCKED
        let finished = sqlite3_backup_finish(backup)
        guard status == SQLITE_DONE, finished == SQLITE_OK else {
            return String(cString: sqlite3_errstr(status != SQLITE_DONE ? status : finished))
        }
        return nil
    }

    /// Sets the busy timeout in milliseconds.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Whether the connection is outside any transaction.
    var isAutocommit: Bool {
        sqlite3_get_autocommit(handle) != 0
    }

    func execute(_ sql: String, _ parameters: [SQLValue]) throws -> Int {
        try run(sql, parameters, maxRows: 0).changes
    }

    func query(_ sql: String, _ parameters: [SQLValue]) throws -> [Row] {
        try run(sql, parameters, maxRows: Int.max).rows
    }

    func queryOne(_ sql: String, _ parameters: [SQLValue]) throws -> Row? {
        try run(sql, parameters, maxRows: 1).rows.first
    }

    func executeScript(_ sql: String) throws {
        // A script may change the schema the cached statements were prepared against (not BEGIN/COMMIT/PRAGMA).
        if Self.mayChangeSchema(sql) { clearStatementCache() }
        var errorMessage: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        let message = errorMessage.map { String(cString: $0) }
        sqlite3_free(errorMessage)
        if status != SQLITE_OK {
            throw error(message: message)
        }
    }

    /// Whether a script names CREATE, ALTER or DROP in any case (a plain byte scan: a regular expression here paged
    /// ICU's regex engine into every process that opens a database).
    static func mayChangeSchema(_ sql: String) -> Bool {
        let keywords: [[UInt8]] = [Array("CREATE".utf8), Array("ALTER".utf8), Array("DROP".utf8)]
        let upper = sql.utf8.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) ? $0 - 32 : $0 }
        for keyword in keywords where upper.count >= keyword.count {
            for start in 0...(upper.count - keyword.count) where upper[start] == keyword[0] {
                if upper[start..<(start + keyword.count)].elementsEqual(keyword) { return true }
            }
        }
        return false
    }

    // MARK: Statements

    private func run(_ sql: String, _ parameters: [SQLValue], maxRows: Int) throws -> (rows: [Row], changes: Int) {
        let prepared = try cachedStatement(sql)
        let statement = prepared.pointer
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        try bind(parameters, to: statement)

        let before = sqlite3_total_changes64(handle)
        var rows: [Row] = []
        var index: ColumnIndex?
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw error() }
            if rows.count < maxRows {
                let columnIndex = index ?? prepared.columns ?? ColumnIndex(columnNames(statement))
                index = columnIndex
                prepared.columns = columnIndex
                rows.append(Row(index: columnIndex, values: readRow(statement)))
            } else if maxRows > 0, sqlite3_stmt_readonly(statement) != 0 {
                break
            }
        }
        let changed = sqlite3_stmt_readonly(statement) == 0 && sqlite3_total_changes64(handle) != before
        return (rows, changed ? Int(sqlite3_changes64(handle)) : 0)
    }

    private func prepare(_ sql: String) throws -> OpaquePointer {
        var statement: OpaquePointer?
        var extra: OpaquePointer?
        try sql.withCString { start in
            var tail: UnsafePointer<CChar>?
            guard sqlite3_prepare_v2(handle, start, -1, &statement, &tail) == SQLITE_OK else { throw error() }
            // Anything after the first statement must be blank or comments.
            if let tail, tail.pointee != 0 {
                guard sqlite3_prepare_v2(handle, tail, -1, &extra, nil) == SQLITE_OK else {
                    sqlite3_finalize(statement)
                    throw error()
                }
            }
        }
        if extra != nil {
            sqlite3_finalize(extra)
            sqlite3_finalize(statement)
            throw DatabaseError(.invalidQuery, "only one statement allowed here, use executeScript for several: \(sql)")
        }
        guard let statement else {
            throw DatabaseError(.invalidQuery, "empty statement")
        }
        return statement
    }

    /// Binds `$N` parameters by name to `parameters[N-1]`.
    private func bind(_ parameters: [SQLValue], to statement: OpaquePointer) throws {
        let count = sqlite3_bind_parameter_count(statement)
        guard count > 0 else {
            if !parameters.isEmpty {
                throw DatabaseError(.invalidQuery, "\(parameters.count) parameters given but the statement has none")
            }
            return
        }
        for position in 1...count {
            guard let cName = sqlite3_bind_parameter_name(statement, position) else {
                throw DatabaseError(.invalidQuery, "anonymous parameter '?' not supported; write $1, $2, …")
            }
            let name = String(cString: cName)
            guard name.first == "$", let number = Int(name.dropFirst()), number >= 1 else {
                throw DatabaseError(.invalidQuery, "parameter \(name) not supported; write $1, $2, …")
            }
            guard number <= parameters.count else {
                throw DatabaseError(.invalidQuery, "parameter \(name) has no value (\(parameters.count) given)")
            }
            let status = bindValue(parameters[number - 1], statement, position)
            guard status == SQLITE_OK else { throw error() }
        }
    }

    private func bindValue(_ value: SQLValue, _ statement: OpaquePointer, _ position: Int32) -> Int32 {
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        switch value {
        case .null:
            return sqlite3_bind_null(statement, position)
        case .integer(let int):
            return sqlite3_bind_int64(statement, position, int)
        case .real(let real):
            return sqlite3_bind_double(statement, position, real)
        case .text(let text):
            var text = text
            return text.withUTF8 { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    guard let base = chars.baseAddress, !chars.isEmpty else {
                        return sqlite3_bind_text(statement, position, "", 0, transient)
                    }
                    return sqlite3_bind_text64(statement, position, base, UInt64(chars.count), transient, UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let bytes):
            if bytes.isEmpty { return sqlite3_bind_zeroblob(statement, position, 0) }
            return bytes.withUnsafeBytes { buffer in
                sqlite3_bind_blob64(statement, position, buffer.baseAddress, UInt64(buffer.count), transient)
            }
        }
    }

    private func columnNames(_ statement: OpaquePointer) -> [String] {
        (0..<sqlite3_column_count(statement)).map { String(cString: sqlite3_column_name(statement, $0)) }
    }

    private func readRow(_ statement: OpaquePointer) -> [SQLValue] {
        (0..<sqlite3_column_count(statement)).map { column in
            switch sqlite3_column_type(statement, column) {
            case SQLITE_INTEGER:
                return .integer(sqlite3_column_int64(statement, column))
            case SQLITE_FLOAT:
                return .real(sqlite3_column_double(statement, column))
            case SQLITE_TEXT:
                let pointer = sqlite3_column_text(statement, column)
                let count = Int(sqlite3_column_bytes(statement, column))
                return .text(String(decoding: UnsafeBufferPointer(start: pointer, count: pointer == nil ? 0 : count), as: UTF8.self))
            case SQLITE_BLOB:
                let pointer = sqlite3_column_blob(statement, column)
                let count = Int(sqlite3_column_bytes(statement, column))
                guard let pointer, count > 0 else { return .blob([]) }
                return .blob([UInt8](UnsafeRawBufferPointer(start: pointer, count: count)))
            default:
                return .null
            }
        }
    }

    // MARK: Errors

    private func error(message: String? = nil) -> DatabaseError {
        let code = sqlite3_extended_errcode(handle)
        let text = message ?? String(cString: sqlite3_errmsg(handle))
        return DatabaseError(SQLiteConnection.kind(for: code), text, code: String(code))
    }

    /// Maps an SQLite extended result code to a ``DatabaseError/Kind-swift.enum``.
    static func kind(for code: Int32) -> DatabaseError.Kind {
        switch code {
        case 2067, 1555: return .uniqueViolation  // SQLITE_CONSTRAINT_UNIQUE, _PRIMARYKEY
        case 787: return .foreignKeyViolation  // SQLITE_CONSTRAINT_FOREIGNKEY
        default: break
        }
        switch code & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED: return .busy
        case SQLITE_CANTOPEN, SQLITE_NOTADB: return .connectionFailed
        case SQLITE_ERROR, SQLITE_RANGE, SQLITE_READONLY: return .invalidQuery
        case SQLITE_MISMATCH: return .typeMismatch
        case SQLITE_NOTFOUND: return .notFound
        default: return .other
        }
    }
}

/// A prepared statement kept for reuse, with the column index of its results once known.
private final class PreparedStatement {
    let pointer: OpaquePointer
    var columns: ColumnIndex?

    init(pointer: OpaquePointer) { self.pointer = pointer }
}
