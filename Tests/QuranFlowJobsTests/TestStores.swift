import Calendar
import DatabaseTestSupport
import Foundation
import QuranFlowPersistence
import Security
import Synchronization

/// What the jobs run on, without the web app: QuranFlow's stores' environment over a fresh database (SQLite, or
/// PostgreSQL with TEST_DATABASE=postgres), a pinned clock and the log kept for the tests to read.
final class TestStores: Sendable {
    static let demoNow = ISO8601.parse("2026-10-27T13:48:00-04:00")!

    let env: StoreEnvironment
    let logLines = LogLines()

    init(now: Date = TestStores.demoNow, dataDirectory: String = "") throws {
        let lines = logLines.lines
        env = try StoreEnvironment.make(
            database: try TestDatabase.make(), clock: TimeSource(fixedAt: now), hasher: PasswordHasher(strength: .minimal),
            dataDirectory: dataDirectory, log: { line in lines.append(line) })
    }
}

/// Log lines captured from the stores and jobs, readable by tests.
final class LogLines: Sendable {
    let lines = LineStore()

    func withLock<T>(_ body: ([String]) -> T) -> T { lines.read(body) }
}

final class LineStore: Sendable {
    private let storage = Mutex<[String]>([])
    func append(_ line: String) { storage.withLock { $0.append(line) } }
    func read<T>(_ body: ([String]) -> T) -> T { storage.withLock { body($0) } }
}
