import Calendar
import Database
import Foundation
import HTTPServer
import HTTPTestSupport
import Identifiers
import Media
import QuranFlowCore
import QuranFlowMediaPipeline
import QuranFlowPersistence
import Testing

/// Lesson videos and session recordings for the admin over the whole pipeline (SQLite or PostgreSQL): upload, the
/// processing job (success, failure with its reason and no half-made row, a dead worker's job retried after its lease),
/// the JSON status, order, transcript, recordings of past meetings; roles and bad input.
@Suite("Admin media", .serialized)
struct AdminMediaTests {
    let app: TestApp
    let directory: String
    let term: Term

    init() throws {
        directory = NSTemporaryDirectory() + "qf-admin-media-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        app = try TestApp(dataDirectory: directory)
        let terms = try ProgrammeStore(database: app.env.database).terms()
        term = try #require(terms.first { $0.name.contains("Fall") } ?? terms.last)
    }

    func signedIn(_ email: String) -> TestClient {
        let client = app.client()
        client.signIn(email)
        return client
    }

    var page: String { "/admin/terms/\(term.id.rawValue)/weeks/3/videos" }

    /// A tiny video made by ffmpeg (`codec` picks the format).
    func video(_ name: String, seconds: Double = 1.5, _ codec: [String] = ["-c:v", "mpeg4", "-c:a", "pcm_s16le"]) throws -> [UInt8] {
        try ffmpeg(
            ["-f", "lavfi", "-i", "testsrc2=s=160x120:r=10:d=\(seconds)", "-f", "lavfi", "-i", "sine=duration=\(seconds)", "-shortest"]
                + codec, name)
    }

    /// Runs ffmpeg with `arguments` writing `name`, and returns the file's bytes.
    func ffmpeg(_ arguments: [String], _ name: String) throws -> [UInt8] {
        let output = directory + "/" + name
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        process.arguments = ["-nostdin", "-v", "error", "-y"] + arguments + [output]
        try process.run()
        process.waitUntilExit()
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
    }

    func upload(
        _ client: TestClient, _ bytes: [UInt8], to target: String? = nil, from form: String? = nil, field: String = "video",
        fields: [(String, String)] = [("title", "Makhārij review")]
    ) -> Response {
        let token = client.csrfToken(in: client.get(form ?? page)) ?? ""
        let body = MultipartForm(
            fields: [("_csrf", token)] + fields, file: .init(field: field, name: "v.mov", type: "video/quicktime", bytes: bytes))
        return client.send(.post, target ?? page, body: body.body, headers: [("Content-Type", body.contentType)])
    }

    func runJobs() throws { try app.app.jobs.runDue(now: app.env.now, includingBackground: false) }

    var lessonVideos: [MediaRecord] {
        get throws {
            try MediaStore(database: app.env.database).media(owner: .lesson(term: term.id, week: 3)).filter { $0.kind == .lessonVideo }
        }
    }

    @Test("An admin uploads a video: queued, processed by the job, then listed with poster and duration; JSON twin shows it")
    func uploadAndProcess() throws {
        let admin = signedIn("admin@quranflow.test")
        #expect(admin.get(page).status == .ok)
        #expect(upload(admin, try video("a.mov")).status == .seeOther)
        let queued = try #require(try MediaJobStore(database: app.env.database).unfinished(owner: .lesson(term: term.id, week: 3)).first)
        #expect(queued.state == .queued)
        let status = admin.get("/api/admin/media-jobs/\(queued.id)")
        #expect(status.status == .ok)
        #expect(status.json?["state"] as? String == "queued")
        try runJobs()
        let done = try #require(try MediaJobStore(database: app.env.database).job(id: queued.id))
        #expect(done.state == .done && done.progress == 1)
        let video = try #require(try lessonVideos.first)
        #expect(video.title == "Makhārij review" && video.contentType == "video/mp4")
        #expect(abs(video.duration - 1.5) < 0.2)
        #expect(FileManager.default.fileExists(atPath: directory + "/media/" + video.path))
        #expect(admin.get("/admin/videos/\(video.id)/poster").headers["Content-Type"] == "image/jpeg")
        #expect(!FileManager.default.fileExists(atPath: directory + "/media/" + queued.sourcePath), "the raw upload is gone")
        let list = admin.get("/api/admin/terms/\(term.id.rawValue)/weeks/3/videos")
        #expect(list.status == .ok && list.text.contains(video.id))
        #expect(admin.get(page).text.contains("Makhārij review"))
    }

