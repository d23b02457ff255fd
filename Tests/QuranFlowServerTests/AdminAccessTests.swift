import Database
import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowRoutes
import QuranFlowServer
import Routing
import Testing

/// Every admin route, walked from the route declarations: a student and a coach — signed in through the browser with a
/// valid CSRF token, or with an API token — get 403 from each, a visitor is sent to sign in (a page) or gets 401 (the API),
/// and none of those refused requests changes anything (the audit log, which every admin change writes to, stays as it
/// was). The admin's own GETs reach their handlers (all but a few whose kind the demo has none of), so the paths walked are real.
@Suite struct AdminAccessTests {
    @Test func everyAdminRouteRefusesStudentsCoachesAndVisitors() throws {
        let app = try TestApp()
        let people = try RouteFuzzTests.People(app)
        var samples = try RouteFuzzTests.samples(app)
        samples["ID<Coach>"] = try app.env.database.read { db in
            try db.query("SELECT account_id AS id FROM coaches ORDER BY account_id LIMIT 1", []).map { try $0.string("id") }
        }
        let adminRoutes = app.app.routes.routes.filter { ($0.endpoint.access as? QuranFlowAccess) == .admins }
        #expect(adminRoutes.count >= 40, "only \(adminRoutes.count) admin routes")
        let auditBefore = try auditCount(app)
        var wrong: [String] = []
        var (adminReads, adminReached) = (0, 0)
        for route in adminRoutes {
            let endpoint = route.endpoint
            let isAPI = endpoint.template.pattern.hasPrefix("/api/")
            let values = endpoint.parameters.map { samples[RouteFuzz.typeKey($0.type)]?.first ?? "1" }
            let path = endpoint.template.path(values)
            let (body, contentType): ([UInt8], String?) =
                endpoint.method.isUnsafe
                ? (isAPI ? (Array("{}".utf8), "application/json") : (Array("name=x&title=x".utf8), "application/x-www-form-urlencoded"))
                : ([], nil)
            let fuzz = RouteFuzz.Case(method: endpoint.method, path: path, query: "", body: body, contentType: contentType, varying: "role")
            for role in [QuranFlowAccess.students, .coaches] {
                let response = app.respond(people.request(fuzz, as: role, isAPI: isAPI))
                if response.status.code != 403 { wrong.append("\(endpoint.label) as \(role): \(response.status.code)") }
            }
            let visitor = app.respond(people.request(fuzz, as: .anyone, isAPI: isAPI))
            let expected: Set<Int> = isAPI ? [401] : (endpoint.method.isUnsafe ? [303, 401, 403] : [303])
            if !expected.contains(visitor.status.code) { wrong.append("\(endpoint.label) as a visitor: \(visitor.status.code)") }
            if !endpoint.method.isUnsafe {
                // A 404 is right where the demo has nothing of that kind (a poster, a narration, a media job).
                let admin = app.respond(people.request(fuzz, as: .admins, isAPI: isAPI))
                adminReads += 1
                if admin.status.code < 400 { adminReached += 1 }
                if [401, 403].contains(admin.status.code) || admin.status.code >= 500 {
                    wrong.append("\(endpoint.label) as the admin: \(admin.status.code) at \(path)")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) answers that are not the refusal expected:\n\(wrong.joined(separator: "\n"))")
        #expect(adminReached * 10 >= adminReads * 8, "the admin reached only \(adminReached) of \(adminReads) pages")
        print(
            "admin access: \(adminRoutes.count) routes refused to students, coaches and visitors; \(adminReached)/\(adminReads) admin reads served"
        )
        #expect(try auditCount(app) == auditBefore, "a refused request changed something")
    }

    func auditCount(_ app: TestApp) throws -> Int {
        try app.env.database.read { db in try db.query("SELECT COUNT(*) AS n FROM admin_audit", []).first?.int("n") ?? -1 }
    }
}
