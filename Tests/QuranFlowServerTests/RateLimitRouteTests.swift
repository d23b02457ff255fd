import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowRoutes
import QuranFlowServer
import Routing
import Testing

/// Each declared budget at its boundary, through the whole pipeline: the last allowed request passes, the next is 429
/// with `Retry-After` and words naming the limit (a page, or JSON on `/api/`), and once the window is over it passes
/// again. (Signing in's budget is proved in ``ProxyTrustRouteTests``.)
@Suite struct RateLimitRouteTests {
    /// Sends `limit` requests that must pass the budget, one that must not, then one after the window.
    static func boundary(_ app: TestApp, _ limit: RateLimit, send: () -> Response) -> (last: Response, over: Response, after: Response) {
        var last = Response()
        for _ in 0..<limit.limit { last = send() }
        let over = send()
        app.env.clock.advance(by: TimeInterval(limit.window))
        return (last, over, send())
    }

    static func expectRefusal(_ over: Response, _ limit: RateLimit) {
        #expect(over.status == .tooManyRequests)
        let retry = Int(over.headers["Retry-After"] ?? "") ?? 0
        #expect(retry >= 1 && retry <= limit.window)
        #expect(over.text.contains("Too many \(limit.name): at most \(limit.limit) every"))
    }

    @Test func aCoachsMessagesPassUpToTheBudgetThenAre429UntilTheWindowEnds() throws {
        let app = try TestApp()
        let sarah = try #require(
            try app.env.database.read { db in
                try db.queryOne(
                    "SELECT s.account_id AS id FROM students s JOIN accounts a ON a.id = s.account_id WHERE a.email = 'sarah@quranflow.test'"
                )?
                .string("id")
            })
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let thread = "/coach/messages/\(sarah)"
        let token = amina.csrfToken(in: amina.get(thread)) ?? ""
        let (last, over, after) = Self.boundary(app, QuranFlowRateLimit.messages) {
            amina.post(thread, form: [("body", "Keep going."), ("_csrf", token)])
        }
        #expect(last.status == .seeOther)
        Self.expectRefusal(over, QuranFlowRateLimit.messages)
        #expect(after.status == .seeOther)
    }

    @Test func uploadsAreCountedAcrossRoutesAndAnsweredAsJSONOnTheAPI() throws {
        let app = try TestApp()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let session = app.client().postJSON("/api/session", #"{"email": "sarah@quranflow.test", "password": "quranflow-demo"}"#)
        let bearer = try #require(session.json?["token"] as? String)
        let limit = QuranFlowRateLimit.uploads
        // Not a recording at all: each passes the budget and is refused by the upload's own rules.
        let notAudio =
            "--b\r\nContent-Disposition: form-data; name=\"recording\"; filename=\"x.webm\"\r\n"
            + "Content-Type: audio/webm\r\n\r\nnot audio\r\n--b--\r\n"
        let send = {
            sarah.send(
                .post, "/api/learn/week/8/submissions", body: Array(notAudio.utf8),
                headers: [("Content-Type", "multipart/form-data; boundary=b"), ("Authorization", "Bearer \(bearer)")])
        }
        let (last, over, after) = Self.boundary(app, limit, send: send)
        #expect(last.status != .tooManyRequests, "\(last.status)")
        Self.expectRefusal(over, limit)
        #expect(over.headers["Content-Type"]?.hasPrefix("application/json") == true)
        #expect(after.status != .tooManyRequests)
    }

    @Test func reportsPassUpToTheBudgetThenAre429UntilTheWindowEnds() throws {
        let app = try TestApp()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let token = sarah.csrfToken(in: sarah.get("/report?from=/today")) ?? ""
        let (last, over, after) = Self.boundary(app, QuranFlowRateLimit.reports) {
            sarah.post("/report", form: [("from", "/today"), ("text", "The week card flickers."), ("_csrf", token)])
        }
        #expect(last.status == .seeOther)
        Self.expectRefusal(over, QuranFlowRateLimit.reports)
        #expect(over.headers["Content-Type"]?.hasPrefix("text/html") == true)
        #expect(after.status == .seeOther)
    }

    @Test func everyGuardedRouteDeclaresItsBudget() {
        let guarded: [(EndpointDescription, RateLimit)] = [
            (QuranFlowRoute.submitSignIn.description, QuranFlowRateLimit.signIn),
            (QuranFlowRoute.apiSignIn.description, QuranFlowRateLimit.signIn),
            (QuranFlowRoute.sendMessage.description, QuranFlowRateLimit.messages),
            (QuranFlowRoute.sendVoiceMessage.description, QuranFlowRateLimit.messages),
            (QuranFlowRoute.coachSendMessage.description, QuranFlowRateLimit.messages),
            (QuranFlowRoute.apiSendMessage.description, QuranFlowRateLimit.messages),
            (QuranFlowRoute.submitRecording.description, QuranFlowRateLimit.uploads),
            (QuranFlowRoute.attachTake.description, QuranFlowRateLimit.uploads),
            (QuranFlowRoute.reviewReply.description, QuranFlowRateLimit.uploads),
            (QuranFlowRoute.uploadLessonVideo.description, QuranFlowRateLimit.uploads),
            (QuranFlowRoute.uploadSessionRecording.description, QuranFlowRateLimit.uploads),
            (QuranFlowRoute.submitReport.description, QuranFlowRateLimit.reports),
            (QuranFlowRoute.apiCreateReport.description, QuranFlowRateLimit.reports),
        ]
        for (endpoint, limit) in guarded { #expect(endpoint.rateLimit == limit, "\(endpoint.label)") }
    }
}