    @Test("Order: a second video at position 1 goes first; move and remove keep positions 1…n")
    func order() throws {
        let admin = signedIn("admin@quranflow.test")
        _ = upload(admin, try video("a.mov"), fields: [("title", "First")])
        try runJobs()
        _ = upload(admin, try video("b.mov"), fields: [("title", "Second"), ("position", "1")])
        try runJobs()
        #expect(try lessonVideos.map(\.title) == ["Second", "First"])
        let second = try #require(try lessonVideos.first)
        _ = admin.post("/admin/videos/\(second.id)/move", form: [("direction", "down")], csrfFrom: page)
        #expect(try lessonVideos.map(\.title) == ["First", "Second"])
        #expect(
            admin.post("/admin/videos/\(second.id)/move", form: [("direction", "sideways")], csrfFrom: page).status == .unprocessableEntity)
        _ = admin.post("/admin/videos/\(second.id)/remove", form: [], csrfFrom: page)
        #expect(try lessonVideos.map(\.title) == ["First"])
        #expect(try lessonVideos.map(\.position) == [1])
    }

    @Test("An upload asks the job runner to run now; the lesson's video count follows its processed and removed videos")
    func wakeAndCount() throws {
        let wakes = LineStore()
        let app = try TestApp(dataDirectory: directory, jobsWanted: { wakes.append("wake") })
        let admin = app.client()
        admin.signIn("admin@quranflow.test")
        let term = try #require(try ProgrammeStore(database: app.env.database).terms().first { $0.name == self.term.name })
        let page = "/admin/terms/\(term.id.rawValue)/weeks/3/videos"
        let count = { try ProgrammeStore(database: app.env.database).lessons(ofTerm: term.id).first { $0.week == 3 }?.videoCount }
        let before = try #require(try count())
        #expect(upload(admin, try video("a.mov"), to: page, from: page).status == .seeOther)
        #expect(wakes.read { $0.count } == 1)
        #expect(try count() == before, "counted once processed, not before")
        try app.app.jobs.runDue(now: app.env.now, includingBackground: false)
        let videos = try MediaStore(database: app.env.database).media(owner: .lesson(term: term.id, week: 3)).filter {
            $0.kind == .lessonVideo
        }
        #expect(try count() == videos.count)
        let first = try #require(videos.first)
        _ = admin.post("/admin/videos/\(first.id)/remove", form: [], csrfFrom: page)
        #expect(try count() == videos.count - 1)
        #expect(upload(admin, Array("not a video".utf8), to: page, from: page).status == .unsupportedMediaType)
        #expect(wakes.read { $0.count } == 1, "a refused file queues nothing, so wakes nothing")
    }

    @Test("A lesson written after its week's video was uploaded counts that video")
    func newLessonCountsUploadedVideos() throws {
        let admin = signedIn("admin@quranflow.test")
        let store = ProgrammeStore(database: app.env.database)
        #expect(admin.post("/admin/terms", form: AdminCurriculumRouteTests.springForm, csrfFrom: "/admin/curriculum").status == .seeOther)
        let term = try #require(try store.terms().first { $0.name == "Spring 2027" && $0.level.number == 2 })
        let week = 1
        let videos = "/admin/terms/\(term.id.rawValue)/weeks/\(week)/videos"
        #expect(upload(admin, try video("a.mov"), to: videos, from: videos).status == .seeOther)
        try runJobs()
        let lessonPage = "/admin/terms/\(term.id.rawValue)/weeks/\(week)"
        let saved = admin.post(
            lessonPage,
            form: [
                ("title", "Sincerity"), ("summary", "Recite al-Ikhlāṣ."), ("minutes", "10"), ("surah", "112"), ("firstAyah", "1"),
                ("lastAyah", "4"), ("focalAyah", "1"),
            ], csrfFrom: lessonPage)
        #expect(saved.status == .seeOther)
        #expect(try store.lessons(ofTerm: term.id).first { $0.week == week }?.videoCount == 1)
    }

    @Test("Transcripts: a good WebVTT is stored; a bad one is 422 naming the line and changes nothing")
    func transcript() throws {
        let admin = signedIn("admin@quranflow.test")
        _ = upload(admin, try video("a.mov"))
        try runJobs()
        let video = try #require(try lessonVideos.first)
        let good = "WEBVTT\n\n00:00.000 --> 00:01.000\nBismillah\n"
        #expect(admin.post("/admin/videos/\(video.id)/transcript", form: [("transcript", good)], csrfFrom: page).status == .seeOther)
        #expect(try lessonVideos.first?.transcript == good)
        let late = admin.post(
            "/admin/videos/\(video.id)/transcript", form: [("transcript", "WEBVTT\n\n00:00.000 --> 00:09.000\nToo long\n")], csrfFrom: page)
        #expect(late.status == .unprocessableEntity)
        #expect(late.text.contains("Line 3"))
        #expect(try lessonVideos.first?.transcript == good)
    }

    @Test("Bad uploads: not a video 415, damaged 422, over 60 minutes 422, missing title 422; nothing queued")
    func refusals() throws {
        let admin = signedIn("admin@quranflow.test")
        #expect(upload(admin, Array("just some text, not a video".utf8)).status == .unsupportedMediaType)
        #expect(
            upload(admin, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 1, count: 100)).status
                == .unsupportedMediaType)
        let damaged: [UInt8] = [0, 0, 0, 0x18] + Array("ftypisom".utf8) + Array(repeating: 0x33, count: 400)
        #expect(upload(admin, damaged).status == .unprocessableEntity)
        let long = try ffmpeg(
            ["-f", "lavfi", "-i", "color=c=blue:s=16x16:r=0.1:d=3700", "-c:v", "libx264", "-preset", "ultrafast"], "long.mp4")
        let refused = upload(admin, long)
        #expect(refused.status == .unprocessableEntity)
        #expect(refused.text.contains("60 minutes"))
        #expect(upload(admin, try video("a.mov"), fields: []).status == .unprocessableEntity)
        #expect(try MediaJobStore(database: app.env.database).unfinished(owner: .lesson(term: term.id, week: 3)).isEmpty)
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: directory + "/media/raw")) ?? []).isEmpty)
    }

    @Test("A file that probes but does not decode fails its job with the reason, and no media row is made")
    func failedJob() throws {
        let admin = signedIn("admin@quranflow.test")
        // H.264 in an MP4 whose index is at the end: the probe reads the intact header and index; the frames are garbage.
        var bytes = try video("good.mp4", ["-c:v", "libx264", "-preset", "ultrafast", "-an"])
        for index in (bytes.count / 4)..<(bytes.count * 3 / 4) { bytes[index] ^= 0x5A }
        #expect(upload(admin, bytes).status == .seeOther)
        try runJobs()
        let job = try #require(try MediaJobStore(database: app.env.database).unfinished(owner: .lesson(term: term.id, week: 3)).first)
        #expect(job.state == .failed)
        #expect(job.failure?.contains("could not be decoded") == true)
        #expect(try lessonVideos.isEmpty)
        #expect(admin.get(page).text.contains("Failed: "))
        #expect(admin.get("/api/admin/media-jobs/\(job.id)").json?["state"] as? String == "failed")
    }

    @Test("A job left running by a dead worker is claimed again only after its lease has passed")
    func leaseRetry() throws {
        let admin = signedIn("admin@quranflow.test")
        _ = upload(admin, try video("a.mov"))
        let store = MediaJobStore(database: app.env.database)
        let job = try #require(try store.unfinished(owner: .lesson(term: term.id, week: 3)).first)
        let start = app.env.now
        #expect(try store.claim(job.id, worker: "dead-process", now: start, lease: MediaProcessing.lease))
        var env = app.env.store
        env.clock = TimeSource(fixedAt: start.addingTimeInterval(30))
        #expect(try !MediaProcessing(environment: env).run(jobID: job.id, worker: "alive"), "the lease still holds")
        env.clock = TimeSource(fixedAt: start.addingTimeInterval(MediaProcessing.lease + 1))
        #expect(try MediaProcessing(environment: env).run(jobID: job.id, worker: "alive"))
        let done = try #require(try store.job(id: job.id))
        #expect(done.state == .done && done.attempts == 2)
        #expect(try lessonVideos.count == 1)
    }

    @Test("A job's copy of its raw upload from a store that copies (a bucket) is locked while it runs, then removed")
    func lockedCopy() throws {
        final class Seen: @unchecked Sendable {  // written once, from the job's thread, before it is read here
            var path = ""
            var keptBySweep = false
        }
        let admin = signedIn("admin@quranflow.test")
        _ = upload(admin, try video("a.mov"))
        let job = try #require(try MediaJobStore(database: app.env.database).unfinished(owner: .lesson(term: term.id, week: 3)).first)
        var env = app.env.store
        let seen = Seen()
        let data = env.dataDirectory
        env.mediaStore = CopyingMediaStore(files: LocalMediaFiles(root: env.mediaDirectory)) { scratch in
            seen.path = scratch
            // Another process starting on this data an hour later (past every grace) leaves it: this job holds it.
            ScratchFile.sweepAtStartUp(dataDirectory: data, now: Date().addingTimeInterval(3600))
            seen.keptBySweep = FileManager.default.fileExists(atPath: scratch)
        }
        #expect(try MediaProcessing(environment: env).run(jobID: job.id, worker: "worker"))
        #expect(seen.path.hasPrefix(env.mediaDirectory + "/" + MediaProcessing.rawDirectory + "/"))
        #expect(seen.keptBySweep, "the sweep took the copy of a running job")
        #expect(!FileManager.default.fileExists(atPath: seen.path), "the copy outlived its job")
        #expect(try MediaJobStore(database: app.env.database).job(id: job.id)?.state == .done)
        #expect(try lessonVideos.count == 1)
    }

    @Test("A recording (audio) is attached to a past meeting; a meeting that has not happened is 422")
    func recording() throws {
        let admin = signedIn("admin@quranflow.test")
        let session = try #require(try ProgrammeStore(database: app.env.database).liveSessions(ofTerm: term.id).first)
        let target = "/admin/sessions/\(session.id.rawValue)/recordings"
        let pageText = admin.get(target).text
        let date = try #require(
            pageText.range(of: #"option value="(\d{4}-\d\d-\d\d)""#, options: .regularExpression)
                .map { String(pageText[$0].dropFirst(14).dropLast()) })
        let audio = try video("talk.m4a", seconds: 1.5, ["-vn", "-c:a", "aac"])
        #expect(upload(admin, audio, to: target, from: target, field: "recording", fields: [("date", date)]).status == .seeOther)
        try runJobs()
        let meeting = try #require(LocalDate(iso: date))
        let recording = try #require(
            try MediaStore(database: app.env.database).medium(.sessionRecording, owner: .session(session.id, on: meeting)))
        #expect(recording.contentType == "audio/mp4")
        #expect(abs(recording.duration - 1.5) < 0.3)
        let future = upload(admin, audio, to: target, from: target, field: "recording", fields: [("date", "2030-01-01")])
        #expect(future.status == .unprocessableEntity)
    }

    @Test("Every admin media route is 403 for a coach and a student")
    func roles() throws {
        for email in ["amina@quranflow.test", "sarah@quranflow.test"] {
            let client = signedIn(email)
            for path in [
                "/admin/videos", page, "/api/admin/media-jobs/x", "/api/admin/terms/\(term.id.rawValue)/weeks/3/videos",
                "/admin/videos/x/poster",
            ] {
                #expect(client.get(path).status == .forbidden, "\(email) \(path)")
            }
            #expect(upload(client, try video("a.mov"), from: "/today").status == .forbidden)
            #expect(client.post("/admin/videos/x/remove", form: [], csrfFrom: "/today").status == .forbidden)
        }
    }

    @Test("Over real HTTP, an upload over 1 GiB is refused at its headers: 413 naming the limit")
    func oversized() throws {
        let server = HTTPServer(application: app.app.application, host: "127.0.0.1", port: 0, threads: 2, maxBodyBytes: 64 * 1024)
        try server.start()
        defer { server.stop() }
        let reply = try RawHTTPClient.send(
            port: server.port,
            head: "POST \(page) HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: \(2 << 30)")
        #expect(reply.status == 413)
        #expect(reply.body.contains(String((1 << 30) + (1 << 20))))
    }
}
