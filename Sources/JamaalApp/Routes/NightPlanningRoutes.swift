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

/// F09 Night Planning (``JamaalRoute/plan`` and its step actions) and TD-07's morning flow. Every action reads and
/// writes the session in one transaction and checks the step the form was shown at, so a repeated press (or a second
/// tab) moves the session once; the session is stored at each step, so a relaunch resumes where it stood.
public enum NightPlanningRoutes {
    static func register(on routes: JamaalRouteTable) {
        routes.add(JamaalRoute.plan) { req, query in
            do {
                return try page(req, screen(req, flow: flow(query.flow)), undo: UndoQuery(undo: query.undo, task: query.task))
            } catch NightPlanningError.morningFlowNotOffered {
                // TD-07's card from an earlier page, after today got its plan: today's plan is on Today.
                return .redirect(to: JamaalRoute.today.path())
            }
        }
        routes.twin(of: JamaalRoute.plan, model: NightPlanningScreen.self) { req, query in
            try .json(screen(req, flow: flow(query.flow)))
        }
        routes.add(JamaalRoute.advancePlan) { req in
            let flow = try changingSession(req) { form, person, db, session in
                // A press from a page showing another step (a second tab, a double click) moves nothing.
                guard form.step.is(session.step.rawValue) else { return nil }
                let night = NightPlanningSession.night(at: req.now, clock: person.clock)
                let waiting = session.flow == .evening ? CarryForward.incomplete(try db.openTasks().tasks, night: night).count : 0
                return try session.advanced(incompleteTasks: waiting, now: req.now)
            }
            return .redirect(to: path(flow: flow))
        }
        routes.add(JamaalRoute.returnPlan, form: PlanForm.self) { req, form in
            let flow = try flow(form)
            guard let raw = form.to.text, let target = NightPlanningStep(rawValue: raw) else {
                throw FieldRefusal(form.to, "Name the step to go back to: carryForward or buildTomorrow.")
            }
            return try refusing(req, flow: flow) {
                _ = try changingSession(req) { form, _, _, session in
                    // A press from a page showing another step (a second tab, a double click) moves nothing.
                    guard form.step.is(session.step.rawValue) else { return nil }
                    return try session.returned(to: target)
                }
                return .redirect(to: path(flow: flow))
            }
        }
        routes.add(JamaalRoute.skipPlan) { req in
            _ = try changingSession(req) { _, _, _, session in try session.skipped(now: req.now) }
            return .redirect(to: JamaalRoute.today.path())
        }
        routes.add(JamaalRoute.carryForward) { req, id in try carry(req, id) }
        routes.add(JamaalRoute.setPlanLevel, form: PlanForm.self) { req, form in
            let flow = try flow(form)
            guard let raw = form.level.text, let level = CapacityLevel(rawValue: raw) else {
                throw FieldRefusal(form.level, CapacityLevel.choice)
            }
            let person = try TodayLoader.person(req.store, now: req.now)
            try req.store.write { db in
                let session = try current(db, person: person, flow: flow, now: req.now)
                try db.setLevel(level, on: session.day)
            }
            return .redirect(to: path(flow: flow))
        }
        routes.add(JamaalRoute.acceptPlanMove) { req in try acceptMove(req) }
        registerBuild(on: routes)
    }

    /// Reads the form's flow, then in one transaction the session of this night and flow, and stores what `change`
    /// makes of it (nil: nothing to store). Returns the flow.
    static func changingSession(
        _ req: JamaalRequest,
        _ change: (PlanForm, Person, StoreConnection, NightPlanningSession) throws -> NightPlanningSession?
    ) throws -> NightPlanningFlow {
        let form = try req.request.form(PlanForm.self)
        let flow = try flow(form)
        let person = try TodayLoader.person(req.store, now: req.now)
        try req.store.write { db in
            let session = try current(db, person: person, flow: flow, now: req.now)
            if let changed = try change(form, person, db, session) { try db.save(changed) }
        }
        return flow
    }

    /// The plan page's path for `flow`.
    static func path(flow: NightPlanningFlow, undo: UndoQuery.Action? = nil, task: ID<TaskItem>? = nil) -> String {
        JamaalRoute.plan.path(query: PlanQuery(flow: flow == .morning ? .morning : nil, undo: undo, task: task))
    }

    static func flow(_ query: PlanQuery.Flow?) -> NightPlanningFlow { query == .morning ? .morning : .evening }

    /// The form's `flow` (evening when absent), or 422 naming it.
    static func flow(_ form: PlanForm) throws -> NightPlanningFlow {
        guard let raw = form.flow.text, !raw.isEmpty else { return .evening }
        guard let flow = NightPlanningFlow(rawValue: raw) else {
            throw FieldRefusal(form.flow, "The planning flow is evening or morning.")
        }
        return flow
    }

