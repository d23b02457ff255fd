import Calendar
import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalScreens
import JamaalWeb
import Places

/// AN-10's actions (`POST /anchors/mark`: `instance`, `outcome`), the WG-01/WG-02 timeline
/// (`GET /api/anchors/widget`), AN-11's city search as JSON (`GET /api/places/search?q=`), and OB-08
/// (`GET /onboarding/anchor`).
enum AnchorMarkRoutes {
    static func register(on routes: JamaalRoutes) {
        routes.add(.POST, AnchorPaths.mark, access: .person) { req in
            let form = try req.form()
            guard let instanceID = form["instance"], !instanceID.isEmpty, instanceID.count <= 200 else {
                throw HTTPError(.badRequest, "Say which Anchor to mark.", field: "instance")
            }
            guard let raw = form["outcome"], case let outcome = AnchorOutcome(rawValue: raw), AnchorOutcome.allCases.contains(outcome) else {
                throw HTTPError(.unprocessableEntity, "Choose Attended, Not today or Someone else did it.", field: "outcome")
            }
            let person = try TodayLoader.person(req.store, now: req.now)
            let clock = person.clock
            try req.store.write { db in
                guard let instance = try instance(instanceID, db: db, clock: clock, now: req.now) else {
                    throw HTTPError(.notFound, "This Anchor is not on today's list any more.", field: "instance")
                }
                let mark = try AnchorContext.checked { () throws(AnchorError) in
                    try AnchorMark.mark(outcome, on: instance, id: .random(), clock: clock, now: req.now)
                }
                try db.append(mark)
            }
            if req.isAPI || req.request.headers["Accept"]?.contains("application/json") == true {
                return .text("marked", status: .ok)
            }
            return .redirect(to: "/today")
        }

        routes.add(.GET, "/api/anchors/widget", access: .person) { req in
            let person = try TodayLoader.person(req.store, now: req.now)
            let clock = person.clock
            let screen = try req.store.read { db in
                let state = try AnchorToday.load(db, clock: clock, now: req.now)
                return AnchorWidgetScreen(day: state.day, marks: state.marks, clock: clock)
            }
            return try .json(screen)
        }

        routes.add(.GET, "/api/places/search", access: .person) { req in
            struct Result: Encodable {
                let id: Int
                let name: String
                let displayName: String
                let latitude: Double
                let longitude: Double
                let zone: String
            }
            let query = String((req.request.query["q"] ?? "").prefix(80))
            let found = WorldCities.shared.search(query, limit: 10)
            let cities = zip(found, City.distinctNames(found)).map { city, label in
                Result(
                    id: city.id, name: city.name, displayName: label, latitude: city.latitude, longitude: city.longitude,
                    zone: city.zoneIdentifier)
            }
            return try .json(["cities": cities])
        }

        // OB-08: the first Anchor, skippable.
        routes.add(.GET, AnchorPaths.onboarding, access: .person) { req in
            let person = try TodayLoader.person(req.store, now: req.now)
            return try JamaalShell.page(req, title: "Your first Anchor", tab: .today, person: person) {
                AnchorTypeView.render(AnchorTypeScreen(onboarding: true))
            }
        }
    }

    /// The instance with `id` among the Anchors of today and yesterday (an Isha past the rollover belongs to yesterday).
    static func instance(_ id: String, db: StoreConnection, clock: DayClock, now: Date) throws -> AnchorInstance? {
        let today = clock.today(at: now)
        for day in [today, today.adding(days: -1)] {
            let state = try AnchorToday.load(db, clock: clock, now: now, day: day)
            if let found = state.day.all.first(where: { $0.id == id }) { return found }
        }
        return nil
    }
}
