import Calendar
import Database
import DatabaseTestSupport
import Foundation
import HTTPServer
import QuranFlowCore
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Security
import Testing

/// The live class with two (or three) server processes on one database — each its own application, connection pool
/// and live-class hub, behind its own real HTTP server — as with several `quranflow serve` on one PostgreSQL or one
/// SQLite file: presence, the coach's verse and turn, raised hands and a killed process's viewers all cross over
/// within a second, through the database.
@Suite(.serialized) struct LiveClassAcrossProcessesTests {
    /// One server process: its own pool on the shared database, its own hub, the shared clock.
    final class Process {
        let app: TestApp
        let server: HTTPServer
        var hub: LiveClassHub { app.env.liveClasses }

        init(_ database: any Database, clock: TimeSource, timing: LiveClassHub.Timing) throws {
            var env = try ServerEnvironment.make(
                database: database, clock: clock, hasher: PasswordHasher(strength: .minimal),
                log: { _ in })
            env.liveClasses = LiveClassHub(presence: LivePresenceStore(database: database), clock: clock, timing: timing)
            app = TestApp(environment: env)
            server = HTTPServer(application: app.app.application, host: "127.0.0.1", port: 0, threads: 4, maxBodyBytes: 64 * 1024)
            try server.start()
        }

        deinit { server.stop(timeout: 1) }

        /// A browser signed in as `email` on this process (its cookie works on every process: one database).
        func client(_ email: String) -> TestClient {
            let client = app.client()
            client.signIn(email)
            return client
        }

        /// The same browser talking to this process.
        func client(like other: TestClient) -> TestClient {
            let client = app.client()
            client.cookies = other.cookies
            return client
        }

        func events(_ path: String, as client: TestClient) throws -> EventSocket {
            try EventSocket(port: server.port, path: path, cookies: client.cookies)
        }
    }

    /// `count` handles on one fresh database, as separate processes would open it.
    static func databases(_ count: Int) throws -> [any Database] {
        switch TestDatabase.kind {
        case .sqlite:
            let (first, path) = try TestDatabase.makeSQLiteFile()
            return [first] + (try (1..<count).map { _ in try SQLiteDatabase(path: path) })
        case .postgres:
            let first = try #require(try TestDatabase.make() as? PostgresDatabase)
            return [first] + (try (1..<count).map { _ in try PostgresDatabase(url: try TestDatabase.postgresURL(), schema: first.schema) })
        }
    }

    /// A world on one database with `timings.count` processes; the demo is seeded through the first.
    static func world(_ timings: [LiveClassHub.Timing], clock: TimeSource) throws -> [Process] {
        let databases = try databases(timings.count)
        let first = try Process(databases[0], clock: clock, timing: timings[0])
        try DemoWorld.seed(first.app.env.store)
        return [first] + (try (1..<timings.count).map { try Process(databases[$0], clock: clock, timing: timings[$0]) })
    }

    static func presence(_ screen: [String: Any]?) -> String { screen?["presence"] as? String ?? "" }
    static func person(_ screen: [String: Any]?, _ name: String) -> [String: Any]? {
        (screen?["people"] as? [[String: Any]])?.first { $0["name"] as? String == name }
    }

