import Calendar
import DatabaseTestSupport
import Foundation
import QuranFlowPersistence
import Security

/// QuranFlow's stores without the web app or the demo world: the stores' environment over a fresh, migrated database
/// (SQLite, or PostgreSQL with TEST_DATABASE=postgres) and a pinned clock.
struct TestStores {
    static let demoNow = ISO8601.parse("2026-10-27T13:48:00-04:00")!

    let env: StoreEnvironment

    init(now: Date = TestStores.demoNow) throws {
        env = try StoreEnvironment.make(
            database: try TestDatabase.make(), clock: TimeSource(fixedAt: now), hasher: PasswordHasher(strength: .minimal),
            log: { _ in })
    }
}
