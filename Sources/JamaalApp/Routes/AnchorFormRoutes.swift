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

/// The Anchor forms (the endpoints in `JamaalRoute+AnchorForms.swift`): AN-03 type, AN-04 prayer times with AN-11's
/// city search (`?q=` searches, `?city=<GeoNames id>` chooses), AN-05 scheduled from a preset (`?preset=schoolRun`),
/// AN-08 one-off (the Anchor side of the Add sheet — the `.addAnchor` feature on the day branch), and Edit. A
/// refusal answers 422 with the same form, what was typed, and the error naming the field; nothing is saved.
enum AnchorFormRoutes {
    /// Which form a create posted.
    enum Form {
        case prayer, scheduled, oneOff
    }

    /// The prayer form as a new rule's or as an existing rule's edit.
    enum PrayerForm {
        case new
        case edit(ID<AnchorRule>)
    }

    static func register(on routes: JamaalRouteTable) {
        routes.screen(
            JamaalRoute.newAnchor, model: { _ in AnchorTypeScreen(onboarding: false) },
            page: { req, screen in try AnchorContext(req).page(title: screen.heading) { AnchorTypeView.render(screen) } })

        // AN-04 + AN-11
        routes.screen(
            JamaalRoute.newPrayerAnchor,
            model: { req, query in
                var (values, checked) = AnchorFormValues.prayer(city: try chosenCity(query))
                values[.from] = query.from?.rawValue
                return prayerScreen(values: values, checked: checked, form: .new, heading: "Prayer times", query: query.q)
            },
            page: { req, screen in try prayerPage(try AnchorContext(req), screen) })
        routes.add(JamaalRoute.createPrayerAnchor) { req in
            try create(req, heading: "Prayer times", form: .prayer) { values, checked, _ throws(AnchorFormRefusal) in
                try AnchorFormInput.prayer(values, checked: checked)
            }
        }

        // AN-05
        routes.add(JamaalRoute.newScheduledAnchor) { req, query in
            let context = try AnchorContext(req)
            guard let preset = query.chosenPreset else { throw NotFound("kind of Anchor") }
            var (values, checked) = AnchorFormValues.scheduled(preset, today: context.today, rollover: context.clock.rollover)
            values[.from] = query.from?.rawValue
            return try formPage(
                context, kind: .scheduled, heading: preset == .custom ? "Custom Anchor" : preset.title,
                action: JamaalRoute.createScheduledAnchor.path(), values: values, checked: checked,
                cancel: query.from == .onboarding ? JamaalRoute.firstAnchor.path() : JamaalRoute.newAnchor.path(), offersException: true)
        }
        routes.add(JamaalRoute.createScheduledAnchor) { req in
            try create(req, heading: "Scheduled Anchor", form: .scheduled) { values, checked, today throws(AnchorFormRefusal) in
                try AnchorFormInput.scheduled(values, checked: checked, today: today)
            }
        }

        // AN-08
        routes.add(JamaalRoute.newOneOffAnchor) { req, query in
            let context = try AnchorContext(req)
            guard query.from == .planning else { return try oneOffPage(context, values: AnchorFormValues.oneOff(today: context.today)) }
            // From NP-03: dated the day being planned, and back to the planning session on save.
            let flow: NightPlanningFlow = query.flow == .morning ? .morning : .evening
            var values = AnchorFormValues.oneOff(
                today: NightPlanningSession.plannedDay(flow: flow, clock: context.person.clock, now: req.now))
            values[.from] = AnchorFormOrigin.planning.rawValue
            values[.flow] = flow.rawValue
            return try oneOffPage(context, values: values)
        }
        routes.add(JamaalRoute.oneOffShortcut) { _ in .redirect(to: JamaalRoute.newOneOffAnchor.path()) }
        routes.add(JamaalRoute.createOneOffAnchor) { req in
            try create(req, heading: "One-off Anchor", form: .oneOff, done: JamaalRoute.today.path()) {
                values, _, today throws(AnchorFormRefusal) in
                try AnchorFormInput.oneOff(values, today: today)
            }
        }

        // Edit (AN-02 → the rule's own form)
        routes.add(JamaalRoute.editAnchor) { req, query, id in
            let context = try AnchorContext(req)
            let rule = try context.rule(id)
            _ = try AnchorContext.checked { () throws(AnchorError) in try rule.edited(title: rule.title, kind: rule.kind) }
            var (values, checked) = AnchorFormValues.of(rule)
            if case .prayer = rule.kind {
                if let city = try chosenCity(query) {
                    let chosen = AnchorFormValues.prayer(city: city).0
                    for field in [AnchorField.city, .latitude, .longitude, .zone] { values[field] = chosen[field] }
                }
                let screen = prayerScreen(
                    values: values, checked: checked, form: .edit(rule.id), heading: "Edit \(rule.title)", query: query.q)
                return try prayerPage(context, screen)
            }
            let kind: AnchorFormScreen.Kind = if case .oneOff = rule.kind { .oneOff } else { .scheduled }
            return try formPage(
                context, kind: kind, heading: "Edit \(rule.title)", action: JamaalRoute.updateAnchor.path(rule.id), values: values,
                checked: checked, cancel: JamaalRoute.anchor.path(rule.id))
        }
        routes.add(JamaalRoute.updateAnchor) { req, id in try update(req, id) }
    }