    @Test func presenceTheVerseTheTurnAndHandsCrossBetweenTwoProcesses() throws {
        let clock = TimeSource(fixedAt: TestApp.demoNow)
        let processes = try Self.world([.standard, .standard], clock: clock)
        let (a, b) = (processes[0], processes[1])
        let sarah = a.client("sarah@quranflow.test")
        let khadija = b.client("khadija@quranflow.test")
        let radwa = b.client("radwa@quranflow.test")
        let qrc = try LiveClassRouteTests.sessionID(sarah, kind: "QRC")
        let registered = try #require(Self.presence(sarah.get("/api/screens/live/\(qrc)").json).split(separator: " ").last)

        // Sarah on A, Khadija on B: each sees both, on the stream and on a fresh read from either process.
        let sarahEvents = try a.events("/live/\(qrc)/events", as: sarah)
        #expect(sarahEvents.next(within: 2) { Self.presence($0) == "1 of \(registered)" } != nil)
        let khadijaEvents = try b.events("/live/\(qrc)/events", as: khadija)
        #expect(khadijaEvents.next(within: 2) { Self.presence($0) == "2 of \(registered)" } != nil)
        let sarahSees = try #require(sarahEvents.next(within: 1) { Self.presence($0) == "2 of \(registered)" })
        #expect((sarahSees["people"] as? [[String: Any]])?.map { $0["name"] as? String } == ["You", "Khadija R."])
        #expect(Self.presence(a.client(like: khadija).get("/api/screens/live/\(qrc)").json) == "2 of \(registered)")
        #expect(Self.presence(b.client(like: sarah).get("/api/screens/live/\(qrc)").json) == "2 of \(registered)")

        // The coach opens her screen on B, starts and sets the verse there: Sarah's stream on A has it within a second.
        let radwaEvents = try b.events("/coach/live/\(qrc)/events", as: radwa)
        #expect(sarahEvents.next(within: 1) { $0["coachHere"] as? Bool == true } != nil)
        let page = "/coach/live/\(qrc)"
        #expect(radwa.post(page + "/start", form: [], csrfFrom: page).status == .seeOther)
        #expect(radwa.post(page + "/verse", form: [("verse", "67:3")], csrfFrom: page).status == .seeOther)
        let verseSetAt = ProcessInfo.processInfo.systemUptime
        let withVerse = sarahEvents.next(within: 1) { ($0["verse"] as? [String: Any])?["reference"] as? String == "67:3" }
        let verseLatency = ProcessInfo.processInfo.systemUptime - verseSetAt
        #expect(withVerse != nil, "the verse set on B did not reach Sarah's stream on A within a second")
        #expect(verseLatency < 1, "the verse took \(verseLatency) s to cross")
        #expect(withVerse?["status"] as? String == "Live")

        // Sarah raises her hand on A: the coach's stream on B shows it within a second.
        #expect(sarah.post("/live/\(qrc)/hand", form: [("raised", "1")], csrfFrom: "/live/\(qrc)").status == .seeOther)
        let handUp = radwaEvents.next(within: 1) { Self.person($0, "Sarah A.")?["handRaised"] as? Bool == true }
        #expect(handUp != nil, "Sarah's raised hand on A did not reach the coach's stream on B within a second")

        // The coach hands Sarah the turn from B (B knows she is present though her screen is on A).
        let sarahID = try #require(sarahSees["viewerID"] as? String)
        #expect(radwa.post(page + "/speaker", form: [("speaker", sarahID)], csrfFrom: page).status == .seeOther)
        #expect(sarahEvents.next(within: 1) { $0["speaking"] as? String == "You" } != nil)

        // Khadija leaves on B: A shows one student within a second; her attendance stays logged.
        #expect(
            khadija.send(
                .post, "/live/\(qrc)/leave",
                headers: [
                    ("X-CSRF-Token", khadija.csrfToken(in: khadija.get("/live/\(qrc)")) ?? "")
                ]
            ).status == .noContent)
        #expect(sarahEvents.next(within: 1) { Self.presence($0) == "1 of \(registered)" } != nil)
        let attended = try LiveClassStore(database: a.app.env.database).attendance(session: .init(qrc), on: .init(iso: "2026-10-27")!)
        #expect(attended.count == 3)
        withExtendedLifetime((khadijaEvents, radwaEvents)) {}
    }

    @Test func aKilledProcesssViewersStopCountingAtTheLimit() throws {
        let clock = TimeSource(fixedAt: TestApp.demoNow)
        // C writes its screens' rows when they open and never again, as a process killed right after.
        let killed = LiveClassHub.Timing(poll: 0.25, heartbeat: 24 * 3600)
        let processes = try Self.world([LiveClassHub.Timing(poll: 0.25, heartbeat: 0.2), killed], clock: clock)
        let (a, c) = (processes[0], processes[1])
        let sarah = a.client("sarah@quranflow.test")
        let khadija = c.client("khadija@quranflow.test")
        let qrc = try LiveClassRouteTests.sessionID(sarah, kind: "QRC")
        let sarahEvents = try a.events("/live/\(qrc)/events", as: sarah)
        guard case .eventStream(let khadijaStream) = khadija.get("/live/\(qrc)/events").body else { Issue.record("no stream"); return }
        defer { khadijaStream.close() }
        let registered = try #require(Self.presence(sarah.get("/api/screens/live/\(qrc)").json).split(separator: " ").last)
        #expect(sarahEvents.next(within: 2) { Self.presence($0) == "2 of \(registered)" } != nil)

        // Time passes; A keeps beating, C does not. At 29 s since C's last heartbeat Khadija still counts.
        let presence = LivePresenceStore(database: a.app.env.database)
        func advance(by seconds: TimeInterval) throws {
            clock.advance(by: seconds)
            let now = SQLValue.milliseconds(clock.now())
            let deadline = ProcessInfo.processInfo.systemUptime + 5
            while ProcessInfo.processInfo.systemUptime < deadline {
                let beat = try a.app.env.database.read { db in
                    try db.queryOne("SELECT MIN(heartbeat_at) AS at FROM live_presence WHERE process_id = $1", [.text(a.hub.processID)])?
                        .optionalInt64("at")
                }
                if beat == now { return }
                usleep(20_000)
            }
            Issue.record("A did not write its heartbeat")
        }
        try advance(by: 10)
        try advance(by: 10)
        try advance(by: 9)
        #expect(Self.presence(sarah.get("/api/screens/live/\(qrc)").json) == "2 of \(registered)")
        #expect(Self.presence(khadija.get("/api/screens/live/\(qrc)").json) == "2 of \(registered)")
        #expect(sarahEvents.next(within: 0.5) { Self.presence($0) == "1 of \(registered)" } == nil)

        // At 30 s it does not, on either process; A's stream is told within a second and the row is swept.
        try advance(by: 1)
        #expect(Self.presence(khadija.get("/api/screens/live/\(qrc)").json) == "1 of \(registered)")
        #expect(
            sarahEvents.next(within: 1) { Self.presence($0) == "1 of \(registered)" } != nil,
            "Khadija's screen on the killed process still counted on A's stream")
        let room = LiveClassStore.Rooms.group.room(session: .init(qrc), on: .init(iso: "2026-10-27")!)
        #expect(try presence.snapshot(room: room).screens.map(\.accountID).count == 1)
    }

    @Test func aHeartbeatRefreshesItsOwnScreensAndClearsDeadOnesInRoomsNobodyWatches() throws {
        let clock = TimeSource(fixedAt: TestApp.demoNow)
        let app = try TestApp(now: clock.now())
        let presence = LivePresenceStore(database: app.env.database)
        let ids = try app.env.database.read { db in
            try db.query("SELECT id FROM accounts ORDER BY email", []).map { try $0.string("id") }
        }
        let t0 = clock.now()
        func person(_ id: String) -> LiveRoom.Participant { LiveRoom.Participant(id: id, name: id, isCoach: false, joinedAt: t0) }
        try presence.join(room: "group:x/2026-10-27", connectionID: "dead-1", processID: "dead", participant: person(ids[0]), at: t0)
        try presence.join(room: "group:y/2026-10-27", connectionID: "dead-2", processID: "dead", participant: person(ids[1]), at: t0)
        try presence.join(room: "group:x/2026-10-27", connectionID: "live-1", processID: "live", participant: person(ids[2]), at: t0)
        try presence.join(room: "group:x/2026-10-27", connectionID: "live-2", processID: "live", participant: person(ids[3]), at: t0)
        let before = try presence.versions(rooms: ["group:x/2026-10-27", "group:y/2026-10-27"])

        // 29 s on: nothing is stale yet; the live process refreshes its two.
        #expect(try presence.heartbeat(process: "live", holding: ["live-1", "live-2"], at: t0.addingTimeInterval(29)).isEmpty)
        #expect(try presence.versions(rooms: ["group:x/2026-10-27", "group:y/2026-10-27"]) == before)
        #expect(try presence.snapshot(room: "group:x/2026-10-27").participants(at: t0.addingTimeInterval(29)).count == 3)
        // 30 s on: the dead process's rows go (both rooms' versions move); a row the live process holds but which was
        // deleted meanwhile (someone left from another process) is reported so its stream closes.
        try presence.leave(room: "group:x/2026-10-27", account: ids[3])
        let gone = try presence.heartbeat(process: "live", holding: ["live-1", "live-2"], at: t0.addingTimeInterval(30))
        #expect(gone == ["live-2"])
        let after = try presence.versions(rooms: ["group:x/2026-10-27", "group:y/2026-10-27"])
        #expect(after["group:y/2026-10-27"]! > before["group:y/2026-10-27"]!)
        #expect(after["group:x/2026-10-27"]! > before["group:x/2026-10-27"]! + 1)
        #expect(try presence.snapshot(room: "group:x/2026-10-27").screens.map(\.connectionID) == ["live-1"])
        #expect(try presence.snapshot(room: "group:y/2026-10-27").screens.isEmpty)
    }
}
