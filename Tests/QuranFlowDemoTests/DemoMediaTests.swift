import Calendar
import Database
import DatabaseTestSupport
import Foundation
import Identifiers
import Media
import QuranFlowCore
import QuranFlowMediaPipeline
import QuranFlowScreens
import Security
import Testing

@testable import QuranFlowDemo
@testable import QuranFlowPersistence

/// The demo world's media are real files, measured, made by the `demo.media` job (DESIGN.md §5).
@Suite struct DemoMediaTests {
    /// Tuesday 20 January 2026, 12:00 Toronto: Spring Week 2, so there is little history (Khadija's Weeks 1 and 2, one reviewed).
    static let smallWorldNow = ISO8601.parse("2026-01-20T12:00:00-05:00")!
    /// The job honours QURANFLOW_DEMO_MEDIA; these tests pass the environment explicitly so a run with it set still generates.
    static let mediaOn: [String: String] = [:]

    func world(at now: Date = DemoMediaTests.smallWorldNow, dataDirectory: String = "") throws -> StoreEnvironment {
        let env = try StoreEnvironment.make(
            database: try TestDatabase.make(), clock: TimeSource(fixedAt: now),
            hasher: PasswordHasher(strength: .minimal), dataDirectory: dataDirectory, log: { _ in })
        try DemoWorld.seed(env)
        return env
    }

    func temporaryDirectory() -> String { NSTemporaryDirectory() + "quranflow-demo-media-test-\(UUID().uuidString)" }

    func allSubmissions(_ env: StoreEnvironment) throws -> [Submission] {
        let store = ProgrammeStore(database: env.database)
        var result: [Submission] = []
        for term in try store.terms() {
            let students = try env.database.read { db in
                try db.query("SELECT DISTINCT student_id FROM submissions WHERE term_id = $1", [.text(term.id.rawValue)])
                    .map { try $0.string("student_id") }
            }
            for student in students { result += try store.submissions(ofStudent: ID(student), term: term.id) }
        }
        return result
    }

    /// No tenth of the audio is a flat line: each run of 12 of its 120 peaks reaches a third of the loudest.
    static func expectSpeechThroughout(_ peaks: [Float], _ path: String) {
        #expect(peaks.count == 120, "\(path)")
        let loudest = peaks.max() ?? 0
        for start in stride(from: 0, to: peaks.count - 11, by: 12) {
            let window = peaks[start..<(start + 12)]
            #expect((window.max() ?? 0) >= loudest / 3, "\(path): flat from peak \(start): \(Array(window))")
        }
    }

    @Test func aSmallWorldGetsMeasuredFilesAndARerunMakesNothingNew() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let env = try world(dataDirectory: directory)
        let typed = Dictionary(uniqueKeysWithValues: try allSubmissions(env).map { ($0.id, $0.durationSeconds) })

        let first = try DemoMedia.run(env, asOf: env.now, environment: Self.mediaOn)
        print(first.description)
        let media = MediaStore(database: env.database)
        let records = try media.all()
        #expect(records.count == first.totalMade)
        for record in records {
            let path = directory + "/media/" + record.path
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
            #expect(size == record.bytes, "\(record.path)")
            #expect(record.bytes > 1000)
            #expect(record.durationMilliseconds > 0)
        }
        let files = FileManager.default.enumerator(atPath: directory + "/media")?.allObjects as? [String] ?? []
        #expect(!files.contains { $0.contains(".partial-") })

