import Calendar
import Foundation
import HTML
import HTTPServer
import Identifiers
import JamaalCore
import JamaalScreens
import JamaalWeb

/// The Anchors feature's routes (#7). AN-01 lives at ``JamaalDestination/anchors`` (`/habits/anchors`, the Anchors
/// segment of the Habits tab); `/anchors` leads there.
///
/// | route | screen |
/// | --- | --- |
/// | `GET /habits/anchors`, `GET /api/screens/anchors` | AN-01 |
/// | `GET /habits/anchors/:id`, `GET /api/screens/anchors/:id` | AN-02 (AN-07 for a rule this version cannot read) |
/// | `POST /habits/anchors/:id/{pause,resume,archive,restore}` | AN-02's actions, AN-01's Restore |
/// | `GET/POST /habits/anchors/:id/exceptions`, `POST …/exceptions/:index/{end,remove}` | AN-06 |
/// | forms: see ``AnchorFormRoutes`` | AN-03, AN-04 + AN-11, AN-05, AN-08, edit |
/// | `POST /anchors/mark`, `GET /api/anchors/widget`, `GET /api/places/search`, `GET /onboarding/anchor` | AN-10, WG-01/02, AN-11, OB-08 |
enum AnchorRoutes {
    static func register(on routes: JamaalRoutes) {
        let list = AnchorPaths.list
        routes.add(.GET, "/anchors", access: .person) { _ in .redirect(to: list) }
        routes.add(.GET, list, access: .person) { req in
            let context = try AnchorContext(req)
            return try JamaalShell.page(req, title: "Anchors", tab: .habits, person: context.person) {
                AnchorListView.render(try context.listScreen(), csrf: req.csrfToken)
            }
        }
        routes.add(.GET, "/api/screens/anchors", access: .person) { req in try .json(try AnchorContext(req).listScreen()) }
        routes.add(.GET, list + "/:id", access: .person) { req in
            let context = try AnchorContext(req)
            let screen = try context.detailScreen(try context.rule(req))
            return try context.page(title: screen.title) { AnchorDetailView.render(screen, csrf: req.csrfToken) }
        }
        routes.add(.GET, "/api/screens/anchors/:id", access: .person) { req in
            let context = try AnchorContext(req)
            return try .json(try context.detailScreen(try context.rule(req)))
        }
        stateChange(routes, "pause") { rule, today, _ throws(AnchorError) in try rule.paused(today: today) }
        stateChange(routes, "resume") { rule, today, _ throws(AnchorError) in try rule.resumed(today: today) }
        stateChange(routes, "archive") { rule, _, now throws(AnchorError) in try rule.archived(now: now) }
        stateChange(routes, "restore") { rule, _, _ throws(AnchorError) in try rule.restored() }

        // AN-06
        routes.add(.GET, list + "/:id/exceptions", access: .person) { req in
            let context = try AnchorContext(req)
            let rule = try context.rule(req)
            return try context.exceptionsPage(rule, values: ["exception.kind": "holiday", "exception.start": context.today.description])
        }
        routes.add(.POST, list + "/:id/exceptions", access: .person) { req in
            let context = try AnchorContext(req)
            let rule = try context.rule(req)
            let (values, _) = AnchorFormInput.values(try req.form())
            do {
                let exception = try AnchorFormInput.exception(values)
                try req.store.write { db in
                    guard let current = try db.anchorRule(rule.id) else { throw HTTPError(.notFound, "There is no such Anchor.") }
                    try db.save(try AnchorContext.checked { () throws(AnchorError) in try current.with(exceptions: current.exceptions + [exception]) })
                }
                return .redirect(to: AnchorPaths.detail(rule.id.rawValue))
            } catch let refusal as AnchorFormRefusal {
                return try context.exceptionsPage(rule, values: values, error: refusal.screenError, status: .unprocessableEntity)
            }
        }
        exceptionChange(routes, "end") { exception, today throws(AnchorError) in [try exception.ended(on: today)] }
        exceptionChange(routes, "remove") { _, _ throws(AnchorError) in [] }

        AnchorFormRoutes.register(on: routes)
        AnchorMarkRoutes.register(on: routes)
    }

    /// `POST /habits/anchors/:id/<action>`: one change to the rule in one write; a refusal saves nothing (409/422).
    static func stateChange(
        _ routes: JamaalRoutes, _ action: String, _ change: @escaping @Sendable (AnchorRule, LocalDate, Date) throws(AnchorError) -> AnchorRule
    ) {
        routes.add(.POST, AnchorPaths.list + "/:id/\(action)", access: .person) { req in
            let context = try AnchorContext(req)
            let id = try context.rule(req).id
            try req.store.write { db in
                guard let rule = try db.anchorRule(id) else { throw HTTPError(.notFound, "There is no such Anchor.") }
                try db.save(try AnchorContext.checked { () throws(AnchorError) in try change(rule, context.today, req.now) })
            }
            // From AN-01's switch (`from=list`) back to the list; from AN-02 back to the rule.
            let fromList = try req.form()["from"] == "list"
            let toList = action == "restore" || action == "archive" || fromList
            return .redirect(to: toList ? AnchorPaths.list : AnchorPaths.detail(id.rawValue))
        }
    }

    /// `POST /habits/anchors/:id/exceptions/:index/<action>`: replaces one exception by `change`'s result.
    static func exceptionChange(
        _ routes: JamaalRoutes, _ action: String,
        _ change: @escaping @Sendable (AnchorException, LocalDate) throws(AnchorError) -> [AnchorException]
    ) {
        routes.add(.POST, AnchorPaths.list + "/:id/exceptions/:index/\(action)", access: .person) { req in
            let context = try AnchorContext(req)
            let id = try context.rule(req).id
            try req.store.write { db in
                guard let rule = try db.anchorRule(id) else { throw HTTPError(.notFound, "There is no such Anchor.") }
                guard let index = Int(req.request.pathParameters["index"] ?? ""), rule.exceptions.indices.contains(index) else {
                    throw HTTPError(.notFound, "There is no such exception.")
                }
                var list = rule.exceptions
                list.replaceSubrange(index...index, with: try AnchorContext.checked { () throws(AnchorError) in try change(list[index], context.today) })
                try db.save(try AnchorContext.checked { () throws(AnchorError) in try rule.with(exceptions: list) })
            }
            return .redirect(to: AnchorPaths.detail(id.rawValue))
        }
    }
}
