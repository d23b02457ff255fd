import Database
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowScreens
import Testing

@testable import QuranFlowDemo
@testable import QuranFlowJobs
@testable import QuranFlowPersistence
@testable import QuranFlowServer

/// Lesson videos through the pipeline: served with Range only to the students of their term (and coaches), the
/// player's CSRF-protected position reports, resume and "watched" at 90 %.
@Suite struct PlaybackTests {
    /// Stores a lesson video record for Sarah's term, Week 8, with a real file of `bytes` bytes.
    static func video(in app: TestApp, directory: String, seconds: Int = 100, transcript: String? = nil) throws -> String {
        let sarah = try #require(try app.env.accounts.account(email: "sarah@quranflow.test"))
        let term = try #require(try ProgrammeStore(database: app.env.database).student(id: ID(sarah.id.rawValue), at: app.env.now)?.term)
        let relative = "lessons/test/week-08-1.mp4"
        try FileManager.default.createDirectory(atPath: directory + "/media/lessons/test", withIntermediateDirectories: true)
        let bytes = (0..<4096).map { UInt8(truncatingIfNeeded: $0) }
        #expect(FileManager.default.createFile(atPath: directory + "/media/" + relative, contents: Data(bytes)))
        let record = MediaRecord(
            kind: .lessonVideo, owner: .lesson(term: term.id, week: 8), title: "Idghām with ghunnah", path: relative,
            contentType: "video/mp4", bytes: bytes.count, durationMilliseconds: seconds * 1000, peaks: nil,
            createdAt: app.env.now, transcript: transcript)
        try MediaStore(database: app.env.database).save(record)
        return record.id
    }

    @Test func positionsAreKeptPerAccountAndWatchedAtNinetyPercent() throws {
        let directory = NSTemporaryDirectory() + "qf-play-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = try TestApp(dataDirectory: directory)
        let id = try Self.video(in: app, directory: directory)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let page = sarah.get("/learn/week/8/video/1")
        #expect(page.status == .ok)
        let token = try #require(sarah.csrfToken(in: sarah.get("/profile")))

        // Without the token the report is refused; with it, it is kept and the furthest point only moves forward.
        #expect(
            sarah.send(
                .post, "/media/\(id)/position", body: Array("position=40".utf8),
                headers: [("Content-Type", "application/x-www-form-urlencoded")]
            ).status == .forbidden)
        func report(_ seconds: String) -> Response {
            sarah.send(
                .post, "/media/\(id)/position", body: Array("position=\(seconds)".utf8),
                headers: [("Content-Type", "application/x-www-form-urlencoded"), ("X-CSRF-Token", token)])
        }
        #expect(report("40").json?["watched"] as? Bool == false)
        #expect(report("nonsense").status == .badRequest)
        #expect(report("89.9").json?["watched"] as? Bool == false)
        let lesson = try #require(sarah.get("/api/screens/learn/week/8").json)
        #expect(((lesson["watch"] as? [String: Any])?["upNext"] as? [String: Any])?["percent"] as? Int == 89)
        #expect(report("90").json?["watched"] as? Bool == true)
        let back = report("12").json
        #expect(back?["furthest"] as? Double == 90 && back?["watched"] as? Bool == true)
        let player = try #require(sarah.get("/api/screens/learn/week/8/video/1").json)
        #expect(player["resumeAt"] as? Double == 12)
        #expect(player["banner"] as? String == "Marked as watched")

