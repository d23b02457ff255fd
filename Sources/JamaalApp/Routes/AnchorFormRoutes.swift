import Calendar
import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalScreens
import JamaalWeb
import Places

/// The Anchor forms: AN-03 type (`GET /habits/anchors/new`), AN-04 prayer times with AN-11's city search
/// (`GET/POST /habits/anchors/new/prayer`, `?q=` searches, `?city=<GeoNames id>` chooses), AN-05 scheduled from a preset
/// (`GET/POST /habits/anchors/new/scheduled?preset=schoolRun`), AN-08 one-off (`GET/POST /today/add/anchor`, the Anchor
/// side of the Add sheet — `JamaalDestination.addAnchor` on the day branch), and Edit (`GET/POST /habits/anchors/:id/edit`). A refusal answers 422 with the
/// same form, what was typed, and the error naming the field; nothing is saved.
enum AnchorFormRoutes {
    static func register(on routes: JamaalRoutes) {
        let list = AnchorPaths.list
        routes.add(.GET, AnchorPaths.new, access: .person) { req in
            let context = try AnchorContext(req)
            return try context.page(title: "Add an Anchor") { AnchorTypeView.render(AnchorTypeScreen(onboarding: false)) }
        }

        // AN-04 + AN-11
        routes.add(.GET, AnchorPaths.newPrayer, access: .person) { req in
            let context = try AnchorContext(req)
            let city = try chosenCity(req)
            var (values, checked) = AnchorFormValues.prayer(city: city)
            values["from"] = fromOnboarding(req) ? "onboarding" : nil
            return try prayerPage(context, values: values, checked: checked, action: AnchorPaths.newPrayer, heading: "Prayer times")
        }
        routes.add(.POST, AnchorPaths.newPrayer, access: .person) { req in
            try create(req, heading: "Prayer times") { values, checked, _ throws(AnchorFormRefusal) in
                try AnchorFormInput.prayer(values, checked: checked)
            }
        }

        routes.add(.GET, "/api/screens/anchors/new", access: .person) { _ in try .json(AnchorTypeScreen(onboarding: false)) }
        routes.add(.GET, "/api/screens/onboarding/anchor", access: .person) { _ in try .json(AnchorTypeScreen(onboarding: true)) }
        routes.add(.GET, "/api/screens/anchors/new/prayer", access: .person) { req in
            let context = try AnchorContext(req)
            let (values, checked) = AnchorFormValues.prayer(city: try chosenCity(req))
            return try .json(prayerScreen(context, values: values, checked: checked, action: AnchorPaths.newPrayer, heading: "Prayer times"))
        }

        // AN-05
        routes.add(.GET, list + "/new/scheduled", access: .person) { req in
            let context = try AnchorContext(req)
            guard let preset = AnchorPreset(rawValue: req.request.query["preset"] ?? "custom") else {
                throw HTTPError(.notFound, "There is no such kind of Anchor.")
            }
            var (values, checked) = AnchorFormValues.scheduled(preset, today: context.today, rollover: context.clock.rollover)
            values["from"] = fromOnboarding(req) ? "onboarding" : nil
            return try formPage(
                context, kind: .scheduled, heading: preset == .custom ? "Custom Anchor" : preset.title, action: list + "/new/scheduled",
                values: values, checked: checked, offersException: true)
        }
        routes.add(.POST, list + "/new/scheduled", access: .person) { req in
            try create(req, heading: "Scheduled Anchor") { values, checked, today throws(AnchorFormRefusal) in
                try AnchorFormInput.scheduled(values, checked: checked, today: today)
            }
        }

        // AN-08
        routes.add(.GET, AnchorPaths.newOneOff, access: .person) { req in
            let context = try AnchorContext(req)
            return try oneOffPage(context, values: AnchorFormValues.oneOff(today: context.today))
        }
        routes.add(.GET, list + "/new/one-off", access: .person) { _ in .redirect(to: AnchorPaths.newOneOff) }
        routes.add(.POST, AnchorPaths.newOneOff, access: .person) { req in
            try create(req, heading: "One-off Anchor", done: "/today") { values, _, today throws(AnchorFormRefusal) in
                try AnchorFormInput.oneOff(values, today: today)
            }
        }

        // Edit (AN-02 → the rule's own form)
        routes.add(.GET, list + "/:id/edit", access: .person) { req in
            let context = try AnchorContext(req)
            let rule = try context.rule(req)
            _ = try AnchorContext.checked { () throws(AnchorError) in try rule.edited(title: rule.title, kind: rule.kind) }
            var (values, checked) = AnchorFormValues.of(rule)
            let action = AnchorPaths.detail(rule.id.rawValue) + "/edit"
            if case .prayer = rule.kind {
                if let city = try chosenCity(req) {
                    let chosen = AnchorFormValues.prayer(city: city).0
                    for key in ["city", "latitude", "longitude", "zone"] { values[key] = chosen[key] }
                }
                return try prayerPage(context, values: values, checked: checked, action: action, heading: "Edit \(rule.title)", edit: true)
            }
            let kind: AnchorFormScreen.Kind = if case .oneOff = rule.kind { .oneOff } else { .scheduled }
            return try formPage(
                context, kind: kind, heading: "Edit \(rule.title)", action: action, values: values, checked: checked,
                cancel: AnchorPaths.detail(rule.id.rawValue))
        }
        routes.add(.POST, list + "/:id/edit", access: .person) { req in
            let context = try AnchorContext(req)
            let rule = try context.rule(req)
            let (values, checked) = AnchorFormInput.values(try req.form())
            let action = AnchorPaths.detail(rule.id.rawValue) + "/edit"
            do {
                let (title, kind): (String, AnchorRuleKind)
                switch rule.kind {
                case .prayer: (title, kind) = try AnchorFormInput.prayer(values, checked: checked)
                case .scheduled: (title, kind) = try AnchorFormInput.scheduled(values, checked: checked, today: context.today)
                case .oneOff: (title, kind) = try AnchorFormInput.oneOff(values, today: context.today)
                case .needsAttention: throw AnchorContext.httpError(.ruleNeedsAttention)
                }
                try req.store.write { db in
                    guard let current = try db.anchorRule(rule.id) else { throw HTTPError(.notFound, "There is no such Anchor.") }
                    do {
                        try db.save(try current.edited(title: title, kind: kind))
                    } catch let error as AnchorError {
                        if error == .needsTitle { throw AnchorFormRefusal(error) }
                        throw AnchorContext.httpError(error)
                    }
                }
                return .redirect(to: AnchorPaths.detail(rule.id.rawValue))
            } catch let refusal as AnchorFormRefusal {
                if case .prayer = rule.kind {
                    return try prayerPage(
                        context, values: values, checked: checked, action: action, heading: "Edit \(rule.title)", edit: true,
                        error: refusal.screenError)
                }
                let kind: AnchorFormScreen.Kind = if case .oneOff = rule.kind { .oneOff } else { .scheduled }
                return try formPage(
                    context, kind: kind, heading: "Edit \(rule.title)", action: action, values: values, checked: checked,
                    cancel: AnchorPaths.detail(rule.id.rawValue), error: refusal.screenError)
            }
        }
    }

