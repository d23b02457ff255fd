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

/// One request's view of the Anchors: the person, their clock and today, and the screens built from the store.
struct AnchorContext {
    let req: JamaalRequest
    let person: Person
    var clock: DayClock { person.clock }
    var today: LocalDate { clock.today(at: req.now) }

    init(_ request: JamaalRequest) throws {
        req = request
        person = try TodayLoader.person(request.store, now: request.now)
    }

    /// The rule `id`, or 404.
    func rule(_ id: ID<AnchorRule>) throws -> AnchorRule {
        guard let rule = try req.store.read({ try $0.anchorRule(id) }) else {
            throw NotFound("Anchor")
        }
        return rule
    }

    func listScreen() throws -> AnchorListScreen {
        try req.store.read { db in
            let state = try AnchorToday.load(db, clock: clock, now: req.now)
            return AnchorListScreen(list: AnchorRuleList(rules: state.rules, marks: state.marks, clock: clock, now: req.now))
        }
    }

    func detailScreen(_ rule: AnchorRule) throws -> AnchorDetailScreen {
        try req.store.read { db in
            let marks = try db.anchorMarks(ofRule: rule.id)
            return AnchorDetailScreen(rule: rule, marks: marks, markCount: marks.count, clock: clock, now: req.now)
        }
    }

    /// A page with AN-01 as the list and `panel` beside it (a sheet over it on compact widths).
    func page(title: String, status: HTTPStatus = .ok, @NodeBuilder panel: () throws -> Node) throws -> Response {
        let listScreen = try listScreen()
        let token = req.csrfToken
        return try JamaalShell.page(req, title: title, tab: .habits, person: person, status: status) {
            AnchorListView.render(listScreen, csrf: token)
        } panel: {
            try panel()
        }
    }

    func exceptionsPage(
        _ rule: AnchorRule, values: [String: String], error: AnchorFormScreen.FieldError? = nil, status: HTTPStatus = .ok
    ) throws -> Response {
        let screen = AnchorFormScreen(
            kind: .exceptions, heading: "Exceptions · \(rule.title)", action: JamaalRoute.addAnchorException.path(rule.id),
            values: values, error: error, cancelPath: JamaalRoute.anchor.path(rule.id), submitLabel: "Add exception")
        return try page(title: screen.heading, status: status) { AnchorFormView.render(screen, csrf: req.csrfToken) }
    }

    /// Runs a domain change, turning its refusal into the HTTP error with the rule's own words (409 for a state that has
    /// moved on, 422 for what was sent).
    static func checked<T>(_ body: () throws(AnchorError) -> T) throws(HTTPError) -> T {
        do {
            return try body()
        } catch {
            throw error.httpError
        }
    }
}
