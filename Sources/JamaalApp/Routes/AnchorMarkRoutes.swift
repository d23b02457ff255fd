import Calendar
import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Places
import Routing
import ServerSupport

/// AN-10's actions (``JamaalRoute/markAnchor``: `instance`, `outcome`), the WG-01/WG-02 timeline
/// (``JamaalRoute/anchorWidget``) and AN-11's city search as JSON (``JamaalRoute/searchPlaces``). OB-08
/// (``JamaalRoute/firstAnchor``) is one of the first launch's steps (``OnboardingRoutes``).
enum AnchorMarkRoutes {
    static func register(on routes: JamaalRouteTable) {
        routes.add(JamaalRoute.markAnchor, form: AnchorMarkForm.self) { req, form in
            guard let instanceID = form.instance.text, !instanceID.isEmpty, instanceID.count <= 200 else {
                throw FieldRefusal(form.instance, "Say which Anchor to mark.", malformed: true)
            }
            guard let raw = form.outcome.text, case let outcome = AnchorOutcome(rawValue: raw), AnchorOutcome.allCases.contains(outcome)
            else {
                throw FieldRefusal(form.outcome, "Choose Attended, Not today or Someone else did it.")
            }
            let person = try TodayLoader.person(req.store, now: req.now)
            let clock = person.clock
            try req.store.write { db in
                guard let instance = try instance(instanceID, db: db, clock: clock, now: req.now) else {
                    throw TaskRefusal.anchorNotToday
                }
                let mark = try AnchorContext.checked { () throws(AnchorError) in
                    try AnchorMark.mark(outcome, on: instance, id: req.environment.ids.next(), clock: clock, now: req.now)
                }
                try db.append(mark)
            }
            if req.isAPI || req.request.headers["Accept"]?.contains("application/json") == true {
                return .text("marked", status: .ok)
            }
            return .redirect(to: JamaalRoute.today.path())
        }

        routes.add(JamaalRoute.anchorWidget, response: .json(AnchorWidgetScreen.self)) { req in
            let person = try TodayLoader.person(req.store, now: req.now)
            let clock = person.clock
            let screen = try req.store.read { db in
                let state = try AnchorToday.load(db, clock: clock, now: req.now)
                return AnchorWidgetScreen(day: state.day, marks: state.marks, clock: clock)
            }
            return try .json(screen)
        }

        routes.add(JamaalRoute.searchPlaces, response: .json(PlaceSearchResults.self)) { _, query in
            let found = WorldCities.shared.search(String((query.q ?? "").prefix(80)), limit: 10)
            let cities = zip(found, City.distinctNames(found)).map { city, label in
                PlaceSearchResults.City(
                    id: city.id, name: city.name, displayName: label, latitude: city.latitude, longitude: city.longitude,
                    zone: city.zoneIdentifier)
            }
            return try .json(PlaceSearchResults(cities: cities))
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
