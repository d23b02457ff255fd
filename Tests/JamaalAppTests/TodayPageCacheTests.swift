import Foundation
import HTTPServer
import JamaalApp
import Testing

/// The kept Today page is the page the inputs make: a write, the next minute, a live session's seconds, the filter and
/// the direction each give a fresh page; another browser never gets this one's (its tokens are bound to the browser).
@Suite("Jamaal Today page cache")
struct TodayPageCacheTests {
    @Test("A write, a new minute and a running chip's seconds each give a fresh page; the same inputs give the same page")
    func freshWhenInputsChange() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        _ = client.get("/today")
        let first = client.get("/today").text
        #expect(client.get("/today").text == first)
        client.post("/today/tasks", TaskFlowTests.form("Fresh after a write"))
        #expect(client.get("/today").text.contains("Fresh after a write"))
        client.post("/today/tasks/t-report/begin")
        let running = client.get("/today").text
        #expect(running.contains("0:00"))
        app.advance(1)
        #expect(client.get("/today").text.contains("0:01"))
        client.post("/focus/finish", [("choice", "stopForNow")])
        let idle = client.get("/today").text
        app.advance(30)
        #expect(client.get("/today").text == idle)
        // Another browser gets its own page and tokens.
        let other = app.client()
        _ = other.get("/today")
        #expect(other.csrfToken(in: other.get("/today")) != client.csrfToken(in: client.get("/today")))
        #expect(other.post("/today/level", [("level", "steady")]).status == .seeOther)
    }
}
