import Testing
@testable import HTTPServer

@Suite struct RouterTests {
    @Test func staticBeatsParameterBeatsWildcard() {
        let router = Router()
        router.get("/students/:id") { _ in .text("param") }
        router.get("/students/new") { _ in .text("static") }
        router.get("/students/*rest") { _ in .text("wild") }
        guard case .found(_, let parameters, let route, _) = router.match(.GET, "/students/42") else {
            Issue.record("no match"); return
        }
        #expect(parameters == ["id": "42"])
        #expect(route.pattern == "/students/:id")
        guard case .found(_, _, let staticRoute, _) = router.match(.GET, "/students/new") else {
            Issue.record("no match"); return
        }
        #expect(staticRoute.pattern == "/students/new")
        guard case .found(_, let wild, _, _) = router.match(.GET, "/students/1/files/a.mp3") else {
            Issue.record("no match"); return
        }
        #expect(wild == ["rest": "1/files/a.mp3"])
    }
}
