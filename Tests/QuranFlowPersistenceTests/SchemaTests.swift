import Calendar
import Database
import DatabaseTestSupport
import Foundation
import QuranFlowPersistence
import QuranFlowSchema
import Security
import Testing

/// QuranFlow's schema on the engine under test (SQLite, or PostgreSQL with TEST_DATABASE=postgres), as the stores'
/// environment migrates it at a start — without the web app.
@Suite struct SchemaTests {
    static let firstStart = Date(timeIntervalSince1970: 1_793_000_000)

    static func start(_ database: any Database, at now: Date) throws -> StoreEnvironment {
        try StoreEnvironment.make(
            database: database, clock: TimeSource(fixedAt: now), hasher: PasswordHasher(strength: .minimal), log: { _ in })
    }

    @Test func aFreshDatabaseTakesEveryMigrationOnceAndALaterStartTakesNone() throws {
        let database = try TestDatabase.make()
        let versions = QuranFlowSchema.migrations.map(\.version)
        #expect(!versions.isEmpty)
        let env = try Self.start(database, at: Self.firstStart)
        #expect(try Migrator.appliedVersions(database) == versions)
        _ = try Self.start(database, at: Self.firstStart.addingTimeInterval(3600))
        #expect(try Migrator.appliedVersions(database) == versions)
        let stamps = try database.read { db in try db.query("SELECT DISTINCT applied_at FROM schema_migrations", []).count }
        #expect(stamps == 1)  // every migration was applied at the first start, none at the second
        // Nothing but the schema: no account, no term until someone makes them.
        #expect(try env.accounts.all().isEmpty)
        #expect(try ProgrammeStore(database: env.database).terms().isEmpty)
    }
}
