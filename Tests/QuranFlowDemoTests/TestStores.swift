import Calendar
import DatabaseTestSupport
import Foundation
import QuranFlowDemo
import QuranFlowPersistence
import Security

/// The demo world without the web app: QuranFlow's stores' environment over a fresh database (SQLite, or PostgreSQL
/// with TEST_DATABASE=postgres) with a pinned clock, seeded as the server seeds it at first start.
struct TestStores {
    static let demoNow = ISO8601.parse("2026-10-27T13:48:00-04:00")!

    let env: StoreEnvironment

    init(now: Date = TestStores.demoNow, dataDirectory: String = "") throws {
        // The world at `now` is seeded once a run and copied for each test, unless its media files go to a folder.
        let seededCopy = dataDirectory.isEmpty
        let database =
            seededCopy
            ? try TestDatabase.make(copyOf: "quranflow-demo-stores-\(now.timeIntervalSince1970)") { database in
                let env = try StoreEnvironment.make(
                    database: database, clock: TimeSource(fixedAt: now), hasher: PasswordHasher(strength: .minimal),
                    log: { _ in })
                _ = try DemoWorld.seed(env)
            }
            : try TestDatabase.make()
        env = try StoreEnvironment.make(
            database: database, clock: TimeSource(fixedAt: now), hasher: PasswordHasher(strength: .minimal),
            dataDirectory: dataDirectory, log: { _ in })
        if !seededCopy { _ = try DemoWorld.seed(env) }
    }
}

/// Recordings made with ffmpeg, as a browser would send them.
enum Recording {
    /// A `seconds`-long tone in WebM/Opus.
    static func webm(seconds: Double) throws -> [UInt8] {
        let output = NSTemporaryDirectory() + "qf-gen-\(UUID().uuidString)-take.webm"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        let tone = ["-f", "lavfi", "-i", "sine=frequency=330:duration=\(seconds)", "-c:a", "libopus", "-f", "webm"]
        process.arguments = ["-nostdin", "-v", "error", "-y"] + tone + [output]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        return Array(try Data(contentsOf: URL(fileURLWithPath: output)))
    }
}
