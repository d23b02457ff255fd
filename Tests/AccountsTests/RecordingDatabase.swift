import Database
import Synchronization

/// A database that passes everything to `base` and records each statement's SQL, in order, so a test can compare the
/// work two paths do.
final class RecordingDatabase: Database {
    let base: any Database
    private final class Log: Sendable {
        let lines = Mutex<[String]>([])
        func append(_ line: String) { lines.withLock { $0.append(line) } }
    }
    private let log = Log()

    init(_ base: any Database) { self.base = base }

    var statements: [String] { log.lines.withLock { $0 } }
    func forget() { log.lines.withLock { $0.removeAll() } }

    var dialect: SQLDialect { base.dialect }
    func read<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        try base.read { try body(Recording(base: $0, log: log, label: "read")) }
    }
    func write<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        try base.write { try body(Recording(base: $0, log: log, label: "write")) }
    }
    func changeCounter() throws -> Int64 { try base.changeCounter() }
    func close() { base.close() }

    private struct Recording: SQLConnection {
        let base: any SQLConnection
        let log: Log
        let label: String
        var dialect: SQLDialect { base.dialect }
        func execute(_ sql: String, _ parameters: [SQLValue]) throws -> Int {
            log.append("\(label): \(sql)")
            return try base.execute(sql, parameters)
        }
        func query(_ sql: String, _ parameters: [SQLValue]) throws -> [Row] {
            log.append("\(label): \(sql)")
            return try base.query(sql, parameters)
        }
        func queryOne(_ sql: String, _ parameters: [SQLValue]) throws -> Row? {
            log.append("\(label): \(sql)")
            return try base.queryOne(sql, parameters)
        }
        func executeScript(_ sql: String) throws {
            log.append("\(label): \(sql)")
            try base.executeScript(sql)
        }
    }
}