    /// Edit's form: the rule's kind read again from what was sent, saved in one write; a refusal re-shows the form (422).
    static func update(_ req: JamaalRequest, _ id: ID<AnchorRule>) throws -> Response {
        let context = try AnchorContext(req)
        let rule = try context.rule(id)
        let (values, checked) = AnchorFormInput.values(try req.request.form(AnchorForm.self))
        do {
            let (title, kind): (String, AnchorRuleKind)
            switch rule.kind {
            case .prayer: (title, kind) = try AnchorFormInput.prayer(values, checked: checked)
            case .scheduled: (title, kind) = try AnchorFormInput.scheduled(values, checked: checked, today: context.today)
            case .oneOff: (title, kind) = try AnchorFormInput.oneOff(values, today: context.today)
            case .needsAttention: throw AnchorError.ruleNeedsAttention.httpError
            }
            try req.store.write { db in
                guard let current = try db.anchorRule(rule.id) else { throw NotFound("Anchor") }
                do {
                    try db.save(try current.edited(title: title, kind: kind))
                } catch let error as AnchorError {
                    if error == .needsTitle { throw AnchorFormRefusal(error) }
                    throw error.httpError
                }
            }
            return .redirect(to: JamaalRoute.anchor.path(rule.id))
        } catch let refusal as AnchorFormRefusal {
            if case .prayer = rule.kind {
                let screen = prayerScreen(
                    values: values, checked: checked, form: .edit(rule.id), heading: "Edit \(rule.title)", query: nil,
                    error: refusal.screenError)
                return try prayerPage(context, screen)
            }
            let kind: AnchorFormScreen.Kind = if case .oneOff = rule.kind { .oneOff } else { .scheduled }
            return try formPage(
                context, kind: kind, heading: "Edit \(rule.title)", action: JamaalRoute.updateAnchor.path(rule.id), values: values,
                checked: checked, cancel: JamaalRoute.anchor.path(rule.id), error: refusal.screenError)
        }
    }

    /// Creates a rule from a form in one write; a refusal re-shows the form (422) and saves nothing.
    static func create(
        _ req: JamaalRequest, heading: String, form: Form, done: String? = nil,
        _ read: ([String: String], [String: [String]], LocalDate) throws(AnchorFormRefusal) -> (String, AnchorRuleKind)
    ) throws -> Response {
        let context = try AnchorContext(req)
        let (values, checked) = AnchorFormInput.values(try req.request.form(AnchorForm.self))
        let onboarding = values[.from] == AnchorFormOrigin.onboarding.rawValue
        let planning = values[.from] == AnchorFormOrigin.planning.rawValue
        let done = planning ? NightPlanningRoutes.path(flow: values[.flow] == "morning" ? .morning : .evening) : done
        do {
            let (title, kind) = try read(values, checked, context.today)
            // AN-05 while creating: an exception entered in the form is saved with the rule, in the same write.
            let exception =
                form == .scheduled && !AnchorFormInput.text(values, .exceptionStart).isEmpty
                ? try AnchorFormInput.exception(values) : nil
            var rule: AnchorRule
            let ruleID: ID<AnchorRule> = req.environment.ids.next()
            do {
                rule = try AnchorRule.new(id: ruleID, title: title, kind: kind, today: context.today, now: req.now)
                if let exception { rule = try rule.with(exceptions: [exception]) }
            } catch {
                throw AnchorFormRefusal(error)
            }
            // From OB-08: the step is passed in the same write, and the first launch goes on to OB-09.
            let next = try req.store.write { db in
                try db.save(rule)
                return onboarding ? try OnboardingRoutes.passFirstAnchor(db, now: req.now) : nil
            }
            return .redirect(to: next ?? done ?? JamaalRoute.anchor.path(rule.id))
        } catch let refusal as AnchorFormRefusal {
            switch form {
            case .prayer:
                let screen = prayerScreen(
                    values: values, checked: checked, form: .new, heading: heading, query: nil, error: refusal.screenError)
                return try prayerPage(context, screen)
            case .oneOff:
                return try oneOffPage(context, values: values, error: refusal.screenError)
            case .scheduled:
                return try formPage(
                    context, kind: .scheduled, heading: heading, action: JamaalRoute.createScheduledAnchor.path(), values: values,
                    checked: checked, cancel: onboarding ? JamaalRoute.firstAnchor.path() : JamaalRoute.anchors.path(),
                    error: refusal.screenError, offersException: true)
            }
        }
    }

