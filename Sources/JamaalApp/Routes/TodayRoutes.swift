import Calendar
import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing
import ServerSupport

/// TD-01 Today (``JamaalRoute/today`` and its JSON twin), the capacity slider (``JamaalRoute/setLevel``), the category
/// filter (``JamaalRoute/setFilter``, TD-03) and the meter's one move.
enum TodayRoutes {
    static func register(on routes: JamaalRouteTable, contributors: [TodayLoader.Contributor]) {
        routes.add(JamaalRoute.root) { req in .redirect(to: try OnboardingRoutes.pendingPath(req) ?? JamaalRoute.today.path()) }
        routes.add(JamaalRoute.today) { req, undo in
            // F01: until onboarding is finished, Today is the step reached.
            if let step = try OnboardingRoutes.pendingPath(req) { return .redirect(to: step) }
            if let paywall = try SubscriptionRoutes.paywallRedirect(req) { return paywall }
            // A page reached after an undoable action carries its toast: never cached.
            let key = try undo.undo == nil ? cacheKey(req) : nil
            let second = Int64(req.now.timeIntervalSince1970.rounded(.down))
            if let key, let html = req.environment.todayPage.page(for: key, second: second) { return .html(html) }
            let (screen, person) = try screen(req, contributors: contributors)
            let response = try JamaalShell.page(req, title: "Today", tab: .today, person: person, undo: undo) {
                TodayView.render(screen, csrf: req.csrfToken)
            }
            if let key, case .bytes(let bytes) = response.body, response.headers.values(for: "Set-Cookie").isEmpty {
                req.environment.todayPage.store(
                    String(decoding: bytes, as: UTF8.self), for: key,
                    liveSecond: try req.store.read { try $0.liveSession() } != nil ? second : nil)
            }
            return response
        }
        routes.twin(of: JamaalRoute.today, model: TodayScreen.self) { req, _ in
            try .json(screen(req, contributors: contributors).0)
        }
        routes.add(JamaalRoute.setLevel, form: TodayForm.self) { req, form in
            guard let raw = form.level.text, let level = CapacityLevel(rawValue: raw) else {
                throw FieldRefusal(form.level, CapacityLevel.choice)
            }
            let person = try TodayLoader.person(req.store, now: req.now)
            try req.store.write { try $0.setLevel(level, on: person.clock.today(at: req.now)) }
            return .redirect(to: JamaalRoute.today.path())
        }
        routes.add(JamaalRoute.setFilter, form: TodayForm.self) { req, form in
            let person = try TodayLoader.person(req.store, now: req.now)
            let id = form.category.or("")
            if id.isEmpty {
                req.setTodayFilter(nil)
            } else {
                let list = try req.store.read { try $0.categories() }
                guard let category = list.category(ID(id)), category.isActive else {
                    throw FieldRefusal(form.category, "That category is not active. Pick another, or choose All.")
                }
                req.setTodayFilter(.init(categoryID: id, day: person.clock.today(at: req.now)))
            }
            return .redirect(to: JamaalRoute.today.path())
        }
    }

    /// What the Today page depends on besides the stored data (see ``TodayPageCache``); nil without a CSRF identity yet.
    static func cacheKey(_ req: JamaalRequest) throws -> TodayPageCache.Key? {
        guard let csrfID = req.csrfID else { return nil }
        let store = try req.store
        let counter = try store.changeCounter()
        let seconds = Int64(req.now.timeIntervalSince1970.rounded(.down))
        return TodayPageCache.Key(
            person: store.owner.rawValue, counter: counter, csrfID: csrfID, minute: seconds / 60 * 60, filter: req.todayFilter,
            rightToLeft: JamaalShell.direction(req) == .rtl,
            appearance: { "\($0.theme.rawValue)/\($0.text.rawValue)" }(JamaalShell.appearance(req)))
    }

    /// Today's screen model at the request's instant.
    static func screen(_ req: JamaalRequest, contributors: [TodayLoader.Contributor]) throws -> (TodayScreen, Person) {
        let person = try TodayLoader.person(req.store, now: req.now)
        try TodayLoader.applyRollover(req.store, clock: person.clock, now: req.now)
        try WellbeingHistory.recordClosedDays(req.store, person: person, now: req.now)
        let inputs = try TodayLoader.inputs(
            store: req.store, person: person, now: req.now, filter: req.todayFilter, contributors: contributors)
        let screen = TodayScreen(inputs)
        if screen.evening.morningCard != nil {
            // TD-07 shows once a day: drawing it is showing it.
            try req.store.write { try $0.setMark(.morningCardShown, to: person.clock.today(at: req.now).description) }
        }
        return (screen, person)
    }
}
