import Foundation
import HTTPServer
import QuranFlowPersistence
import Testing

@testable import QuranFlowServer

/// Safari's recordings through the real routes: fragmented MP4/AAC as WebKit's MediaRecorder makes it (the header
/// written before the take ended — durations 0, an edit list claiming 1 s, a last fragment cut short), made at test
/// time by ffmpeg, must be accepted at the length that decodes (±0.3 s) for a recitation, a coach's spoken reply and a
/// practice take, and stored as a file whose own header says that length.
@Suite(.serialized) struct WebKitUploadTests {
    static let tolerance: TimeInterval = 0.3
    static let fragmented = ["-movflags", "frag_keyframe+empty_moov+default_base_moof"]

    /// A 4-second AAC take in MP4 with the given muxer options.
    static func mp4(_ options: [String], seconds: Double = 4) throws -> [UInt8] {
        try SubmissionUploadTests.make(
            "take.mp4",
            ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=\(seconds)", "-c:a", "aac", "-ac", "1"]
                + options + ["-f", "mp4"])
    }

    /// The takes WebKit makes, by name: each holds 4 seconds of audio (the cut one, what decodes of 80 % of it).
    static func takes() throws -> [(name: String, bytes: [UInt8], seconds: ClosedRange<Double>)] {
        let whole = try mp4(fragmented)
        let four = (4 - tolerance)...(4 + tolerance)
        return [
            ("fragment per keyframe, empty moov", whole, four),
            ("fragment per frame", try mp4(["-movflags", "+frag_every_frame+empty_moov"]), four),
            ("DASH-style with a global index", try mp4(["-movflags", "+dash+frag_keyframe+empty_moov+global_sidx"]), four),
            ("header durations 0, edit list 1 s", try staleHeader(try mp4([])), four),
            ("last fragment cut short", Array(whole.prefix(whole.count * 8 / 10)), 2.5...4.1),
        ]
    }

