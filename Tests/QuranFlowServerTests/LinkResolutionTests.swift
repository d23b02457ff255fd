import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// Every link QuranFlow prints resolves to a route it serves, with the link's method: each demo sign-in's pages are
/// walked from home (every `<a href>` followed, every form's action checked, every JSON screen's path strings checked),
/// and a printed link that no route serves fails. No page answers 5xx.
@Suite struct LinkResolutionTests {
    static let people = [
        "sarah@quranflow.test", "khadija@quranflow.test", "noor@quranflow.test", "amina@quranflow.test",
        "radwa@quranflow.test", "rania@quranflow.test", "admin@quranflow.test",
    ]
    /// Followed as links but not fetched: files, streams and calendars (their routes are still checked).
    static let notFetched = ["/static/", "/fonts/", "/media/", "/review-media/", "/calendar/", "/live/", "/coach/live/", "/notifications/"]

    @Test(arguments: people)
    func everyPrintedLinkResolves(_ email: String) throws {
        let app = try TestApp()
        let client = app.client()
        client.signIn(email)
        let report = LinkCrawl.walk(from: "/", router: app.app.application.router, notFetched: Self.notFetched) { client.get($0) }
        #expect(report.pages > 5, "only \(report.pages) pages reached for \(email)")
        #expect(report.unresolved.isEmpty, "\(email): \(Set(report.unresolved).sorted().joined(separator: "\n"))")
        #expect(report.failures.isEmpty, "\(email): \(report.failures.joined(separator: "\n"))")
    }

    /// The walk's own check: a printed link to nowhere, or with the wrong method, is caught.
    @Test func aLinkToNowhereOrWithTheWrongMethodIsCaught() throws {
        let router = try TestApp().app.application.router
        let html =
            #"<a href="/today">Today</a><a href="/no/such/page?x=1&amp;y=2">x</a>"#
            + #"<form action="/sign-out" method="post"></form><form action="/sign-out"></form><a href="https://elsewhere/">e</a>"#
        let links = LinkCrawl.links(in: html)
        #expect(links.map(\.description) == ["GET /today", "GET /no/such/page?x=1&y=2", "POST /sign-out", "GET /sign-out"])
        #expect(links.map { LinkCrawl.resolves($0.target, method: $0.method, in: router) } == [true, false, true, false])
        #expect(LinkCrawl.paths(inJSON: ["a": ["/today", "Today", "//x"], "b": 1]) == ["/today"])
    }
}
