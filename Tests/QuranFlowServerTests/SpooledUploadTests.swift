import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowServer
import Testing

/// The recording routes behind the real libmicrohttpd server, where their bodies go to a temporary file from the first
/// byte (`spoolsBody`): a coach's raw reply and a student's multipart submission are read from those files, decoded,
/// stored, and the temporary files are gone when each request ends — refused or not. (In-process tests hand the
/// handlers bodies in memory, so only these reach the file path.)
@Suite(.serialized) struct SpooledUploadTests {
    let data = NSTemporaryDirectory() + "qf-spooled-\(UUID().uuidString)"
    let spool = NSTemporaryDirectory() + "qf-spool-\(UUID().uuidString)"

    func leftovers() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: spool)) ?? [] }

    /// Waits (up to a second) for the server to remove a finished request's spool directory.
    func expectNoLeftovers() {
        var waited = 0
        while !leftovers().isEmpty, waited < 50 {
            usleep(20_000)
            waited += 1
        }
        #expect(leftovers().isEmpty, "spooled bodies left: \(leftovers())")
    }

    func post(_ port: UInt16, _ path: String, as client: TestClient, csrfFrom page: String, type: String, body: [UInt8]) throws
        -> RawHTTPClient.Reply
    {
        let token = client.csrfToken(in: client.get(page)) ?? ""
        let cookie = client.cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
        return try RawHTTPClient.send(
            port: port,
            head: """
                POST \(path) HTTP/1.1\r\nHost: localhost\r\nContent-Type: \(type)\r\nX-CSRF-Token: \(token)\r\nCookie: \(cookie)\r\nContent-Length: \(body.count)
                """, body: body)
    }

    /// Every route that takes a recording declares it: its body never sits in memory behind the real server.
    @Test func everyRecordingRouteSpoolsItsBody() throws {
        let app = try TestApp()
        let uploads = [
            QuranFlowRoute.submitRecording.description, QuranFlowRoute.apiSubmitRecording.description,
            QuranFlowRoute.attachTake.description, QuranFlowRoute.reviewReply.description,
            QuranFlowRoute.sendVoiceMessage.description, QuranFlowRoute.apiSendVoiceMessage.description,
            QuranFlowRoute.coachSendVoiceMessage.description, QuranFlowRoute.apiCoachSendVoiceMessage.description,
            QuranFlowRoute.submitReport.description, QuranFlowRoute.apiCreateReport.description,
        ]
        for endpoint in uploads {
            let path = endpoint.template.routerPattern.split(separator: "/").map { (segment: Substring) -> String in
                segment.hasPrefix(":") ? "1" : String(segment)
            }.joined(separator: "/")
            guard case .found(_, _, _, let body) = app.app.application.router.match(endpoint.method, "/" + path) else {
                Issue.record("\(endpoint.method) \(path) is not routed")
                continue
            }
            #expect(body.spooled && body.maxBytes != nil, "\(endpoint.method) \(path)")
        }
    }

    @Test func aReplyAndASubmissionAreReadFromTheirSpooledFiles() throws {
        try FileManager.default.createDirectory(atPath: spool, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(atPath: data)
            try? FileManager.default.removeItem(atPath: spool)
        }
        let app = try TestApp(dataDirectory: data)
        try app.env.database.write { db in _ = try db.execute("DELETE FROM jobs WHERE kind = 'demo.media'", []) }
        let server = HTTPServer(
            application: app.app.application, host: "127.0.0.1", port: 0, threads: 2, maxBodyBytes: 64 * 1024, spoolDirectory: spool)
        try server.start()
        defer { server.stop() }
        let take = try ReviewUploadTests.webm(seconds: 2.5)

        // A coach's spoken reply: the raw body, spooled.
        let id = try ReviewUploadTests().waiting(app, email: "khadija@quranflow.test")
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let base = "/coach/review/\(id)"
        let corrupt = try post(
            server.port, base + "/reply", as: amina, csrfFrom: base, type: "audio/webm", body: Array(take.prefix(take.count / 2)))
        #expect(corrupt.status == 422)
        #expect(try MediaStore(database: app.env.database).medium(.coachNote, owner: .submission(.init(id))) == nil)
        expectNoLeftovers()
        let reply = try post(server.port, base + "/reply", as: amina, csrfFrom: base, type: "audio/webm", body: take)
        #expect(reply.status == 201)
        let note = try #require(try MediaStore(database: app.env.database).medium(.coachNote, owner: .submission(.init(id))))
        #expect(abs(note.duration - 2.5) < 0.1)
        expectNoLeftovers()

        // A student's recitation: a multipart form whose file part is cut out of the spooled body.
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let form = MultipartForm(file: .init(field: "recording", name: "take", type: "audio/webm", bytes: take))
        let sent = try post(
            server.port, "/api/learn/week/8/submissions", as: sarah, csrfFrom: "/profile", type: form.contentType, body: form.body)
        #expect(sent.status == 201, "\(sent.body)")
        let submissionID = try #require(
            (try JSONSerialization.jsonObject(with: Data(sent.body.utf8)) as? [String: Any])?["id"] as? String)
        let recitation = try #require(
            try MediaStore(database: app.env.database).medium(.recitation, owner: .submission(.init(submissionID))))
        #expect(recitation.bytes == take.count)
        #expect(FileManager.default.fileExists(atPath: data + "/media/" + recitation.path))
        expectNoLeftovers()
    }
}
