import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import Testing

/// Every link Jamaal prints resolves to a route it serves, with the link's method: the demo person's pages are walked
/// from Today (every `<a href>` followed a few times per route, every form's action checked, every JSON screen's path
/// strings checked). No page answers 5xx.
@Suite("Every link Jamaal prints resolves")
struct JamaalLinkResolutionTests {
    static let notFetched = ["/static/", "/_test/"]

    @Test("The demo person's pages print only links that resolve")
    func everyPrintedLinkResolves() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let report = LinkCrawl.walk(from: "/today", router: app.app.application.router, notFetched: Self.notFetched) { client.get($0) }
        #expect(report.routes.count > 5, "only \(report.routes.count) routes reached")
        #expect(report.unresolved.isEmpty, "\(Set(report.unresolved).sorted().joined(separator: "\n"))")
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
    }
}
