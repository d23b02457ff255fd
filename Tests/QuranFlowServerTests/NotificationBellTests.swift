import Database
import Foundation
import HTTPServer
import Testing

@testable import QuranFlowDemo
@testable import QuranFlowJobs
@testable import QuranFlowPersistence
@testable import QuranFlowServer

/// The bell on Today's header: the way to the notifications sheet, with the unread count read from the store — and
/// Today's cached page and JSON change the moment a notification arrives or is read.
@Suite struct NotificationBellTests {
    static func unread(_ app: TestApp, _ email: String) throws -> Int {
        try app.env.database.read { db in
            let id = try #require(try db.queryOne("SELECT id FROM accounts WHERE email = $1", [.text(email)])?.string("id"))
            return try NotificationStore.unreadCount(for: id, in: db)
        }
    }

    @Test func theBellCountsUnreadNotificationsAndFollowsEveryChange() throws {
        let app = try TestApp()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let count = try Self.unread(app, "sarah@quranflow.test")
        #expect(count > 0)  // the demo world has Week 7's feedback unread
        let bell = try #require(sarah.get("/api/screens/today").json?["notifications"] as? [String: Any])
        #expect(bell["unread"] as? Int == count)
        #expect(bell["badge"] as? String == String(count))
        #expect((bell["action"] as? [String: Any])?["href"] as? String == "/notifications")
        let page = sarah.get("/today").text
        #expect(page.contains(#"<a href="/notifications" class="bell has-unread" aria-label="Notifications, \#(count) unread">"#))
        #expect(!page.contains("<script>"))
        #expect(sarah.get("/notifications").status == .ok)

        // A new notification is a write: the cached page and JSON show it at once (same minute).
        try app.env.database.write { db in
            let id = try #require(try db.queryOne("SELECT id FROM accounts WHERE email = 'sarah@quranflow.test'", [])?.string("id"))
            try db.execute(
                """
                INSERT INTO notifications (id, account_id, kind, title, detail, target, created_at) VALUES ($1, $2, 'feedbackReady', $3, '', '/learn', $4)
                """, [.text(UUID().uuidString), .text(id), .text("Feedback ready — Week 8"), SQLValue(app.env.now)])
        }
        #expect(sarah.get("/api/screens/today").json.flatMap { ($0["notifications"] as? [String: Any])?["unread"] as? Int } == count + 1)
        #expect(sarah.get("/today").text.contains("Notifications, \(count + 1) unread"))

        // "Mark all" empties the badge; the bell stays.
        #expect(sarah.post("/notifications/read-all", form: [], csrfFrom: "/profile").status == .seeOther)
        let read = try #require(sarah.get("/api/screens/today").json?["notifications"] as? [String: Any])
        #expect(read["unread"] as? Int == 0 && read["badge"] == nil)
        let after = sarah.get("/today").text
        #expect(after.contains(#"<a href="/notifications" class="bell" aria-label="Notifications">"#))
        #expect(!after.contains("bell-badge"))
    }
}
