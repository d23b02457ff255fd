import Foundation
import HTTPServer
import HTTPTestSupport
import Testing

/// Profile photos on the whole pipeline: upload from Profile (re-encoded, served as a 512 px JPEG), shown on Profile,
/// replaced, removed; bad files refused with the field named and the old photo kept; who may see whose photo.
@Suite("Profile photo")
struct ProfilePhotoTests {
    let app: TestApp
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "qf-photo-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        app = try TestApp(dataDirectory: directory)
    }

    func signedIn(_ email: String) -> TestClient {
        let client = app.client()
        client.signIn(email)
        return client
    }

    /// A real image made by ffmpeg (`source` is a lavfi source, e.g. "testsrc=s=640x480"), as bytes.
    func image(_ source: String, _ name: String) throws -> [UInt8] {
        let output = directory + "/" + name
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        process.arguments = ["-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", source, "-frames:v", "1", output]
        try process.run()
        process.waitUntilExit()
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
    }

    /// Posts `bytes` as the multipart field `photo` with the form token of `page`.
    func upload(_ client: TestClient, _ bytes: [UInt8], page: String = "/profile", field: String = "photo") -> Response {
        let token = client.csrfToken(in: client.get(page)) ?? ""
        let form = MultipartForm(fields: [("_csrf", token)], file: .init(field: field, name: "me.png", type: "image/png", bytes: bytes))
        return client.send(.post, "/profile/photo", body: form.body, headers: [("Content-Type", form.contentType)])
    }

    func photoPath(in page: String) -> String? {
        guard let range = page.range(of: #"src="(/photos/[^"]+)""#, options: .regularExpression) else { return nil }
        return String(page[range].dropFirst(5).dropLast())
    }

    @Test("Sarah adds a photo: Profile shows it, it is a 512 px JPEG; she replaces and removes it")
    func uploadReplaceRemove() throws {
        let sarah = signedIn("sarah@quranflow.test")
        #expect(sarah.get("/profile").text.contains("Add a photo"))
        let done = upload(sarah, try image("testsrc=s=640x480", "a.png"))
        #expect(done.status == .seeOther || done.status == .found)
        let profile = sarah.get("/profile").text
        #expect(profile.contains("Change photo"))
        #expect(profile.contains("Remove photo"))
        let path = try #require(photoPath(in: profile))
        let photo = sarah.get(path)
        #expect(photo.status == .ok)
        #expect(photo.headers["Content-Type"] == "image/jpeg")
        let files = { (try? FileManager.default.contentsOfDirectory(atPath: self.directory + "/media/avatars")) ?? [] }
        #expect(files().count == 1)
        let stored = try Data(contentsOf: URL(fileURLWithPath: directory + "/media/avatars/" + (files().first ?? "")))
        #expect(stored.starts(with: [0xFF, 0xD8, 0xFF]))

        _ = upload(sarah, try image("color=c=green:s=300x300", "b.png"))
        #expect(files().count == 1, "the replaced photo's file is removed")
        #expect(sarah.get(path).status == .ok)

        _ = sarah.post("/profile/photo/remove", form: [], csrfFrom: "/profile")
        #expect(sarah.get(path).status == .notFound)
        #expect(files().isEmpty)
        #expect(sarah.get("/profile").text.contains("Add a photo"))
    }

    @Test("A bad file is a 4xx naming the field; the photo already there stays")
    func refusals() throws {
        let sarah = signedIn("sarah@quranflow.test")
        _ = upload(sarah, try image("testsrc=s=200x200", "ok.png"))
        let before = try #require(photoPath(in: sarah.get("/profile").text))
        let text = upload(sarah, Array("not a photo at all".utf8))
        #expect(text.status == .unsupportedMediaType)
        #expect(text.text.contains("JPEG, PNG or WebP"))
        let damaged = upload(sarah, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 300))
        #expect(damaged.status == .unprocessableEntity)
        let huge = upload(sarah, [0xFF, 0xD8, 0xFF] + Array(repeating: 0, count: 5_000_001))
        #expect(huge.status == .payloadTooLarge)
        let missing = upload(sarah, try image("testsrc=s=200x200", "x.png"), field: "picture")
        #expect(missing.status == .badRequest)
        #expect(sarah.get(before).status == .ok)
        #expect(photoPath(in: sarah.get("/profile").text) == before)
    }

    @Test("Who sees whose photo: a coach's to everyone signed in; a student's to herself, her coach and admins")
    func visibility() throws {
        let sarah = signedIn("sarah@quranflow.test")
        _ = upload(sarah, try image("testsrc=s=200x200", "s.png"))
        let sarahs = try #require(photoPath(in: sarah.get("/profile").text))
        let amina = signedIn("amina@quranflow.test")
        _ = upload(amina, try image("testsrc=s=200x200", "a.png"), page: "/coach/you")
        let aminas = try #require(photoPath(in: amina.get("/coach/you").text))

        #expect(amina.get(sarahs).status == .ok, "her coach")
        #expect(signedIn("admin@quranflow.test").get(sarahs).status == .ok)
        #expect(signedIn("radwa@quranflow.test").get(sarahs).status == .notFound, "not her coach")
        #expect(signedIn("khadija@quranflow.test").get(sarahs).status == .notFound, "another student")
        #expect(app.client().get(sarahs).status != .ok, "signed out")
        #expect(sarah.get(aminas).status == .ok)
        #expect(signedIn("khadija@quranflow.test").get(aminas).status == .ok)
        #expect(sarah.get("/photos/nobody").status == .notFound)
    }
}
