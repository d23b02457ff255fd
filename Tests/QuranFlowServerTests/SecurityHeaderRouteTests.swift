import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowRoutes
import QuranFlowServer
import Routing
import Testing

/// Every declared route of QuranFlow, walked from the route table as each role would call it (and as a stranger):
/// each answer — page, JSON, file, redirect or error — carries the CSP with `frame-ancestors 'none'`,
/// `Referrer-Policy`, `nosniff` and a `Permissions-Policy`; the microphone is allowed only on the pages that record
/// (routes declared `usesMicrophone`, and a named screen's page, whose report sheet records a narration).
@Suite struct SecurityHeaderRouteTests {
    @Test func everyRouteAnswersWithTheSecurityHeadersAndTheMicrophoneOnlyWhereRecordingHappens() throws {
        let app = try TestApp(testClock: true)
        let people = try RouteFuzzTests.People(app)
        let samples = try RouteFuzzTests.samples(app)
        var problems: [String] = []
        var walked = 0
        var recordingPages: Set<String> = []
        let registered = app.app.routes.routes
        let routes =
            registered.filter { !RouteFuzzTests.endsSessions($0.endpoint) } + registered.filter { RouteFuzzTests.endsSessions($0.endpoint) }
        for route in routes {
            let endpoint = route.endpoint
            guard let access = endpoint.access as? QuranFlowAccess else { continue }
            let isAPI = endpoint.template.pattern.hasPrefix("/api/")
            // The route's first generated cases: its valid sample values first, then hostile ones.
            for fuzz in RouteFuzz.cases(for: route, seed: 21, perValue: 2, samples: samples, formFields: RouteFuzzTests.formFields)
                .prefix(3)
            {
                var request = people.request(fuzz, as: access, isAPI: isAPI)
                let asRole = app.respond(request)
                request.headers.remove(name: "Cookie")
                request.headers.remove(name: "Authorization")
                let asStranger = app.respond(request)
                for (who, response) in [("role", asRole), ("stranger", asStranger)] {
                    walked += 1
                    let screenPage =
                        endpoint.method == .get && endpoint.kind.screenName != nil && (200..<300).contains(response.status.code)
                        && response.headers["Content-Type"]?.hasPrefix("text/html") == true
                    let allowed = SecurityHeaderCheck.allowsMicrophone(response)
                    if allowed { recordingPages.insert(endpoint.label) }
                    if allowed, !(endpoint.usesMicrophone || screenPage) {
                        problems.append(
                            "\(endpoint.label) as \(who) \(response.status.code): microphone allowed on a page that does not record")
                    }
                    if (endpoint.usesMicrophone || screenPage), (200..<300).contains(response.status.code), !allowed {
                        problems.append("\(endpoint.label) as \(who): a recording page without the microphone")
                    }
                    for problem in SecurityHeaderCheck.problems(in: response, microphone: nil) {
                        problems.append("\(endpoint.label) as \(who) \(response.status.code): \(problem)")
                    }
                }
            }
        }
        // The router's own answers too: an unknown path and a wrong method.
        for response in [
            app.respond(Request(method: .get, path: "/no-such-page")), app.respond(Request(method: .delete, path: "/sign-in")),
        ] {
            walked += 1
            problems += SecurityHeaderCheck.problems(in: response, microphone: false).map { "\(response.status.code): \($0)" }
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(40).joined(separator: "\n"))")
        #expect(walked > 2 * registered.count)
        // The pages where recording happens did allow it (declared on their routes).
        for endpoint in [
            QuranFlowRoute.record.description, QuranFlowRoute.practice.description, QuranFlowRoute.review.description,
            QuranFlowRoute.messageThread.description, QuranFlowRoute.coachMessageThread.description,
            QuranFlowRoute.reportIssue.description,
        ] {
            #expect(endpoint.usesMicrophone, "\(endpoint.label)")
        }
        #expect(recordingPages.contains(QuranFlowRoute.record.description.label))
        // JSON and files never get the microphone.
        #expect(recordingPages.allSatisfy { !$0.contains("/api/") }, "\(recordingPages.sorted())")
    }

    @Test func aRecordingPageAllowsTheMicrophoneAndAFormPageDoesNot() throws {
        let app = try TestApp()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let record = sarah.get(QuranFlowRoute.record.path(8))
        #expect(record.status == .ok)
        #expect(SecurityHeaderCheck.problems(in: record, microphone: true).isEmpty)
        let account = sarah.get(QuranFlowRoute.account.path())
        #expect(SecurityHeaderCheck.problems(in: account, microphone: false).isEmpty)
        let json = sarah.get("/api/screens/today")
        #expect(SecurityHeaderCheck.problems(in: json, microphone: false).isEmpty)
        #expect(record.headers["Permissions-Policy"]?.contains("camera=()") == true)
        #expect(SecurityHeaderCheck.problems(in: sarah.get("/report?from=/today"), microphone: true).isEmpty)
        #expect(SecurityHeaderCheck.problems(in: sarah.get("/static/app.css"), microphone: false).isEmpty)
    }
}