    /// Creates a rule from a form in one write; a refusal re-shows the form (422) and saves nothing.
    static func create(
        _ req: JamaalRequest, heading: String, done: String? = nil,
        _ read: ([String: String], [String: [String]], LocalDate) throws(AnchorFormRefusal) -> (String, AnchorRuleKind)
    ) throws -> Response {
        let context = try AnchorContext(req)
        let (values, checked) = AnchorFormInput.values(try req.form())
        let onboarding = values["from"] == "onboarding"
        do {
            let (title, kind) = try read(values, checked, context.today)
            // AN-05 while creating: an exception entered in the form is saved with the rule, in the same write.
            let exception = offersException(path: req.request.path) && !AnchorFormInput.text(values, "exception.start").isEmpty
                ? try AnchorFormInput.exception(values) : nil
            var rule: AnchorRule
            do {
                rule = try AnchorRule.new(id: .random(), title: title, kind: kind, today: context.today)
                if let exception { rule = try rule.with(exceptions: [exception]) }
            } catch {
                throw AnchorFormRefusal(error)
            }
            try req.store.write { try $0.save(rule) }
            return .redirect(to: onboarding ? "/today" : done ?? AnchorPaths.detail(rule.id.rawValue))
        } catch let refusal as AnchorFormRefusal {
            let path = req.request.path
            if path == AnchorPaths.newPrayer {
                return try prayerPage(context, values: values, checked: checked, action: path, heading: heading, error: refusal.screenError)
            }
            if path == AnchorPaths.newOneOff { return try oneOffPage(context, values: values, error: refusal.screenError) }
            return try formPage(
                context, kind: .scheduled, heading: heading, action: path, values: values, checked: checked, cancel: AnchorPaths.list,
                error: refusal.screenError, offersException: offersException(path: path))
        }
    }