        // Another student has her own position.
        let khadija = app.client()
        khadija.signIn("khadija@quranflow.test")
        #expect(khadija.get("/api/screens/learn/week/8/video/1").json?["resumeAt"] as? Double == 0)
    }

    @Test func theTranscriptTeaserShowsTheStoredTranscriptAndIsAbsentWithoutOne() throws {
        let directory = NSTemporaryDirectory() + "qf-play-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = try TestApp(dataDirectory: directory)
        _ = try Self.video(in: app, directory: directory)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        #expect(sarah.get("/api/screens/learn/week/8/video/1").json?["transcript"] == nil)
        #expect(!sarah.get("/learn/week/8/video/1").text.contains("Transcript"))

        let script =
            "Bismillah. Today we meet idghām with ghunnah.\nListen for the nasal sound.\n\nHold it for two counts.\nNow recite with me."
        _ = try Self.video(in: app, directory: directory, transcript: script)
        let teaser = try #require(sarah.get("/api/screens/learn/week/8/video/1").json?["transcript"] as? [String: Any])
        func texts(_ key: String) -> [String]? { (teaser[key] as? [[String: Any]])?.compactMap { $0["text"] as? String } }
        #expect(texts("teaser") == ["Bismillah. Today we meet idghām with ghunnah.", "Listen for the nasal sound."])
        #expect(texts("lines")?.count == 4)
        #expect((teaser["lines"] as? [[String: Any]])?.allSatisfy { $0["start"] == nil && $0["time"] == nil } == true)
        #expect(teaser["expand"] as? String == "Read full transcript")
        let page = sarah.get("/learn/week/8/video/1").text
        #expect(page.contains("<summary>Read full transcript</summary>"))
        #expect(page.contains("Hold it for two counts."))
        #expect(!page.contains("transcript-time"))
    }

    @Test func aTimedTranscriptShowsEachLinesTimeAsAButtonThatSeeksTheVideo() throws {
        let directory = NSTemporaryDirectory() + "qf-play-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = try TestApp(dataDirectory: directory)
        let vtt = Transcript(cues: [
            .init(start: 0, end: 1.83, text: "Week 8: Idghām with ghunnah."),
            .init(start: 2.43, end: 6.1, text: "Idghām means merging."),
            .init(start: 6.7, end: 9.9, text: "Hold the ghunnah for two counts."),
            .init(start: 64.25, end: 70, text: "Record when you are ready."),
        ]).webVTT
        _ = try Self.video(in: app, directory: directory, transcript: vtt)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let teaser = try #require(sarah.get("/api/screens/learn/week/8/video/1").json?["transcript"] as? [String: Any])
        let lines = try #require(teaser["lines"] as? [[String: Any]])
        #expect(lines.map { $0["time"] as? String } == ["0:00", "0:02", "0:06", "1:04"])
        #expect(lines.map { $0["start"] as? Double } == [0, 2.43, 6.7, 64.25])
        #expect(lines[3]["seekLabel"] as? String == "Play from 1:04")
        #expect((teaser["teaser"] as? [[String: Any]])?.count == 2)
        let page = sarah.get("/learn/week/8/video/1").text
        #expect(
            page.contains(#"<button type="button" class="transcript-time" data-seek="64.25" aria-label="Play from 1:04">1:04</button>"#))
        #expect(page.contains(#"<span class="transcript-text">Hold the ghunnah for two counts.</span>"#))
        #expect(page.contains("/js/player.js"))
        #expect(!page.contains("WEBVTT") && !page.contains("-->"))
    }

    @Test func videosAreServedWithRangeOnlyToThoseAllowed() throws {
        let directory = NSTemporaryDirectory() + "qf-play-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = try TestApp(dataDirectory: directory)
        let id = try Self.video(in: app, directory: directory)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let part = sarah.send(.get, "/media/\(id)", headers: [("Range", "bytes=100-199")])
        #expect(part.status == .partialContent)
        #expect(part.headers["Content-Range"] == "bytes 100-199/4096")
        #expect(sarah.send(.get, "/media/\(id)", headers: [("Range", "bytes=9000-")]).status == .rangeNotSatisfiable)
        // Noor is in Level I: not her term's video. Nobody signed in: sign in first.
        let noor = app.client()
        noor.signIn("noor@quranflow.test")
        #expect(noor.get("/media/\(id)").status == .notFound)
        #expect(app.client().get("/media/\(id)").status == .seeOther)
        #expect(sarah.get("/media/no-such-file").status == .notFound)
    }
}