    /// The session of this night and flow inside a transaction: the stored one at its step (a skipped one reopened),
    /// or a new one, stored.
    static func current(_ db: StoreConnection, person: Person, flow: NightPlanningFlow, now: Date) throws -> NightPlanningSession {
        let day = NightPlanningSession.plannedDay(flow: flow, clock: person.clock, now: now)
        let stored = try db.nightSessions(from: day, through: day)
        let session = try NightPlanningSession.startOrResume(stored, flow: flow, clock: person.clock, now: now)
        if !stored.contains(session) { try db.save(session) }
        return session
    }

    /// The screen at the session's step (starting or resuming it). The morning flow once today is planned leads to Today.
    static func screen(_ req: JamaalRequest, flow: NightPlanningFlow, error: String? = nil) throws -> NightPlanningScreen {
        let person = try TodayLoader.person(req.store, now: req.now)
        let session = try req.store.write { db in try current(db, person: person, flow: flow, now: req.now) }
        let screen = NightPlanningScreen(try inputs(req.store, person: person, session: session, now: req.now, error: error))
        if let minutes = screen.load?.normalDayMinutes {
            // F10's line is offered at most once here: remember which suggestion was shown.
            try req.store.write { try $0.setMark(.normalDayLineShown, to: String(minutes)) }
        }
        return screen
    }

    /// What the screen is built from, in one read — and at Check the load, the day's normal-day suggestion worked out
    /// once and kept (see ``EveningMark/normalDaySuggestion``).
    public static func inputs(_ store: JamaalStore, person: Person, session: NightPlanningSession, now: Date, error: String?) throws
        -> NightPlanningInputs
    {
        let loaded = try store.read { db in try inputs(db, person: person, session: session, now: now, error: error) }
        if session.step == .checkLoad, loaded.normalDayWorkedOut == nil {
            let today = person.clock.today(at: now)
            let suggestion = try store.read { db in try SettingsRoutes.normalDaySuggestion(db, person: person, now: now) }
            let value = suggestion.map { String($0.minutes) } ?? "none"
            try store.write { try $0.setMark(.normalDaySuggestion, to: "\(today)/\(person.settings.normalDayMinutes):\(value)") }
            var computed = loaded
            computed.normalDay = suggestion
            computed.normalDayWorkedOut = suggestion?.minutes ?? 0
            return computed
        }
        return loaded
    }

    /// The screen's inputs read through `db` (the route's read, and the bench's): bounded queries only — open tasks,
    /// the night's closed tasks and focus sessions, recent Anchor marks and habit entries — however long the history.
    static func inputs(_ db: StoreConnection, person: Person, session: NightPlanningSession, now: Date, error: String?) throws
        -> NightPlanningInputs
    {
        let clock = person.clock
        let night = session.flow == .evening ? session.night : session.day
        let today = clock.today(at: now)
        // The day's suggestion, if it was worked out today for this normal day ("<day>/<normal>:<minutes>" or ":none").
        let key = "\(today)/\(person.settings.normalDayMinutes):"
        let stored = try db.mark(.normalDaySuggestion).flatMap { value -> String? in
            value.hasPrefix(key) ? String(value.dropFirst(key.count)) : nil
        }
        var inputs = NightPlanningInputs(
            session: session, settings: person.settings, clock: clock, now: now, firstDay: clock.today(at: person.createdAt),
            openTasks: try db.openTasks().tasks, closedOnNight: try db.tasksClosed(on: night), focusOnNight: try db.sessions(on: night),
            categories: try db.categories(), anchorRules: try db.anchorRules(),
            anchorMarks: try db.anchorMarks(since: night.adding(days: -AnchorToday.markHistoryDays)), habits: try db.unarchivedHabits(),
            habitEntries: try weekEntries(db, before: session.day, needed: session.step == .checkLoad),
            levelOverride: try db.levelOverride(on: session.day), nightsPlanned: try db.nightsPlanned(),
            normalDay: nil, normalDayLineShown: try db.mark(.normalDayLineShown).flatMap { Int($0) }, error: error)
        if let stored {
            let minutes = Int(stored).flatMap { CapacitySettings.normalDayRange.contains($0) ? $0 : nil } ?? 0  // a stored mark, bounded
            inputs.normalDayWorkedOut = minutes
            inputs.normalDay = minutes > 0 ? NormalDaySuggestion(kept: minutes) : nil
        }
        return inputs
    }

    /// The habit entries Check the load reads: the planned day's week before it (a weekly target already met adds no
    /// minutes), only on that step.
    static func weekEntries(_ db: StoreConnection, before day: LocalDate, needed: Bool) throws -> [HabitEntry] {
        let monday = day.adding(days: 1 - day.weekday.rawValue)
        guard needed, monday < day else { return [] }
        return try db.habitEntries(from: monday, through: day.adding(days: -1))
    }

    static func page(_ req: JamaalRequest, _ screen: NightPlanningScreen, status: HTTPStatus = .ok, undo: UndoQuery = UndoQuery())
        throws -> Response
    {
        try JamaalShell.page(req, title: screen.heading, tab: .today, status: status, undo: undo, fullScreen: true) {
            NightPlanningView.render(screen, csrf: req.csrfToken)
        }
    }

