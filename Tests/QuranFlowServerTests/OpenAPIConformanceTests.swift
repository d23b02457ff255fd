import Calendar
import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowServer
import Testing

/// What QuranFlow's JSON routes answer validates against the schemas its OpenAPI document states (generated from the
/// screen models' shapes): every JSON screen each demo person's pages lead to, in the named states the snapshots pin.
@Suite struct OpenAPIConformanceTests {
    static let people = [
        "sarah@quranflow.test", "khadija@quranflow.test", "noor@quranflow.test", "amina@quranflow.test",
        "radwa@quranflow.test", "rania@quranflow.test",
    ]

    @Test(arguments: people)
    func everyScreenAPersonReachesValidatesAgainstItsSchema(_ email: String) throws {
        let app = try TestApp()
        let client = app.client()
        client.signIn(email)
        let validator = try SchemaValidator(document: Data(client.get("/api/openapi.json").text.utf8))
        let router = app.app.routes.router
        var validated = 0
        var problems: [String] = []
        _ = LinkCrawl.walk(from: "/", router: router, notFetched: LinkResolutionTests.notFetched) { target in
            let response = client.get(target)
            let path = String(target.split(separator: "?", maxSplits: 1).first ?? "")
            guard path.hasPrefix("/api/screens/"), response.status == .ok,
                case .found(_, _, let route, _) = router.match(.get, path.removingPercentEncoding ?? path)
            else { return response }
            let documented = route.pattern.split(separator: "/", omittingEmptySubsequences: false)
                .map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0) }.joined(separator: "/")
            guard let schema = validator.responseSchema(get: documented) else {
                problems.append("\(documented) has no schema")
                return response
            }
            do {
                problems += try validator.problems(in: Data(response.text.utf8), against: schema).prefix(5).map { "\(target): \($0)" }
            } catch {
                problems.append("\(target): \(error)")
            }
            validated += 1
            return response
        }
        #expect(validated >= 4, "\(email): only \(validated) screens validated")
        #expect(problems.isEmpty, "\(email):\n\(problems.prefix(30).joined(separator: "\n"))")
    }

    @Test(arguments: ScreenSnapshotTests.cases)
    func theSnapshotStatesValidate(_ snapshot: ScreenSnapshotTests.Case) throws {
        let app = try TestApp(now: try #require(ISO8601.parse(snapshot.instant)))
        let client = app.client()
        client.signIn(snapshot.email)
        let validator = try SchemaValidator(document: Data(client.get("/api/openapi.json").text.utf8))
        for screen in snapshot.screens {
            let path = "/api/screens/" + screen
            let documented = path.replacingOccurrences(of: "learn/week/8", with: "learn/week/{week}")
            let schema = try #require(validator.responseSchema(get: documented), "\(documented) has no schema")
            let problems = try validator.problems(in: Data(client.get(path).text.utf8), against: schema)
            #expect(problems.isEmpty, "\(snapshot.name) \(screen):\n\(problems.prefix(20).joined(separator: "\n"))")
        }
    }
}