    /// The city chosen by `?city=<GeoNames id>` (AN-11), or nil; 404 for an id that names no city.
    static func chosenCity(_ query: PrayerFormQuery) throws -> City? {
        guard let id = query.city else { return nil }
        guard let city = WorldCities.shared.city(id: id) else { throw NotFound("city. Search again") }
        return city
    }

    /// AN-04 with AN-11's search results for `query`: each result chooses its city on the same form.
    static func prayerScreen(
        values: [String: String], checked: [String: [String]], form: PrayerForm, heading: String, query: String?,
        error: AnchorFormScreen.FieldError? = nil
    ) -> AnchorFormScreen {
        let query = query?.trimmingCharacters(in: .whitespaces) ?? ""
        let from = values[.from].flatMap(AnchorFormOrigin.init(rawValue:))
        let results = query.isEmpty ? [] : WorldCities.shared.search(String(query.prefix(80)), limit: 8)
        func choosePath(_ city: City) -> String {
            switch form {
            case .new: JamaalRoute.newPrayerAnchor.path(query: PrayerFormQuery(city: city.id, from: from))
            case .edit(let id): JamaalRoute.editAnchor.path(id, query: PrayerFormQuery(city: city.id))
            }
        }
        // AN-11: results of one name told apart by region code (where GeoNames gives one) and zone.
        let options = zip(results, City.distinctNames(results)).map { city, label in
            AnchorFormScreen.CityOption(name: city.name, detail: "\(label) · \(city.zoneIdentifier)", choosePath: choosePath(city))
        }
        let (action, searchPath, cancelPath): (String, String, String) =
            switch form {
            case .new:
                (
                    JamaalRoute.createPrayerAnchor.path(), JamaalRoute.newPrayerAnchor.path(),
                    from == .onboarding ? JamaalRoute.firstAnchor.path() : JamaalRoute.newAnchor.path()
                )
            case .edit(let id): (JamaalRoute.updateAnchor.path(id), JamaalRoute.editAnchor.path(id), JamaalRoute.anchor.path(id))
            }
        return AnchorFormScreen(
            kind: .prayer, heading: heading, action: action, values: values, checked: checked, error: error, cancelPath: cancelPath,
            submitLabel: "Save", placeName: values[.city].flatMap { $0.isEmpty ? nil : $0 }, cityQuery: query, cityResults: options,
            searchPath: searchPath)
    }

    static func prayerPage(_ context: AnchorContext, _ screen: AnchorFormScreen) throws -> Response {
        try context.page(title: screen.heading, status: screen.error == nil ? .ok : .unprocessableEntity) {
            AnchorFormView.render(screen, csrf: context.req.csrfToken)
        }
    }

    /// AN-08 as the Anchor side of the Add sheet: Today behind it (a sheet on compact, a panel beside Today on regular).
    static func oneOffPage(_ context: AnchorContext, values: [String: String], error: AnchorFormScreen.FieldError? = nil) throws -> Response
    {
        let req = context.req
        let screen = AnchorFormScreen(
            kind: .oneOff, heading: "Add", action: JamaalRoute.createOneOffAnchor.path(), values: values, error: error,
            cancelPath: values[.from] == AnchorFormOrigin.planning.rawValue
                ? NightPlanningRoutes.path(flow: values[.flow] == "morning" ? .morning : .evening) : JamaalRoute.today.path())
        let (today, _) = try TodayRoutes.screen(req, contributors: JamaalApplication.todayContributors)
        let status: HTTPStatus = error == nil ? .ok : .unprocessableEntity
        return try JamaalShell.page(req, title: "Add an Anchor", tab: .today, person: context.person, status: status) {
            TodayView.render(today, csrf: req.csrfToken)
        } panel: {
            AnchorFormView.render(screen, csrf: req.csrfToken)
        }
    }

    static func formPage(
        _ context: AnchorContext, kind: AnchorFormScreen.Kind, heading: String, action: String, values: [String: String],
        checked: [String: [String]], cancel: String = JamaalRoute.newAnchor.path(), error: AnchorFormScreen.FieldError? = nil,
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
