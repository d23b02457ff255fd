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

/// F11 Wellbeing: the tab (``JamaalRoute/wellbeing``: WB-03 / WB-01 / WB-02) and WB-04 (``JamaalRoute/wellbeingScore``),
/// each with its JSON twin; WB-02's suggested action applied to the plan (``JamaalRoute/applyWellbeingAction``: the
/// coming Saturday's one-day level, or one named task moved through the deferral rule — refused with 409 when the plan
/// changed since, nothing applied) and its "Not now" (``JamaalRoute/wellbeingNotNow``: rests until the next Monday).
enum WellbeingRoutes {
    static func register(on routes: JamaalRouteTable) {
        routes.screen(
            JamaalRoute.wellbeing,
            model: { req in try screen(req) },
            page: { req, screen in try page(req, screen) })
        routes.screen(
            JamaalRoute.wellbeingScore,
            model: { req in
                let person = try TodayLoader.person(req.store, now: req.now)
                try WellbeingHistory.recordClosedDays(req.store, person: person, now: req.now)
                let score = try req.store.read { try WellbeingHistory.score($0, clock: person.clock, now: req.now) }
                return WellbeingScoreScreen(score: score)
            },
            page: { req, screen in
                try JamaalShell.page(req, title: screen.title, tab: .wellbeing) { WellbeingView.score(screen) }
            })
        routes.add(JamaalRoute.applyWellbeingAction, form: WellbeingActionForm.self) { req, form in try apply(req, form) }
        routes.add(JamaalRoute.wellbeingNotNow) { req in
            let person = try TodayLoader.person(req.store, now: req.now)
            let today = person.clock.today(at: req.now)
            try req.store.write { try $0.setMark(.wellbeingDismissed, to: today.description) }
            return .redirect(to: JamaalRoute.wellbeing.path())
        }
    }

    /// What the tab reads at the request's instant.
    struct Reading {
        let score: WellbeingScore
        let action: WellbeingAction?
        let hiddenUntil: LocalDate?
    }

    static func reading(_ db: StoreConnection, person: Person, now: Date, entitlement: Entitlement? = nil) throws -> Reading {
        let clock = person.clock
        let today = clock.today(at: now)
        let score = try WellbeingHistory.score(db, clock: clock, now: now)
        let overrides = try db.levelOverrides(from: today, through: today.adding(days: 15))
        let dismissed = try db.markedDay(.wellbeingDismissed)
        let action = WellbeingAction.shown(
            for: score, today: today, settings: person.settings, overrides: overrides, tasks: try db.openTasks().tasks,
            dismissedOn: dismissed, entitlement: entitlement)
        let hidden = WellbeingAction.isHidden(dismissedOn: dismissed, today: today) ? dismissed.map(WellbeingAction.hiddenUntil) : nil
        return Reading(score: score, action: action, hiddenUntil: hidden)
    }

    static func screen(_ req: JamaalRequest, notice: String? = nil) throws -> WellbeingScreen {
        let person = try TodayLoader.person(req.store, now: req.now)
        try WellbeingHistory.recordClosedDays(req.store, person: person, now: req.now)
        let entitlement = try DeviceEntitlement.load(req.store, now: req.now).entitlement
        let current = try req.store.read { try reading($0, person: person, now: req.now, entitlement: entitlement) }
        return WellbeingScreen(
            score: current.score, action: current.action, hiddenUntil: current.hiddenUntil,
            reasonNeeded: current.action.map(needsReason) ?? false, notice: notice)
    }

    static func page(_ req: JamaalRequest, _ screen: WellbeingScreen, status: HTTPStatus = .ok) throws -> Response {
        try JamaalShell.page(req, title: screen.title, tab: .wellbeing, status: status) {
            WellbeingView.render(screen, csrf: req.csrfToken)
        }
    }

    /// Whether accepting the move would be the task's third deferral (TK-03's reason chips apply).
    static func needsReason(_ action: WellbeingAction) -> Bool {
        guard case .moveTask(let task, _, _) = action, case .picker(let required, _) = DeferralPlan(for: task) else { return false }
        return required
    }

    /// The action the form names, parsed at the edge (422 naming the field that does not read).
    enum Posted: Equatable {
        case lighten(day: LocalDate, from: CapacityLevel, to: CapacityLevel)
        case move(task: ID<TaskItem>, from: LocalDate, to: LocalDate)

        init(_ form: WellbeingActionForm) throws {
            func date(_ field: FormText) throws -> LocalDate {
                guard let date = try? checkedDate(iso: field.or("")) else {  // the forms' bounded days: 2000–2100
                    throw FieldRefusal(field, "The suggestion's \(field.name) date does not read as a date.")
                }
                return date
            }
            func level(_ field: FormText) throws -> CapacityLevel {
                guard let level = CapacityLevel(rawValue: field.or("")) else {
                    throw FieldRefusal(field, CapacityLevel.choice)
                }
                return level
            }
            switch form.action.text {
            case "lighten":
                self = .lighten(day: try date(form.day), from: try level(form.from), to: try level(form.level))
            case "move":
                guard let task = form.task.text, !task.isEmpty, task.count <= 200 else {
                    throw FieldRefusal(form.task, "Name the task the suggestion moves.")
                }
                self = .move(task: ID(task), from: try date(form.from), to: try date(form.to))
            default:
                throw FieldRefusal(form.action, "The suggestion is either lighten or move.")
            }
        }

        func matches(_ action: WellbeingAction) -> Bool {
            switch (self, action) {
            case (.lighten(let day, let from, let to), .lighten(let aDay, let aFrom, let aTo)):
                day == aDay && from == aFrom && to == aTo
            case (.move(let id, let from, let to), .moveTask(let task, let aFrom, let aTo)):
                id == task.id && from == aFrom && to == aTo
            default:
                false
            }
        }
    }

    static let staleMessage = "Your plan has changed since this was suggested, so nothing was changed. Here is how it reads now."

    /// WB-02's action applied in one transaction: re-read, compared with what the person saw, then applied — or 409.
    static func apply(_ req: JamaalRequest, _ form: WellbeingActionForm) throws -> Response {
        let posted = try Posted(form)
        var reason: DeferralReason?
        if let raw = form.reason.text, !raw.isEmpty {
            let parsed = DeferralReason(rawValue: raw)
            if case .unknown = parsed {
                throw FieldRefusal(form.reason, "Choose one of the reasons offered.")
            }
            reason = parsed
        }
        let person = try TodayLoader.person(req.store, now: req.now)
        try WellbeingHistory.recordClosedDays(req.store, person: person, now: req.now)
        let today = person.clock.today(at: req.now)
        let applied: Bool = try req.store.write { db in
            let current = try reading(db, person: person, now: req.now)
            guard let action = current.action, posted.matches(action) else { return false }
            switch action {
            case .lighten(let day, _, let to):
                try db.setLevel(to, on: day)
            case .moveTask(let task, _, _):
                guard let current = try db.task(task.id) else { return false }
                let moved: TaskItem
                do {
                    moved = try action.movedTask(current: current, reason: reason, today: today, now: req.now)
                } catch NightPlanningError.moveNoLongerApplies {
                    return false
                } catch JamaalError.deferReasonNeeded {
                    throw FieldRefusal(form.reason, JamaalError.deferReasonNeeded.message)
                }
                try db.save(moved, clock: person.clock)
            }
            return true
        }
        guard applied else { return try page(req, try screen(req, notice: staleMessage), status: .conflict) }
        return .redirect(to: JamaalRoute.wellbeing.path())
    }
}
