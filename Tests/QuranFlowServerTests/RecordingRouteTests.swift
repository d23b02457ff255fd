import Calendar
import DatabaseTestSupport
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Security
import Testing

/// Recordings: grouped by week, Range-served only to students who may see the session, progress that only moves forward.
@Suite struct RecordingRouteTests {
    static func app() throws -> (TestApp, String, [String: String]) {
        let directory = NSTemporaryDirectory() + "quranflow-recordings-test-\(UUID().uuidString)"
        let env = try ServerEnvironment.make(
            database: try TestDatabase.make(), clock: TimeSource(fixedAt: TestApp.demoNow),
            hasher: PasswordHasher(strength: .minimal), dataDirectory: directory, log: { _ in })
        try DemoWorld.seed(env.store)
        let store = ProgrammeStore(database: env.database)
        let fall = try #require(try store.terms().first { $0.name == "Fall 2026" && $0.level.number == 2 })
        let sessions = try store.liveSessions(ofTerm: fall.id)
        let qrc = try #require(sessions.first { $0.kind == .qrc })
        let lesson = try #require(sessions.first { $0.kind == .class })
        var ids: [String: String] = [:]
        for (name, session, date) in [
            ("week7-qrc", qrc, "2026-10-20"), ("week6-qrc", qrc, "2026-10-13"), ("week8-class", lesson, "2026-10-26"),
        ] {
            let relative = "recordings/\(name).m4a"
            try FileManager.default.createDirectory(atPath: directory + "/media/recordings", withIntermediateDirectories: true)
            let bytes = [UInt8]((0..<4000).map { UInt8($0 % 251) })
            _ = FileManager.default.createFile(atPath: directory + "/media/" + relative, contents: Data(bytes))
            let record = MediaRecord(
                kind: .sessionRecording, owner: .session(session.id, on: LocalDate(iso: date)!), title: name,
                path: relative, contentType: "audio/mp4", bytes: 4000, durationMilliseconds: 240_000, peaks: nil,
                createdAt: TestApp.demoNow)
            try MediaStore(database: env.database).save(record)
            ids[name] = record.id
        }
        return (TestApp(environment: env), directory, ids)
    }

    @Test func groupedByWeekNewestFirstWithProgressThatOnlyMovesForward() throws {
        let (app, directory, ids) = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let client = app.client()
        client.signIn("sarah@quranflow.test")
        let json = try #require(client.get("/api/screens/sessions/recordings").json)
        #expect(json["screenID"] as? String == "SakScheduleRecordings")
        let groups = try #require(json["groups"] as? [[String: Any]])
        #expect(groups.map { $0["title"] as? String } == ["This week", "Week 7 · Oct 19–25", "Week 6 · Oct 12–18"])
        let qrc = try #require((groups[1]["rows"] as? [[String: Any]])?.first)
        #expect(qrc["kindChip"] as? String == "QRC")
        #expect(qrc["title"] as? String == "Sisters' Reading Circle")
        #expect(qrc["coach"] as? String == "Ust. Radwa")
        #expect(qrc["date"] as? String == "Tue · 20 Oct · 2:00 PM")
        #expect(qrc["duration"] as? String == "4:00")
        #expect(qrc["progress"] == nil || qrc["progress"] is NSNull)

        let api = app.client()
        let token = try #require(
            api.postJSON("/api/session", "{\"email\":\"sarah@quranflow.test\",\"password\":\"quranflow-demo\"}").json?["token"] as? String)
        let id = try #require(ids["week7-qrc"])
        #expect(
            api.postJSON("/api/recordings/\(id)/progress", "{\"positionSeconds\": 90}", bearer: token).json?["label"] as? String == "37% in"
        )
        #expect(
            api.postJSON("/api/recordings/\(id)/progress", "{\"positionSeconds\": 10}", bearer: token).json?["label"] as? String == "37% in"
        )
        #expect(api.postJSON("/api/recordings/\(id)/progress", "{\"positionSeconds\": -1}", bearer: token).status == .badRequest)
        #expect(client.get("/sessions/recordings").text.contains("37% in"))
        #expect(client.get("/sessions/recordings/\(id)").text.contains("data-resume=\"90\""))
        #expect(
            api.postJSON("/api/recordings/\(id)/progress", "{\"positionSeconds\": 239}", bearer: token).json?["label"] as? String
                == "watched")

        // Range-served.
        let ranged = client.send(.get, "/media/recordings/\(id)", headers: [("Range", "bytes=100-199")])
        #expect(ranged.status == .partialContent)
        #expect(ranged.headers["Content-Range"] == "bytes 100-199/4000")
        #expect(client.get("/media/recordings/\(id)").status == .ok)
    }

    @Test func otherStudentsAndStrangersGetNothing() throws {
        let (app, directory, ids) = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let id = try #require(ids["week7-qrc"])
        // Noor is in Level I: Level II's circle is not hers.
        let noor = app.client()
        noor.signIn("noor@quranflow.test")
        #expect(noor.get("/media/recordings/\(id)").status == .notFound)
        #expect(noor.get("/sessions/recordings/\(id)").status == .notFound)
        #expect(!noor.get("/api/screens/sessions/recordings").text.contains(id))
        let stranger = app.client()
        #expect(stranger.get("/media/recordings/\(id)").status == .seeOther)  // to sign-in
        let coach = app.client()
        coach.signIn("amina@quranflow.test")
        #expect(coach.get("/media/recordings/\(id)").status == .forbidden)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        #expect(sarah.get("/media/recordings/nope").status == .notFound)
    }
}