    /// NP-02: Keep, Later or Drop for one task still open tonight. A refusal (a reason missing from the third deferral,
    /// a date that is not after today) re-shows the step with the reason, and changes nothing.
    static func carry(_ req: JamaalRequest, _ id: ID<TaskItem>) throws -> Response {
        let form = try req.request.form(PlanForm.self)
        let flow = try flow(form)
        let person = try TodayLoader.person(req.store, now: req.now)
        let (task, _) = try TaskRoutes.load(req, id)
        let night = NightPlanningSession.night(at: req.now, clock: person.clock)
        return try refusing(req, flow: flow) {
            let reason = try reason(form)
            switch form.decision.or("") {
            case "drop":
                guard task.isDue(on: night) else { throw NightPlanningError.notIncomplete }
                try TaskActions.drop(task, person: person, store: req.store, now: req.now)
                return .redirect(to: path(flow: flow, undo: .drop, task: id))
            case "keep":
                try deferred(task, .keep, reason: reason, person: person, req: req, night: night)
            case "later":
                let today = person.clock.today(at: req.now)
                try deferred(
                    task, .later(try TaskRoutes.deferTarget(form.target, date: form.date, today: today)), reason: reason, person: person,
                    req: req, night: night)
            default:
                throw TaskFormInput.Refusal(message: "Choose Keep, Later or Drop.", field: "decision")
            }
            return .redirect(to: path(flow: flow))
        }
    }

    static func deferred(
        _ task: TaskItem, _ decision: CarryForwardDecision, reason: DeferralReason?, person: Person, req: JamaalRequest, night: LocalDate
    ) throws {
        try req.store.write { db in
            guard let current = try db.task(task.id) else { throw NotFound("task") }
            let moved = try CarryForward.apply(decision, to: current, reason: reason, night: night, now: req.now)
            if let live = try db.liveSession(), live.subject == .task(task.id) { try db.save(try live.stopped(now: req.now)) }
            try db.save(moved, clock: person.clock)
        }
    }

    /// NP-04's one move, accepted: only the move the engine offers now (the plan may have changed since the page was
    /// drawn — then 409 and nothing moves).
    static func acceptMove(_ req: JamaalRequest) throws -> Response {
        let form = try req.request.form(PlanForm.self)
        let flow = try flow(form)
        guard let raw = form.task.text, case .success(let id) = ID<TaskItem>.parse(parameter: raw) else {
            throw FieldRefusal(form.task, "Name the task the move is for.")
        }
        let person = try TodayLoader.person(req.store, now: req.now)
        return try refusing(req, flow: flow) {
            let reason = try reason(form)
            let day = NightPlanningSession.plannedDay(flow: flow, clock: person.clock, now: req.now)
            let session = try req.store.write { db in try current(db, person: person, flow: flow, now: req.now) }
            guard session.day == day else { throw NightPlanningError.wrongNight }
            let check = try inputs(req.store, person: person, session: session, now: req.now, error: nil).loadCheck
            guard let move = check.move, move.task?.id == id else { throw NightPlanningError.moveNoLongerApplies }
            try req.store.write { db in
                guard let current = try db.task(id) else { throw NightPlanningError.moveNoLongerApplies }
                let moved = try move.accepted(current: current, reason: reason, today: person.clock.today(at: req.now), now: req.now)
                if let live = try db.liveSession(), live.subject == .task(id) { try db.save(try live.stopped(now: req.now)) }
                try db.save(moved, clock: person.clock)
            }
            return .redirect(to: path(flow: flow))
        }
    }

    /// Runs a step's action; a refusal — a value that breaks a rule (422) or a plan that moved on (409) — re-shows the
    /// step with the reason, and nothing was changed.
    static func refusing(_ req: JamaalRequest, flow: NightPlanningFlow, _ action: () throws -> Response) throws -> Response {
        do {
            return try action()
        } catch let error as JamaalError {
            return try refused(req, flow: flow, message: error.message)
        } catch let error as NightPlanningError {
            return try refused(req, flow: flow, message: error.message, status: .conflict)
        } catch let refusal as TaskFormInput.Refusal {
            return try refused(req, flow: flow, message: refusal.message)
        }
    }

    /// The form's `reason` chip, nil when none was chosen, or 422 for one that is not a chip.
    static func reason(_ form: PlanForm) throws -> DeferralReason? {
        guard let raw = form.reason.text, !raw.isEmpty else { return nil }
        guard let reason = DeferralReason.allCases.first(where: { $0.rawValue == raw }) else {
            throw TaskFormInput.Refusal(message: "Choose one of the reasons.", field: "reason")
        }
        return reason
    }

    /// The step again with the refusal (422 for a value, 409 for a plan that moved on); nothing was changed.
    static func refused(_ req: JamaalRequest, flow: NightPlanningFlow, message: String, status: HTTPStatus = .unprocessableEntity)
        throws -> Response
    {
        let screen = try screen(req, flow: flow, error: message)
        return try page(req, screen, status: status)
    }
}
