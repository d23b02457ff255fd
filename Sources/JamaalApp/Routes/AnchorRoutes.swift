import Calendar
import Foundation
import HTML
import HTTPServer
import Identifiers
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing

/// The Anchors feature's routes (#7; the endpoints in `JamaalRoute+Anchors.swift`). AN-01 lives at
/// ``JamaalRoute/anchors`` (`/habits/anchors`, the Anchors segment of the Habits tab); `/anchors` leads there.
///
/// | endpoint | screen |
/// | --- | --- |
/// | ``JamaalRoute/anchors`` and its JSON twin | AN-01 |
/// | ``JamaalRoute/anchor`` and its JSON twin | AN-02 (AN-07 for a rule this version cannot read) |
/// | ``JamaalRoute/pauseAnchor``, `resumeAnchor`, `archiveAnchor`, `restoreAnchor` | AN-02's actions, AN-01's Restore |
/// | ``JamaalRoute/anchorExceptions``, `addAnchorException`, `endAnchorException`, `removeAnchorException` | AN-06 |
/// | forms: see ``AnchorFormRoutes`` | AN-03, AN-04 + AN-11, AN-05, AN-08, edit |
/// | ``JamaalRoute/markAnchor``, `anchorWidget`, `searchPlaces` | AN-10, WG-01/02, AN-11 (OB-08: ``OnboardingRoutes``) |
enum AnchorRoutes {
    static func register(on routes: JamaalRouteTable) {
        routes.add(JamaalRoute.anchorsShortcut) { _ in .redirect(to: JamaalRoute.anchors.path()) }
        routes.screen(
            JamaalRoute.anchors, model: { req in try AnchorContext(req).listScreen() },
            page: { req, screen in
                try JamaalShell.page(req, title: "Anchors", tab: .habits) { AnchorListView.render(screen, csrf: req.csrfToken) }
            })
        routes.screen(
            JamaalRoute.anchor,
            model: { req, id in
                let context = try AnchorContext(req)
                return try context.detailScreen(try context.rule(id))
            },
            page: { req, screen in
                try AnchorContext(req).page(title: screen.title) { AnchorDetailView.render(screen, csrf: req.csrfToken) }
            })
        stateChange(routes, JamaalRoute.pauseAnchor, toList: false) { rule, today, _ throws(AnchorError) in try rule.paused(today: today) }
        stateChange(routes, JamaalRoute.resumeAnchor, toList: false) { rule, today, _ throws(AnchorError) in try rule.resumed(today: today)
        }
        stateChange(routes, JamaalRoute.archiveAnchor, toList: true) { rule, _, now throws(AnchorError) in try rule.archived(now: now) }
        stateChange(routes, JamaalRoute.restoreAnchor, toList: true) { rule, _, _ throws(AnchorError) in try rule.restored() }

        // AN-06
        routes.add(JamaalRoute.anchorExceptions) { req, id in
            let context = try AnchorContext(req)
            let rule = try context.rule(id)
            return try context.exceptionsPage(rule, values: ["exception.kind": "holiday", "exception.start": context.today.description])
        }
        routes.add(JamaalRoute.addAnchorException) { req, id in
            let context = try AnchorContext(req)
            let rule = try context.rule(id)
            let (values, _) = AnchorFormInput.values(try req.request.form(AnchorForm.self))
            do {
                let exception = try AnchorFormInput.exception(values)
                try req.store.write { db in
                    guard let current = try db.anchorRule(rule.id) else { throw NotFound("Anchor") }
                    try db.save(
                        try AnchorContext.checked { () throws(AnchorError) in try current.with(exceptions: current.exceptions + [exception])
                        })
                }
                return .redirect(to: JamaalRoute.anchor.path(rule.id))
            } catch let refusal as AnchorFormRefusal {
                return try context.exceptionsPage(rule, values: values, error: refusal.screenError, status: .unprocessableEntity)
            }
        }
        exceptionChange(routes, JamaalRoute.endAnchorException) { exception, today throws(AnchorError) in [try exception.ended(on: today)] }
        exceptionChange(routes, JamaalRoute.removeAnchorException) { _, _ throws(AnchorError) in [] }

        AnchorFormRoutes.register(on: routes)
        AnchorMarkRoutes.register(on: routes)
    }

    /// AN-02's pause, resume, archive and restore: one change to the rule in one write; a refusal saves nothing
    /// (409/422). Back to AN-01 when `toList` or when the form says `from=list` (AN-01's switch); else to the rule.
    static func stateChange(
        _ routes: JamaalRouteTable, _ endpoint: Endpoint<JamaalAccess, NoQuery, ID<AnchorRule>>, toList: Bool,
        _ change: @escaping @Sendable (AnchorRule, LocalDate, Date) throws(AnchorError) -> AnchorRule
    ) {
        routes.add(endpoint) { req, id in
            let context = try AnchorContext(req)
            let id = try context.rule(id).id
            try req.store.write { db in
                guard let rule = try db.anchorRule(id) else { throw NotFound("Anchor") }
                try db.save(try AnchorContext.checked { () throws(AnchorError) in try change(rule, context.today, req.now) })
            }
            let fromList = try req.request.form(AnchorForm.self).values[.from] == "list"
            return .redirect(to: toList || fromList ? JamaalRoute.anchors.path() : JamaalRoute.anchor.path(id))
        }
    }

    /// AN-06's end and remove: replaces one exception by `change`'s result.
    static func exceptionChange(
        _ routes: JamaalRouteTable, _ endpoint: Endpoint<JamaalAccess, NoQuery, ID<AnchorRule>, Int>,
        _ change: @escaping @Sendable (AnchorException, LocalDate) throws(AnchorError) -> [AnchorException]
    ) {
        routes.add(endpoint) { req, id, index in
            let context = try AnchorContext(req)
            let id = try context.rule(id).id
            try req.store.write { db in
                guard let rule = try db.anchorRule(id) else { throw NotFound("Anchor") }
                guard rule.exceptions.indices.contains(index) else { throw NotFound("exception") }
                var list = rule.exceptions
                list.replaceSubrange(
                    index...index, with: try AnchorContext.checked { () throws(AnchorError) in try change(list[index], context.today) })
                try db.save(try AnchorContext.checked { () throws(AnchorError) in try rule.with(exceptions: list) })
            }
            return .redirect(to: JamaalRoute.anchor.path(id))
        }
    }
}
