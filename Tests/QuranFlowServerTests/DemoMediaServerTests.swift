import Calendar
import Database
import DatabaseTestSupport
import Foundation
import Identifiers
import Media
import QuranFlowCore
import QuranFlowScreens
import Security
import Testing

@testable import QuranFlowDemo
@testable import QuranFlowJobs
@testable import QuranFlowPersistence
@testable import QuranFlowServer

/// The demo's media job as the server runs it: from the application's job runner, and left to its timer when the test
/// clock moves (the rest of the demo's media: QuranFlowDemoTests' DemoMediaTests).
@Suite struct DemoMediaServerTests {
    /// Tuesday 20 January 2026, 12:00 Toronto: Spring Week 2, so there is little history (Khadija's Weeks 1 and 2, one reviewed).
    static let smallWorldNow = ISO8601.parse("2026-01-20T12:00:00-05:00")!
    /// The job honours QURANFLOW_DEMO_MEDIA; these tests pass the environment explicitly so a run with it set still generates.
    static let mediaOn: [String: String] = [:]

    @Test func withoutADataDirectoryTheQueuedJobCompletesWithoutMedia() throws {
        let lines = LineStore()
        let env = try ServerEnvironment.make(
            database: try TestDatabase.make(), clock: TimeSource(fixedAt: Self.smallWorldNow),
            hasher: PasswordHasher(strength: .minimal), log: { lines.append($0) })
        try DemoWorld.seed(env.store)
        try DemoMedia.schedule(in: env.store, environment: Self.mediaOn)
        let app = QuranFlowApplication(environment: env, jobHandlers: DemoJobs.handlers)
        #expect(try app.jobs.runDue(now: env.now) >= 1)
        #expect(lines.read { $0.contains { $0.hasPrefix("demo media: skipped") } })
        #expect(try MediaStore(database: env.database).all().isEmpty)
    }

    /// The defect: moving the test clock while the demo's media were due ran them inside the request (minutes). The
    /// clock runs the short jobs that became due; the media job stays for the server's own timer.
    @Test func movingTheTestClockLeavesTheDemoMediaJobToTheTimer() throws {
        let app = try TestApp(testClock: true)
        try DemoMedia.schedule(in: app.env.store, environment: Self.mediaOn)
        let queue = JobQueue(database: app.env.database)
        #expect(try queue.waitingCount(kind: DemoMedia.jobKind) == 1)
        let moved = app.client().post("/_test/clock", form: [("advance", "60")])
        #expect(moved.status == .ok)
        #expect(try queue.waitingCount(kind: DemoMedia.jobKind) == 1)
        #expect(try app.app.jobs.runDue(now: app.env.now) >= 1)  // the timer's run takes it
        #expect(try queue.waitingCount(kind: DemoMedia.jobKind) == 0)
    }
}
