import Foundation
import HTTPServer
import JamaalApp
import Testing

/// The loopback, Host and CSRF guards: Jamaal is one person's private data on their own machine.
@Suite("Jamaal guards: loopback, Host, CSRF, test clock")
struct GuardTests {
    @Test("A request from another machine is refused (403) even with a loopback Host")
    func remoteClientRefused() throws {
        let client = try JamaalTestApp().client()
        client.remoteAddress = "192.168.1.20"
        let response = client.get("/today")
        #expect(response.status == .forbidden)
        #expect(response.text.contains("answers only this computer"))
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