    static func fromOnboarding(_ req: JamaalRequest) -> Bool { req.request.query["from"] == "onboarding" }

    /// The city chosen by `?city=<GeoNames id>` (AN-11), or nil; 404 for an id that names no city.
    static func chosenCity(_ req: JamaalRequest) throws -> City? {
        guard let raw = req.request.query["city"], !raw.isEmpty else { return nil }
        guard let id = Int(raw), let city = WorldCities.shared.city(id: id) else {
            throw HTTPError(.notFound, "There is no such city. Search again.")
        }
        return city
    }

    /// AN-04 with AN-11's search results for `?q=`.
    static func prayerScreen(
        _ context: AnchorContext, values: [String: String], checked: [String: [String]], action: String, heading: String, edit: Bool = false,
        error: AnchorFormScreen.FieldError? = nil
    ) -> AnchorFormScreen {
        let query = context.req.request.query["q"]?.trimmingCharacters(in: .whitespaces) ?? ""
        let searchPath = edit ? action : AnchorPaths.newPrayer
        let suffix = values["from"] == "onboarding" ? "&from=onboarding" : ""
        let results = query.isEmpty ? [] : WorldCities.shared.search(String(query.prefix(80)), limit: 8)
        // AN-11: results of one name told apart by region code (where GeoNames gives one) and zone.
        let options = zip(results, City.distinctNames(results)).map { city, label in
            AnchorFormScreen.CityOption(
                name: city.name, detail: "\(label) · \(city.zoneIdentifier)", choosePath: "\(searchPath)?city=\(city.id)\(suffix)")
        }
        return AnchorFormScreen(
            kind: .prayer, heading: heading, action: action, values: values, checked: checked, error: error,
            cancelPath: edit ? action.replacingOccurrences(of: "/edit", with: "") : AnchorPaths.new, submitLabel: "Save",
            placeName: values["city"].flatMap { $0.isEmpty ? nil : $0 }, cityQuery: query, cityResults: options, searchPath: searchPath)
    }

    static func prayerPage(
        _ context: AnchorContext, values: [String: String], checked: [String: [String]], action: String, heading: String, edit: Bool = false,
        error: AnchorFormScreen.FieldError? = nil
    ) throws -> Response {
        let screen = prayerScreen(context, values: values, checked: checked, action: action, heading: heading, edit: edit, error: error)
        return try context.page(title: heading, status: error == nil ? .ok : .unprocessableEntity) {
            AnchorFormView.render(screen, csrf: context.req.csrfToken)
        }
    }

    /// AN-08 as the Anchor side of the Add sheet: Today behind it (a sheet on compact, a panel beside Today on regular).
    static func oneOffPage(_ context: AnchorContext, values: [String: String], error: AnchorFormScreen.FieldError? = nil) throws -> Response {
        let req = context.req
        let screen = AnchorFormScreen(
            kind: .oneOff, heading: "Add", action: AnchorPaths.newOneOff, values: values, error: error, cancelPath: "/today")
        let (today, _) = try TodayRoutes.screen(req, contributors: JamaalApplication.todayContributors)
        let status: HTTPStatus = error == nil ? .ok : .unprocessableEntity
        return try JamaalShell.page(req, title: "Add an Anchor", tab: .today, person: context.person, status: status) {
            TodayView.render(today, csrf: req.csrfToken)
        } panel: {
            AnchorFormView.render(screen, csrf: req.csrfToken)
        }
    }

    /// Whether `path` is AN-05's create form, which carries an optional exception.
    static func offersException(path: String) -> Bool { path == AnchorPaths.list + "/new/scheduled" }

    static func formPage(
        _ context: AnchorContext, kind: AnchorFormScreen.Kind, heading: String, action: String, values: [String: String],
        checked: [String: [String]], cancel: String = AnchorPaths.new, error: AnchorFormScreen.FieldError? = nil,
        offersException: Bool = false
    ) throws -> Response {
        let screen = AnchorFormScreen(
            kind: kind, heading: heading, action: action, values: values, checked: checked, error: error, cancelPath: cancel,
            offersException: offersException)
        return try context.page(title: heading, status: error == nil ? .ok : .unprocessableEntity) {
            AnchorFormView.render(screen, csrf: context.req.csrfToken)
        }
    }
}
