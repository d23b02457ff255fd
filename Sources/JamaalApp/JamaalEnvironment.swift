import Calendar
import Database
import Foundation
import Security
import Synchronization

/// Everything Jamaal's use cases depend on, built once at start-up and passed down: the clock (injected, so tests pin
/// `now` and `--test-clock` moves it), the local database, CSRF protection and the log.
///
///     let env = try JamaalEnvironment.make(database: try SQLiteDatabase(path: ":memory:"), clock: TimeSource(fixedAt: now))
public struct JamaalEnvironment: Sendable {
    public var clock: TimeSource
    public var database: any Database
    public var csrf: CSRFProtection
    /// Whether `POST /_test/clock` exists (tests only).
    public var testClockEnabled: Bool
    /// Where log lines go (stderr by default).
    public var log: @Sendable (String) -> Void
    /// Where the data lives (`--data`); empty for in-memory tests.
    public var dataDirectory: String
    /// State that lives only as long as this process (the Today filter: local, cleared at relaunch).
    public let local: LocalState
    /// The last Today page, kept while its inputs are unchanged.
    public let todayPage = TodayPageCache()

    public var now: Date { clock.now() }

    /// The store over this environment's database.
    public var store: JamaalStore { JamaalStore(database: database) }

    /// Migrates the database and loads (or creates) the CSRF secret from it.
    public static func make(
        database: any Database, clock: TimeSource, testClockEnabled: Bool = false, dataDirectory: String = "",
        log: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) throws -> JamaalEnvironment {
        try Migrator.migrate(database, JamaalSchema.migrations)
        let secret = try secretBytes(named: "csrf", in: database)
        return JamaalEnvironment(
            clock: clock, database: database, csrf: CSRFProtection(secret: secret), testClockEnabled: testClockEnabled, log: log,
            dataDirectory: dataDirectory, local: LocalState())
    }

    private static func secretBytes(named name: String, in database: any Database) throws -> [UInt8] {
        let fresh = SecureRandom.bytes(32).map { String(format: "%02x", $0) }.joined()
        let hex = try database.write { db -> String in
            if let row = try db.queryOne("SELECT value FROM jamaal_secrets WHERE name = $1", [.text(name)]) {
                return try row.string("value")
            }
            try db.execute("INSERT INTO jamaal_secrets (name, value) VALUES ($1, $2)", [.text(name), .text(fresh)])
            return fresh
        }
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex),
            let byte = UInt8(hex[index..<next], radix: 16)
        {
            bytes.append(byte)
            index = next
        }
        return bytes.count >= 16 ? bytes : SecureRandom.bytes(32)
    }
}

/// Process-local state: what the spec says is "local" and clears at relaunch.
public final class LocalState: Sendable {
    private let filter = Mutex<StoredFilter?>(nil)

    /// The Today filter (TD-03): a category and the logical day it was set on.
    public struct StoredFilter: Sendable, Hashable {
        public let categoryID: String
        public let day: LocalDate
    }

    public init() {}

    public var todayFilter: StoredFilter? {
        get { filter.withLock { $0 } }
    }

    public func setTodayFilter(_ value: StoredFilter?) { filter.withLock { $0 = value } }
}
