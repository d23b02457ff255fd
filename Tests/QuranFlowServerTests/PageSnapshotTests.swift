import Calendar
import Foundation
import HTTPServer
import HTTPTestSupport
import Testing

/// The pages that have no JSON twin, whole, for the people who open them, at the fixture instant (Tuesday of Week 8,
/// 1:48 PM Toronto): the student's profile and its sub-pages, booking, announcements, the report form, widgets, and the
/// coach's messages, notifications and profile — compared with their golden files as ``ScreenSnapshotTests`` does
/// (#41: whole-response snapshots for every named screen state).
@Suite struct PageSnapshotTests {
    struct Case: Sendable, CustomStringConvertible {
        let email: String
        let name: String
        let pages: [String]
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            email: "sarah@quranflow.test", name: "week8-tuesday-sarah",
            pages: [
                "/announcements", "/profile/notifications", "/profile/personal", "/profile/personal/city",
                "/profile/privacy", "/profile/subscription", "/profile/subscription/cancel", "/sessions/availability",
                "/sessions/book", "/sessions/book/coach", "/sessions/recordings", "/settings/script", "/report", "/report/sent",
                "/widgets",
            ]),
        Case(
            email: "amina@quranflow.test", name: "week8-tuesday-amina",
            pages: ["/coach/messages", "/coach/notifications", "/coach/you/profile", "/announcements/manage", "/settings/script"]),
    ]

    @Test(arguments: cases)
    func pagesMatchTheirSnapshots(_ snapshot: Case) throws {
        let app = try TestApp(now: try #require(ISO8601.parse("2026-10-27T13:48:00-04:00")))
        let client = app.client()
        client.signIn(snapshot.email)
        for page in snapshot.pages {
            let response = client.get(page)
            #expect(response.status == .ok, "\(page): \(response.status)")
            let name = snapshot.name + page.replacingOccurrences(of: "/", with: "-")
            let problem = Snapshot.checkHTML(response.text, named: name, in: #filePath)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }
}