        // Lesson videos: Spring Weeks 1–2 for each level, each lesson's videos, each narrated from its lesson's script:
        // the transcript is that script's share, timed, and the decoded audio ends a tail after its last line.
        let store = ProgrammeStore(database: env.database)
        let current = try store.terms().filter { $0.name == "Spring 2026" }
        #expect(current.count == 3)
        let inspector = AudioInspector(toolbox: try MediaToolbox.locate(), policy: AudioPolicy(maxBytes: 500_000_000, maxDuration: 3600))
        var expectedVideos = 0
        for term in current {
            for lesson in try store.lessons(ofTerm: term.id) where lesson.week <= 2 {
                expectedVideos += lesson.videoCount
                let videos = try media.media(owner: .lesson(term: term.id, week: lesson.week))
                #expect(videos.map(\.position) == Array(1...lesson.videoCount))
                for video in videos {
                    #expect(video.kind == .lessonVideo && video.contentType == "video/mp4" && video.peaks == nil)
                    let titles = DemoCurriculum.videoTitles(
                        level: term.level.number, week: lesson.week, lessonTitle: lesson.title, count: lesson.videoCount)
                    #expect(video.title == titles[video.position - 1])
                    // The viewing history: Week 1 watched by every student of the term; Week 2 (this week) up to its last video.
                    let watchers = try store.students(inTerm: term.id)
                    let positions = PlaybackStore(database: env.database)
                    for student in watchers {
                        let watched = try positions.positions(account: student.rawValue, media: [video.id])[video.id]?.watchedAt != nil
                        #expect(watched == (lesson.week == 1 || video.position < lesson.videoCount), "\(student) \(video.path)")
                    }
                    let transcript = try #require(video.transcript.flatMap(Transcript.init(stored:)), "\(video.path) has no transcript")
                    let script = try #require(
                        DemoLessonScripts.sentences(
                            title: lesson.title, week: lesson.week, position: video.position,
                            count: lesson.videoCount))
                    #expect(transcript.cues.map(\.text) == script)
                    #expect(transcript.cues.first?.start == 0)
                    #expect(zip(transcript.cues, transcript.cues.dropFirst()).allSatisfy { ($0.end ?? 0) < ($1.start ?? 0) })
                    let lastEnd = try #require(transcript.cues.last?.end)
                    let decoded = try inspector.analyze(fileAt: directory + "/media/" + video.path).duration
                    #expect(
                        abs(decoded - MediaGenerator.narrationTail - lastEnd) < 0.15,
                        "\(video.path): audio \(decoded) s, last line ends at \(lastEnd) s")
                    #expect(abs(video.duration - decoded) < 0.6, "\(video.path): stored \(video.duration) s, decoded \(decoded) s")
                }
            }
            #expect(try media.media(owner: .lesson(term: term.id, week: 3)).isEmpty)
        }
        #expect(records.filter { $0.kind == .lessonVideo && !$0.owner.key.hasSuffix("/welcome") }.count == expectedVideos)
        // Each term that has students and has not ended has its welcome lesson, narrated and measured.
        let welcomes = records.filter { $0.kind == .lessonVideo && $0.owner.key.hasSuffix("/welcome") }
        #expect(!welcomes.isEmpty)
        for welcome in welcomes {
            #expect(welcome.transcript.flatMap(Transcript.init(stored:))?.cues.map(\.text) == DemoMediaPlan.welcomeScript)
            #expect(welcome.duration > 5)
        }

        // Recitations: one per submission, measured, and the submission now carries the measured duration.
        let submissions = try allSubmissions(env)
        #expect(submissions.count >= 2)
        #expect(submissions.contains { $0.status != .inReview } && submissions.contains { $0.status == .inReview })
        for submission in submissions {
            let owned = try media.media(owner: .submission(submission.id))
            let recitation = try #require(owned.first { $0.kind == .recitation })
            #expect(recitation.contentType == "audio/mp4")
            #expect(submission.durationSeconds == Int(recitation.duration.rounded()))
            let pattern = try #require(typed[submission.id])
            #expect(recitation.duration >= Double(pattern) - 1 && recitation.duration < 900, "\(recitation.duration) s for \(pattern) s")
            let peaks = try #require(recitation.peaks)
            #expect(peaks.count == 120)
            #expect(peaks.allSatisfy { $0 >= 0 && $0 <= 1 })
            #expect((peaks.max() ?? 0) > 0.1)
            // The defect: a recitation padded with silence drew a waveform flat after its first seconds. Speech fills
            // the whole length (read again after a breath): every tenth of it has a peak near the loudest.
            Self.expectSpeechThroughout(peaks, recitation.path)
            // A coach's note exactly for the reviewed ones, 1–3 minutes.
            let note = owned.first { $0.kind == .coachNote }
            #expect((note != nil) == (submission.status != .inReview))
            if let note {
                #expect((59...185).contains(note.duration), "note \(note.duration) s")
                Self.expectSpeechThroughout(note.peaks ?? [], note.path)
            }
        }
        #expect(records.filter { $0.kind == .recitation }.count == submissions.count)

        // Session recordings: Spring Week 1 (the only week that has ended), every group session of each level — and this
        // week's meetings that are over by Tuesday noon (Monday's Class of each level), so Recordings opens on "This week".
        let recordings = records.filter { $0.kind == .sessionRecording }
        #expect(recordings.count == 3 * 4 + 3)
        #expect(recordings.filter { $0.owner.key.contains("/2026-01-19") }.count == 3)
        #expect(!recordings.contains { $0.owner.key.contains("/2026-01-20") })
        #expect(recordings.allSatisfy { $0.owner.key.hasPrefix("session:") && $0.owner.key.contains("/2026-01-1") })
        #expect(recordings.allSatisfy { abs($0.duration - 240) < 1 })
        for recording in recordings { Self.expectSpeechThroughout(recording.peaks ?? [], recording.path) }

        // Running again makes nothing and changes nothing.
        let second = try DemoMedia.run(env, asOf: env.now, environment: Self.mediaOn)
        #expect(second.totalMade == 0)
        #expect(second.skipped == first.totalMade)
        #expect(try media.all() == records)

        // A silent video left from before the narration (no transcript) is made again, narrated, with its transcript.
        let old = try #require(records.first { $0.kind == .lessonVideo })
        try env.database.write { db in _ = try db.execute("UPDATE media SET transcript = NULL WHERE id = $1", [.text(old.id)]) }
        let third = try DemoMedia.run(env, asOf: env.now, environment: Self.mediaOn)
        #expect(third.made == [.lessonVideo: 1])
        let remade = try #require(try media.medium(.lessonVideo, owner: old.owner, position: old.position))
        #expect(remade.transcript == old.transcript && remade.path != old.path)
        #expect(!FileManager.default.fileExists(atPath: directory + "/media/" + old.path))
    }

    /// The demo's lesson videos come in through the admin's own doors (issue 20): each is an upload by the demo's admin
    /// (a finished media job, audited), processed by the same job — kept as made (already web-playable), measured, given
    /// its poster — and its transcript saved as the admin's form saves one.
    @Test func theDemoUploadsItsLessonVideosThroughTheAdminsUseCase() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let env = try world(dataDirectory: directory)
        try DemoMedia.run(env, asOf: env.now, environment: ["QURANFLOW_DEMO_MEDIA": "videos"])
        let videos = try MediaStore(database: env.database).all(.lessonVideo)
        #expect(videos.count > 3)
        let admin = try #require(try env.accounts.account(email: "admin@quranflow.test"))
        let jobs = try env.database.read { db in
            try db.query("SELECT media_id, state, created_by FROM media_jobs", []).map {
                (try $0.optionalString("media_id"), try $0.string("state"), try $0.string("created_by"))
            }
        }
        #expect(jobs.count == videos.count)
        #expect(jobs.allSatisfy { $0.1 == "done" && $0.2 == admin.id.rawValue })
        #expect(Set(jobs.compactMap(\.0)) == Set(videos.map(\.id)))
        for video in videos {
            #expect(video.path == "videos/\(video.id).mp4")
            let poster = directory + "/media/" + MediaProcessing.posterPath(of: video.id)
            let header = FileManager.default.contents(atPath: poster).map { [UInt8]($0.prefix(2)) }
            #expect(header == [0xFF, 0xD8], "\(video.title) has no JPEG poster")
        }
        // Nothing left raw; every upload and transcript in the history, by the admin.
        #expect((try? FileManager.default.contentsOfDirectory(atPath: directory + "/media/raw"))?.isEmpty ?? true)
        let history = try env.database.read { db in
            try db.query("SELECT action, actor_name FROM admin_audit WHERE action LIKE 'lesson.%'", []).map {
                (try $0.string("action"), try $0.string("actor_name"))
            }
        }
        #expect(history.filter { $0.0 == "lesson.video-uploaded" }.count == videos.count)
        #expect(history.filter { $0.0 == "lesson.transcript-edited" }.count == videos.count)
        #expect(history.allSatisfy { $0.1 == "Programme Admin" })
    }

    @Test func everyDemoLessonVideoHasItsOwnEnglishScript() throws {
        func isArabic(_ scalar: Unicode.Scalar) -> Bool {
            [0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF].contains { $0.contains(scalar.value) }
        }
        var seen = Set<[String]>()
        for level in 1...3 {
            for lesson in try DemoCurriculum.lessons(forLevel: level) {
                for position in 1...lesson.videoCount {
                    let script = try #require(
                        DemoLessonScripts.sentences(
                            title: lesson.title, week: lesson.week, position: position,
                            count: lesson.videoCount), "no script for \(lesson.title)")
                    #expect(script.count >= 3, "\(lesson.title) video \(position): \(script)")
                    #expect(script[0].hasPrefix("Week \(lesson.week): \(lesson.title)."))
                    #expect(
                        seen.insert(Array(script.dropFirst())).inserted,
                        "\(lesson.title) video \(position) repeats another video's words")
                    for sentence in script.map(DemoMediaScripts.speakable) {
                        #expect(!sentence.unicodeScalars.contains(where: isArabic), "Arabic script in the narration: \(sentence)")
                        #expect(sentence.unicodeScalars.allSatisfy { $0.isASCII || "—·".unicodeScalars.contains($0) }, "\(sentence)")
                    }
                }
            }
        }
        #expect(DemoLessonScripts.sentences(title: "A lesson the demo does not know", week: 1, position: 1, count: 1) == nil)
        #expect(DemoLessonScripts.sentences(title: "Idghām with ghunnah", week: 8, position: 2, count: 1) == nil)
    }

    @Test func switchedOffNothingIsMadeOrQueued() throws {
        let off = ["QURANFLOW_DEMO_MEDIA": "off"]
        #expect(!DemoMedia.isEnabled(off))
        #expect(DemoMedia.isEnabled(["QURANFLOW_DEMO_MEDIA": "on"]))
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let env = try world(dataDirectory: directory)
        let summary = try DemoMedia.run(env, asOf: env.now, environment: off)
        #expect(summary.totalMade == 0)
        #expect(!FileManager.default.fileExists(atPath: directory + "/media"))
        #expect(try MediaStore(database: env.database).all().isEmpty)

        // Seeding queued the job (unless this process has it switched off); with the switch off, scheduling adds none.
        func queued() throws -> Int {
            try env.database.read { db in try db.queryOne("SELECT COUNT(*) AS n FROM jobs WHERE kind = 'demo.media'", [])?.int("n") ?? 0 }
        }
        #expect(try queued() == (DemoMedia.isEnabled() ? 1 : 0))
        try env.database.write { db in _ = try db.execute("DELETE FROM jobs WHERE kind = 'demo.media'", []) }
        try DemoMedia.schedule(in: env, environment: off)
        #expect(try queued() == 0)
    }

    @Test func missingToolsFailWithTheirPackageNamedAndMakeNothing() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let env = try world(dataDirectory: directory)
        for (toolbox, package) in [
            (MediaToolbox(ffmpegPath: "/nonexistent/ffmpeg"), "ffmpeg"),
            (MediaToolbox(espeakPath: "/nonexistent/espeak-ng"), "espeak-ng"),
        ] {
            do {
                try DemoMedia.run(env, asOf: env.now, toolbox: toolbox, environment: Self.mediaOn)
                Issue.record("expected the run to fail without \(package)")
            } catch let failure as DemoMedia.Failure {
                #expect(failure.description.contains("install the Debian package \(package)"), "\(failure)")
            }
        }
        #expect(try MediaStore(database: env.database).all().isEmpty)
    }
}
