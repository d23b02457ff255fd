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

    /// A page reached by a link on another (its id is the demo world's): the start page, the link's beginning, and the
    /// golden file's name.
    struct Linked: Sendable, CustomStringConvertible {
        let email: String
        let from: String
        let prefix: String
        let suffix: String
        let name: String
        var description: String { name }
    }

    static let linked: [Linked] = [
        Linked(email: "sarah@quranflow.test", from: "/submissions", prefix: "/submissions/", suffix: "/feedback", name: "sarah-feedback"),
        Linked(email: "sarah@quranflow.test", from: "/announcements", prefix: "/messages/", suffix: "", name: "sarah-messages"),
        Linked(email: "sarah@quranflow.test", from: "/profile", prefix: "/profile/coach/", suffix: "", name: "sarah-coach-detail"),
        Linked(
            email: "sarah@quranflow.test", from: "/profile/personal", prefix: "/profile/personal/name", suffix: "", name: "sarah-edit-name"),
        Linked(email: "sarah@quranflow.test", from: "/sessions", prefix: "/live/", suffix: "", name: "sarah-live"),
        Linked(email: "amina@quranflow.test", from: "/coach", prefix: "/coach/review/", suffix: "", name: "amina-review"),
        Linked(email: "amina@quranflow.test", from: "/coach/students", prefix: "/coach/students/", suffix: "", name: "amina-student"),
        Linked(email: "amina@quranflow.test", from: "/coach/schedule", prefix: "/coach/sessions/", suffix: "", name: "amina-session"),
    ]

    @Test(arguments: linked)
    func linkedPagesMatchTheirSnapshots(_ page: Linked) throws {
        let app = try TestApp(now: try #require(ISO8601.parse("2026-10-27T13:48:00-04:00")))
        let client = app.client()
        client.signIn(page.email)
        let start = client.get(page.from)
        let links = start.text.components(separatedBy: "href=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
            .map { String($0).replacingOccurrences(of: "&amp;", with: "&") }
        let link = try #require(
            links.first { $0.hasPrefix(page.prefix) && ($0.hasSuffix(page.suffix) || page.suffix.isEmpty) },
            "no link to \(page.prefix)…\(page.suffix) on \(page.from)")
        let response = client.get(link)
        #expect(response.status == .ok, "\(link): \(response.status)")
        let problem = Snapshot.checkHTML(response.text, named: "week8-tuesday-" + page.name, in: #filePath)
        #expect(problem == nil, "\(problem ?? "")")
    }
}
