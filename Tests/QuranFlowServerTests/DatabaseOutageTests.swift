import Database
import Foundation
import HTTPServer
import ServerSupport
import Testing

/// Issue 21: while the database cannot be reached, a request is answered 503 with `Retry-After` and words a person can
/// act on — a page for the browser, JSON on the API — never a 500; other errors still are (they are bugs).
@Suite struct DatabaseOutageTests {
    @Test func aRequestWhileTheDatabaseIsGoneIs503WithRetryAfter() throws {
        let app = try TestApp()
        let client = app.client()
        #expect(client.signIn("sarah@quranflow.test").status == .seeOther)
        let token = try #require(
            app.client().postJSON("/api/session", "{\"email\":\"sarah@quranflow.test\",\"password\":\"quranflow-demo\"}").json?["token"]
                as? String)
        #expect(client.get("/today").status == .ok)

        app.env.database.close()  // as if the server had gone: every later call throws .connectionFailed
        let page = client.get("/today")
        #expect(page.status.code == 503)
        #expect(page.headers["Retry-After"] == String(DatabaseAvailability.retryAfterSeconds))
        #expect(page.text.contains("reach our database for a moment, so nothing was saved."))
        let api = client.send(.get, "/api/notifications/reminders", headers: [("Authorization", "Bearer \(token)")])
        #expect(api.status.code == 503)
        #expect(api.headers["Content-Type"]?.hasPrefix("application/json") == true)
    }

    @Test func onlyAnUnreachableOrBusyDatabaseIsUnavailable() {
        #expect(DatabaseAvailability.answer(to: DatabaseError(.connectionFailed, "server closed the connection"))?.status.code == 503)
        #expect(DatabaseAvailability.answer(to: DatabaseError(.busy, "deadlock detected"))?.status.code == 503)
        #expect(DatabaseAvailability.answer(to: DatabaseError(.uniqueViolation, "duplicate key")) == nil)
        #expect(DatabaseAvailability.answer(to: DatabaseError(.invalidQuery, "syntax error")) == nil)
        struct Other: Error {}
        #expect(DatabaseAvailability.answer(to: Other()) == nil)
    }
}
