import Foundation
import HTTPServer
import JamaalApp
import Testing

/// The guards: sign-in on every route but the public ones, the Host allow-list (loopback names and `--public-url`s),
/// CSRF, and the test clock (loopback only).
@Suite("Jamaal guards: sign-in, Host allow-list, CSRF, test clock")
struct GuardTests {
    @Test("Another machine without a session is sent to Sign in (pages) or refused (401: the API, forms); signed in, it is served")
    func remoteClients() throws {
        let app = try JamaalTestApp()
        let stranger = app.anonymousClient()
        stranger.remoteAddress = "192.168.1.20"
        let page = stranger.get("/today")
        #expect(page.status == .seeOther && page.location == "/sign-in?next=%2Ftoday")
        #expect(stranger.get("/habits/h-quran?day=2026-11-28").location == "/sign-in?next=%2Fhabits%2Fh-quran%3Fday%3D2026-11-28")
        let api = stranger.get("/api/screens/today")
        #expect(api.status == .unauthorized && api.text.contains("Sign in to continue."))
        #expect(stranger.post("/today/level", [("level", "stretch")], csrfFrom: "/sign-in").status == .unauthorized)
        #expect(stranger.get("/sign-in").status == .ok && stranger.get("/health").status == .ok)
        let phone = app.client()
        phone.remoteAddress = "192.168.1.20"
        #expect(phone.get("/today").status == .ok)
    }

    @Test("A --public-url's host is answered beside the loopback names; any other name is refused, saying where to open Jamaal")
    func publicURL() throws {
        let app = try JamaalTestApp { env in env.hosts = (try? HostAllowList(publicURLs: ["https://jamaal.example"])) ?? .loopbackOnly }
        let client = app.client()
        for host in ["jamaal.example", "JAMAAL.example:443", "localhost:8090"] {
            client.host = host
            #expect(client.get("/today").status == .ok, "\(host)")
        }
        client.host = "evil.example"
        let refused = client.get("/today")
        #expect(refused.status == .forbidden && refused.text.contains("Open Jamaal at https://jamaal.example"))
        #expect(throws: HostAllowListError.self) { try HostAllowList(publicURLs: ["jamaal.example"]) }
        #expect(throws: HostAllowListError.self) { try HostAllowList(publicURLs: ["ftp://jamaal.example"]) }
    }

    @Test(
        "Host must be a loopback name, with or without a port",
        arguments: [
            ("localhost", true), ("localhost:8090", true), ("127.0.0.1:8090", true), ("[::1]:8090", true), ("[::1]", true),
            ("LOCALHOST:8090", true), ("evil.example", false), ("evil.example:8090", false), ("localhost.evil.example", false),
            ("127.0.0.1.nip.io", false), ("localhost:80x", false), ("localhost:", false), ("[::1]x", false), ("", false),
        ])
    func hostNames(host: String, allowed: Bool) throws {
        let client = try JamaalTestApp().client()
        client.host = host
        let response = client.get("/today")
        #expect((response.status == .ok) == allowed, "\(host)")
        if !allowed { #expect(response.status == .forbidden) }
    }

    @Test("A request with no Host is refused")
    func missingHost() throws {
        let client = try JamaalTestApp().client()
        client.host = nil
        #expect(client.get("/today").status == .forbidden)
    }

    @Test("A form without a CSRF token, or with a forged one, is refused and changes nothing")
    func csrfRequired() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        _ = client.get("/today")
        let none = client.post("/today/level", [("level", "stretch")], csrfFrom: nil)
        #expect(none.status == .forbidden)
        let forged = client.post("/today/level", [("level", "stretch"), ("_csrf", "AAAA")], csrfFrom: nil)
        #expect(forged.status == .forbidden)
        // A token issued to another browser does not work for this one.
        let other = app.client()
        let token = other.csrfToken(in: other.get("/today")) ?? ""
        let stolen = client.post("/today/level", [("level", "stretch"), ("_csrf", token)], csrfFrom: nil)
        #expect(stolen.status == .forbidden)
        // Sunday is a Light day by default for the demo person; nothing refused moved it.
        #expect(level(client) == "light")
        let ok = client.post("/today/level", [("level", "stretch")])
        #expect(ok.status == .seeOther)
        #expect(level(client) == "stretch")
    }

    func level(_ client: JamaalTestClient) -> String? {
        (client.get("/api/screens/today").json?["meter"] as? [String: Any])?["level"] as? String
    }

    @Test("The test clock exists only with --test-clock, moves the clock, and needs no CSRF token")
    func testClock() throws {
        let off = try JamaalTestApp().client()
        #expect(off.post("/_test/clock", [("advance", "60")], csrfFrom: nil).status == .notFound)
        let app = try JamaalTestApp(testClock: true)
        let on = app.client()
        let before = app.env.now
        #expect(on.post("/_test/clock", [("advance", "3600")], csrfFrom: nil).status == .ok)
        #expect(app.env.now.timeIntervalSince(before) == 3600)
        #expect(on.post("/_test/clock", [("advance", "soon")], csrfFrom: nil).status == .badRequest)
    }
}