    /// What ffprobe reads as the stored file's duration from its header.
    static func headerDuration(_ path: String) throws -> Double {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        process.arguments = ["-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", path]
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// `bytes` with its mvhd, tkhd and mdhd durations set to 0 and its edit list cut to one second.
    static func staleHeader(_ source: [UInt8]) throws -> [UInt8] {
        var bytes = source
        func find(_ type: String) throws -> Int {
            let needle = Array(type.utf8)
            return try #require((0..<(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle })
        }
        func setWord(_ offset: Int, _ value: UInt32) {
            for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(index))) }
        }
        let mvhd = try find("mvhd")
        let timescale = (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[mvhd + 16 + $1]) }
        setWord(mvhd + 20, 0)
        setWord(try find("tkhd") + 24, 0)
        setWord(try find("mdhd") + 20, 0)
        setWord(try find("elst") + 12, timescale)
        return bytes
    }

    @Test func aStudentsRecitationFromSafariIsAcceptedAtItsLengthAndStoredClean() throws {
        for take in try Self.takes() {
            let fixture = try SubmissionUploadTests.Fixture()
            let response = fixture.upload(take.bytes, type: "audio/mp4;codecs=mp4a.40.2")
            #expect(response.status == .created, "\(take.name): \(response.text)")
            let id = try #require(response.json?["id"] as? String, "\(take.name)")
            let medium = try #require(try MediaStore(database: fixture.app.env.database).medium(.recitation, owner: .submission(.init(id))))
            #expect(take.seconds.contains(medium.duration), "\(take.name): measured \(medium.duration) s")
            let stored = try Self.headerDuration(fixture.directory + "/media/" + medium.path)
            #expect(abs(stored - medium.duration) <= Self.tolerance, "\(take.name): the stored file's header says \(stored) s")
            if take.seconds.lowerBound > 3 {
                let screen = try #require(fixture.sarah.get("/api/screens/submissions/\(id)").json)
                #expect((screen["recording"] as? [String: Any])?["duration"] as? String == "0:04", "\(take.name)")
            }
        }
    }

    @Test("Chrome's live WebM, with no duration in its header, is measured by decoding too")
    func chromesLiveWebMIsMeasuredByDecoding() throws {
        let fixture = try SubmissionUploadTests.Fixture()
        let take = try SubmissionUploadTests.make(
            "take.webm", SubmissionUploadTests.tone(seconds: 4) + ["-live", "1", "-f", "webm"])
        let response = fixture.upload(take, type: "audio/webm;codecs=opus")
        #expect(response.status == .created, "\(response.text)")
        let id = try #require(response.json?["id"] as? String)
        let medium = try #require(try MediaStore(database: fixture.app.env.database).medium(.recitation, owner: .submission(.init(id))))
        #expect(abs(medium.duration - 4) <= Self.tolerance, "measured \(medium.duration) s")
        #expect(medium.contentType == "audio/webm")
    }

    @Test func aCoachsSpokenReplyAndAPracticeTakeFromSafariAreAcceptedAtTheirLength() throws {
        let data = NSTemporaryDirectory() + "webkit-upload-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: data) }
        let app = try TestApp(dataDirectory: data)
        let review = ReviewUploadTests()
        let id = try review.waiting(app, email: "khadija@quranflow.test")
        let base = "/coach/review/\(id)"
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let page = amina.get(base).text
        let store = MediaStore(database: app.env.database)
        // Each take in turn as the reply (a newer reply replaces the older one).
        for take in try Self.takes() {
            let reply = Self.upload(amina, base + "/reply", take.bytes, csrfFrom: base)
            #expect(reply.status == .created, "\(take.name): \(reply.text)")
            let note = try #require(try store.medium(.coachNote, owner: .submission(.init(id))), "\(take.name)")
            #expect(take.seconds.contains(note.duration), "\(take.name): measured \(note.duration) s")
            let header = try Self.headerDuration(data + "/media/" + note.path)
            #expect(abs(header - note.duration) <= Self.tolerance, "\(take.name): the stored reply's header says \(header) s")
        }

        let key = try #require(page.range(of: #"name="key" value=""#)).upperBound
        let word = try #require(page.range(of: #"name="word" value=""#)).upperBound
        #expect(
            amina.post(
                base + "/marks",
                form: [
                    ("word", String(page[word...].prefix { $0 != "\"" })), ("kind", "correction"), ("title", "madd too short"),
                    ("detail", ""), ("category", "madd"), ("playhead", "1"),
                ], csrfFrom: base
            ).status == .seeOther)
        let sent = amina.post(
            base + "/send", form: [("key", String(page[key...].prefix { $0 != "\"" })), ("outcome", "accepted")], csrfFrom: base)
        #expect(sent.status == .seeOther)

        let khadija = app.client()
        khadija.signIn("khadija@quranflow.test")
        for take in try Self.takes() {
            let response = Self.upload(khadija, "/submissions/\(id)/practice/1", take.bytes, csrfFrom: "/profile")
            #expect(response.status == .created, "\(take.name): \(response.text)")
            let stored = try #require(try PracticeStore(database: app.env.database).takes(of: .init(id)).first, "\(take.name)")
            #expect(take.seconds.contains(stored.duration), "\(take.name): measured \(stored.duration) s")
            let header = try Self.headerDuration(data + "/media/" + stored.path)
            #expect(abs(header - stored.duration) <= Self.tolerance, "\(take.name): the stored take's header says \(header) s")
        }
    }

    /// Posts `body` as Safari does: the raw recording, declared `audio/mp4`.
    static func upload(_ client: TestClient, _ path: String, _ body: [UInt8], csrfFrom page: String) -> Response {
        let token = client.csrfToken(in: client.get(page)) ?? ""
        return client.send(.post, path, body: body, headers: [("Content-Type", "audio/mp4"), ("X-CSRF-Token", token)])
    }
}
