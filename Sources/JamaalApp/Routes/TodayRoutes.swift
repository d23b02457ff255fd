import Calendar
import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalScreens
import JamaalWeb

/// TD-01 Today (`GET /today`, `GET /api/screens/today`), the capacity slider (`POST /today/level`), the category filter
/// (`POST /today/filter`, TD-03) and the meter's one move.
enum TodayRoutes {
    static func register(on routes: JamaalRoutes, contributors: [TodayLoader.Contributor]) {
        routes.add(.GET, "/", access: .person) { _ in .redirect(to: "/today") }
        routes.add(.GET, "/today", access: .person) { req in
            let (screen, person) = try screen(req, contributors: contributors)
            return try JamaalShell.page(req, title: "Today", tab: .today, person: person) {
                TodayView.render(screen, csrf: req.csrfToken)
            }
        }
        routes.add(.GET, "/api/screens/today", access: .person) { req in
            try .json(screen(req, contributors: contributors).0)
        }
        routes.add(.POST, "/today/level", access: .person) { req in
            let form = try req.form()
            guard let raw = form["level"], let level = CapacityLevel(rawValue: raw) else {
                throw HTTPError(.unprocessableEntity, "Choose one of the levels: Light, Steady, Full or Stretch.", field: "level")
            }
            let person = try TodayLoader.person(req.store, now: req.now)
            try req.store.write { try $0.setLevel(level, on: person.clock.today(at: req.now)) }
            return .redirect(to: "/today")
        }
        routes.add(.POST, "/today/filter", access: .person) { req in
            let form = try req.form()
            let person = try TodayLoader.person(req.store, now: req.now)
            let id = form["category"] ?? ""
            if id.isEmpty {
                req.environment.local.setTodayFilter(nil)
            } else {
                let list = try req.store.read { try $0.categories() }
                guard let category = list.category(ID(id)), category.isActive else {
                    throw HTTPError(.unprocessableEntity, "That category is not active. Pick another, or choose All.", field: "category")
                }
                req.environment.local.setTodayFilter(.init(categoryID: id, day: person.clock.today(at: req.now)))
            }
            return .redirect(to: "/today")
        }
    }

    /// Today's screen model at the request's instant.
    static func screen(_ req: JamaalRequest, contributors: [TodayLoader.Contributor]) throws -> (TodayScreen, Person) {
        let person = try TodayLoader.person(req.store, now: req.now)
        try TodayLoader.applyRollover(req.store, clock: person.clock, now: req.now)
        let inputs = try TodayLoader.inputs(
            store: req.store, person: person, now: req.now, filter: req.environment.local.todayFilter, contributors: contributors)
        return (TodayScreen(inputs), person)
    }
}
