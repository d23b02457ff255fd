import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowRoutes
import Routing
import Testing

/// The route × role matrix, generated from the route declarations: every declared QuranFlow route is called by eight
/// callers — nobody, a Year-1 and a Year-2 student, the student who owns the objects in the path (Sarah: her submission,
/// its recitation and spoken note, her practice take, voice message, widget device, one-to-one, notification), another
/// student of the same coach, that coach, another coach, the admin — and each answer is held to the route's declared
/// access and to whose the objects are. A caller the declaration does not admit gets 401/403 (a visitor to a page is
/// sent to sign in); an object not theirs gets 403/404; none of those refused calls — unsafe ones sent with a valid CSRF
/// token or an API token — writes anything (every table's rows compared before and after). Across all answers the coach's
/// private note and Sarah's audio reach nobody but Sarah and her coach (the note: only the coach).
@Suite(.serialized) struct RouteRoleMatrixTests {
    typealias Caller = RouteRoleMatrix.Caller

    struct Call {
        let endpoint: EndpointDescription
        let caller: Caller
        let path: String
        let isAPI: Bool
        /// The body's content type the route declares, if it declares one.
        let bodyType: String?
        /// Empty when the declaration admits the caller and every object in the path is theirs.
        let refusedBecause: String
    }

    @Test func noCallerIsServedWhatTheRouteOrItsObjectsRefuseThem() throws {
        let started = Date()
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("matrix-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: data) }
        let app = try TestApp(dataDirectory: data)
        try app.env.database.write { db in _ = try db.execute("DELETE FROM jobs WHERE kind = 'demo.media'", []) }
        let world = try RouteRoleMatrix(app)
        let routes = app.app.routes.routes.filter { $0.endpoint.access is QuranFlowAccess }
        #expect(routes.count >= 250, "only \(routes.count) routes")
        var calls: [Call] = []
        for route in routes {
            let endpoint = route.endpoint
            guard let access = endpoint.access as? QuranFlowAccess else { continue }
            for path in world.paths(endpoint) {
                for caller in Caller.allCases {
                    let foreign = world.foreignObjects(endpoint, for: caller)
                    let because =
                        !caller.isAdmitted(by: access) ? "role" : foreign.isEmpty ? "" : "object \(foreign.joined(separator: ", "))"
                    calls.append(
                        Call(
                            endpoint: endpoint, caller: caller, path: path, isAPI: endpoint.template.pattern.hasPrefix("/api/"),
                            bodyType: route.request?.contentType, refusedBecause: because))
                }
            }
        }
        var wrong: [String] = []
        var leaks: [String] = []
        func send(_ call: Call) -> Response {
            let response = app.respond(
                world.request(call.endpoint.method, call.path, as: call.caller, isAPI: call.isAPI, bodyType: call.bodyType))
            leaks += Self.leaks(response, to: call)
            // A declared 5xx is an upstream or configuration answer (Stripe's API, a missing tool), not a fault.
            if response.status.code >= 500, !call.endpoint.statuses.contains(response.status.code) {
                wrong.append("\(call.endpoint.label) as \(call.caller): \(response.status.code)")
            }
            return response
        }

        // The refusals first, every table compared around them.
        let refusals = calls.filter { !$0.refusedBecause.isEmpty }
        let before = try world.fingerprint()
        var (byRole, byObject) = (0, 0)
        for call in refusals {
            let response = send(call)
            if call.refusedBecause == "role" { byRole += 1 } else { byObject += 1 }
            if let problem = Self.refusalProblem(response, call) {
                wrong.append("\(call.endpoint.label) as \(call.caller) (refused by \(call.refusedBecause)) at \(call.path): \(problem)")
            }
        }
        let after = try world.fingerprint()
        let changed = before.keys.filter { before[$0] != after[$0] }.sorted()
        #expect(changed.isEmpty, "refused calls changed tables: \(changed.map { "\($0) \(before[$0] ?? "") → \(after[$0] ?? "")" })")

        // Then the calls the declarations admit: they reach the handlers' own rules (never a 500). The admin's go after
        // the others (an admin change to Sarah's account must not decide another caller's answer), signing out last.
        let allowed = calls.filter { $0.refusedBecause.isEmpty }
        let ordered =
            allowed.filter { $0.caller != .admin && !RouteFuzzTests.endsSessions($0.endpoint) }
            + allowed.filter { $0.caller == .admin && !RouteFuzzTests.endsSessions($0.endpoint) }
            + allowed.filter { RouteFuzzTests.endsSessions($0.endpoint) }
        var served = 0
        var heard: Set<String> = []
        for call in ordered {
            let response = send(call)
            if response.status.code < 400 { served += 1 }
            // The objects are real: Sarah is served her own audio and the coach his note (so the refusals mean something).
            if response.status.code == 200, call.caller == .owner || call.caller == .coach,
                Self.audioRoutes.contains(call.endpoint.label)
            {
                heard.insert("\(call.endpoint.label) as \(call.caller)")
            }
            if call.caller == .coach, response.text.contains(RouteRoleMatrix.privateNote) { heard.insert("the private note as coach") }
        }

        #expect(wrong.isEmpty, "\(wrong.count) answers the declarations do not allow:\n\(wrong.joined(separator: "\n"))")
        #expect(leaks.isEmpty, "served to someone it is not for:\n\(leaks.joined(separator: "\n"))")
        #expect(heard.count >= 9, "what the owner and the coach were served: \(heard.sorted())")
        #expect(byObject >= 150, "only \(byObject) calls were about another person's object")
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        print(
            "role matrix: \(routes.count) routes (\(calls.count / Caller.allCases.count) paths) × \(Caller.allCases.count) callers = \(calls.count) calls; \(allowed.count) admitted "
                + "(\(served) served 2xx/3xx); \(refusals.count) refused (\(byRole) by role, \(byObject) by object); "
                + "\(wrong.count) wrong answers, \(leaks.count) leaks; \(changed.count) tables changed by refusals; \(seconds)s")
    }

    /// The routes that serve a student's audio.
    static let audioRoutes: Set<String> = [
        QuranFlowRoute.reviewMedia.description.label, QuranFlowRoute.takeMedia.description.label,
        QuranFlowRoute.messageVoice.description.label, QuranFlowRoute.media.description.label,
    ]

    /// What is wrong with the answer to a call that must be refused, or nil.
    static func refusalProblem(_ response: Response, _ call: Call) -> String? {
        let code = response.status.code
        let location = response.headers["Location"] ?? ""
        let toSignIn = (300..<400).contains(code) && location.hasPrefix(QuranFlowRoute.signIn.path())
        let access = call.endpoint.access as? QuranFlowAccess
        let expected: Set<Int>
        if call.refusedBecause != "role" {
            expected = [403, 404]
        } else if access == .stripeSigned {
            expected = [400, 401, 403]
        } else if access == .testClock {
            expected = [403, 404]
        } else if call.caller == .anonymous {
            if toSignIn && !call.isAPI { return nil }
            expected = call.isAPI || call.endpoint.method.isUnsafe ? [401, 403] : []
        } else {
            expected = [403]
        }
        return expected.contains(code) ? nil : "\(code)\(location.isEmpty ? "" : " → \(location)") \(response.text.prefix(120))"
    }

    /// The private note to anyone but the coach who wrote it; Sarah's recitation or her coach's spoken note to anyone
    /// but the two of them.
    static func leaks(_ response: Response, to call: Call) -> [String] {
        var body = response.text
        if case .file(let path, _, _) = response.body {
            body = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        var found: [String] = []
        if call.caller != .coach, body.contains(RouteRoleMatrix.privateNote) {
            found.append("the private note: \(call.endpoint.label) as \(call.caller)")
        }
        if ![.owner, .coach].contains(call.caller),
            body.contains(RouteRoleMatrix.recitationBytes) || body.contains(RouteRoleMatrix.noteBytes)
        {
            found.append("Sarah's audio: \(call.endpoint.label) as \(call.caller) at \(call.path)")
        }
        return found
    }
}
