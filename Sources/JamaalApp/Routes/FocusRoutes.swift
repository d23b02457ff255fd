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

/// FS-01…FS-07: Begin (one session at a time; a second Begin opens the settle sheet), the focus screen (running,
/// overrun, paused), Pause/Resume only when asked, Finish (actual vs estimate, note, Done with undo or Stop for now),
/// and TD-06's "Not now" for a session the rollover closed.
enum FocusRoutes {
    static func register(on routes: JamaalRouteTable, contributors: [TodayLoader.Contributor]) {
        routes.add(JamaalRoute.beginTask) { req, id in
            let (task, person) = try TaskRoutes.load(req, id)
            guard task.isOpen else { throw JamaalError.taskNotOpen }
            let clock = person.clock
            try TodayLoader.applyRollover(req.store, clock: clock, now: req.now)
            let outcome: FocusSession.BeginOutcome = try req.store.write { db in
                let live = try db.liveSession()
                let outcome = FocusSession.begin(
                    .task(task.id), title: task.title, estimateMinutes: task.effort.minutes, sessions: live.map { [$0] } ?? [],
                    id: req.environment.ids.next(), clock: clock, now: req.now)
                if case .started(let session) = outcome { try db.save(session) }
                return outcome
            }
            switch outcome {
            case .started: return .redirect(to: JamaalRoute.focus.path())
            case .settleFirst(let running, _):
                if running.subject == .task(task.id) { return .redirect(to: JamaalRoute.focus.path()) }
                return .redirect(to: JamaalRoute.settleSheet.path(query: SettleQuery(next: task.id)))
            }
        }
        routes.add(JamaalRoute.focus) { req, undo in
            guard let (session, task, person) = try live(req) else { return .redirect(to: JamaalRoute.today.path()) }
            let screen = FocusScreen(session: session, task: task, now: req.now, sessions: try earlier(req, session))
            return try JamaalShell.page(req, title: "Focus", tab: .today, person: person, undo: undo) {
                FocusView.render(screen, csrf: req.csrfToken)
            }
        }
        routes.twin(of: JamaalRoute.focus, model: FocusScreen.self) { req, _ in
            guard let (session, task, _) = try live(req) else {
                throw FocusRefusal.noneRunning
            }
            return try .json(FocusScreen(session: session, task: task, now: req.now, sessions: try earlier(req, session)))
        }
        routes.add(JamaalRoute.finishSheet) { req in
            guard let (session, task, person) = try live(req) else { return .redirect(to: JamaalRoute.today.path()) }
            let screen = FocusScreen(session: session, task: task, now: req.now, sessions: try earlier(req, session), finishing: true)
            return try JamaalShell.page(req, title: "Finish", tab: .today, person: person) { FocusView.render(screen, csrf: req.csrfToken) }
        }
        routes.add(JamaalRoute.pauseFocus) { req in
            try change(req) { try $0.paused(now: req.now) }
            return .redirect(to: JamaalRoute.focus.path())
        }
        routes.add(JamaalRoute.resumeFocus) { req in
            try change(req) { try $0.resumed(now: req.now) }
            return .redirect(to: JamaalRoute.focus.path())
        }
        routes.add(JamaalRoute.finishFocus, form: FocusForm.self) { req, form in
            guard let choice = SettleChoice(rawValue: form.choice.or("")), [.done, .stopForNow, .logIt].contains(choice) else {
                throw FieldRefusal(form.choice, "Choose Done or Stop for now.")
            }
            guard let (session, task, person) = try live(req) else {
                throw JamaalError.sessionAlreadyEnded
            }
            do {
                let doneTask = try settle(
                    choice == .logIt ? .done : choice, session: session, task: task, note: form.note.text, person: person, req: req)
                if let doneTask { return .redirect(to: JamaalRoute.today.path(query: UndoQuery(undo: .done, task: doneTask))) }
                return .redirect(to: JamaalRoute.today.path())
            } catch let error as JamaalError {
                let screen = FocusScreen(
                    session: session, task: task, now: req.now, sessions: try earlier(req, session), finishing: true, error: error.message)
                return try JamaalShell.page(req, title: "Finish", tab: .today, person: person, status: .unprocessableEntity) {
                    FocusView.render(screen, csrf: req.csrfToken)
                }
            }
        }
        routes.add(JamaalRoute.settleSheet) { req, query in
            let person = try TodayLoader.person(req.store, now: req.now)
            guard let (session, _, _) = try live(req) else { return .redirect(to: JamaalRoute.today.path()) }
            let next = try nextTask(req, query.next)
            let (today, _) = try TodayRoutes.screen(req, contributors: contributors)
            let sheet = SettleScreen(running: session, next: next, now: req.now)
            return try TaskRoutes.todayWithPanel(req, title: "Settle", screen: today, person: person) {
                SettleView.render(sheet, csrf: req.csrfToken)
            }
        }
        routes.add(JamaalRoute.settleFocus, form: FocusForm.self) { req, query, form in
            guard let choice = SettleChoice(rawValue: form.choice.or("")) else {
                throw FieldRefusal(form.choice, "Choose what to do with the running session.")
            }
            guard let (session, task, person) = try live(req) else { return .redirect(to: JamaalRoute.today.path()) }
            // The form's `next` first (an identifier that cannot be one names no task: 404, as a missing task is).
            let next = try nextTask(req, form.next.text.map { ID<TaskItem>(parameter: $0) } ?? query.next)
            if choice == .deferToTomorrow, let task, DeferralPlan(for: task) != .instantToTomorrow {
                // From the third deferral a reason is needed: the picker (TK-03) settles it; nothing has changed yet.
                return .redirect(to: JamaalRoute.deferPicker.path(task.id))
            }
            let clock = person.clock
            let doneTask = try req.store.write { db -> ID<TaskItem>? in
                let done = try settle(choice, session: session, task: task, note: nil, person: person, req: req, in: db)
                if case .started(let started) = FocusSession.begin(
                    .task(next.id), title: next.title, estimateMinutes: next.effort.minutes, sessions: [], id: req.environment.ids.next(),
                    clock: clock,
                    now: req.now)
                {
                    try db.save(started)
                }
                return done
            }
            if let doneTask { return .redirect(to: JamaalRoute.focus.path(query: UndoQuery(undo: .done, task: doneTask))) }
            return .redirect(to: JamaalRoute.focus.path())
        }
        routes.add(JamaalRoute.dismissCarriedOver) { req, id in
            try req.store.write { try $0.dismissCarriedOver(id) }
            return .redirect(to: JamaalRoute.today.path())
        }
    }

    /// The live session (after the rollover), its task if it is for one, and the person.
    static func live(_ req: JamaalRequest) throws -> (FocusSession, TaskItem?, Person)? {
        let person = try TodayLoader.person(req.store, now: req.now)
        try TodayLoader.applyRollover(req.store, clock: person.clock, now: req.now)
        return try req.store.read { db -> (FocusSession, TaskItem?, Person)? in
            guard let session = try db.liveSession() else { return nil }
            var task: TaskItem?
            if case .task(let id) = session.subject { task = try db.task(id) }
            return (session, task, person)
        }
    }

    /// The live session's task's sessions (the focus screen counts the task's total, as the chip does); none for a habit.
    static func earlier(_ req: JamaalRequest, _ session: FocusSession) throws -> [FocusSession] {
        guard case .task(let id) = session.subject else { return [] }
        return try req.store.read { try $0.sessions(forSubject: id.rawValue) }
    }

    static func change(_ req: JamaalRequest, _ transition: (FocusSession) throws -> FocusSession) throws {
        guard let (session, _, _) = try live(req) else {
            throw FocusRefusal.nothingToChange
        }
        let changed = try transition(session)
        try req.store.write { try $0.save(changed) }
    }

    /// The open task to begin after settling, or 404.
    static func nextTask(_ req: JamaalRequest, _ id: ID<TaskItem>?) throws -> TaskItem {
        guard let id, let task = try req.store.read({ try $0.task(id) }), task.isOpen else {
            throw NotFound("open task to begin. Go back to Today and pick another")
        }
        return task
    }

    /// Settles the live session in its own transaction; returns the task it marked done (for the undo toast).
    static func settle(
        _ choice: SettleChoice, session: FocusSession, task: TaskItem?, note: String?, person: Person, req: JamaalRequest
    ) throws -> ID<TaskItem>? {
        try req.store.write { db in try settle(choice, session: session, task: task, note: note, person: person, req: req, in: db) }
    }

    static func settle(
        _ choice: SettleChoice, session: FocusSession, task: TaskItem?, note: String?, person: Person, req: JamaalRequest,
        in db: StoreConnection
    ) throws -> ID<TaskItem>? {
        let today = person.clock.today(at: req.now)
        guard let task else {
            // A timed habit's session: the habits feature settles it (logging its minutes through
            // FocusSettlement.settle(_:session:habit:…)) once it registers JamaalApplication.habitSessionSettlement.
            if case .habit = session.subject, let settle = JamaalApplication.habitSessionSettlement {
                try settle(choice == .done ? .logIt : choice, session, db, person, req.now)
                return nil
            }
            let ended = choice == .stopForNow ? try session.stopped(now: req.now) : try session.finished(now: req.now, note: note)
            try db.save(ended)
            return nil
        }
        let outcome = try FocusSettlement.settle(choice, session: session, task: task, note: note, today: today, now: req.now)
        try db.save(outcome.session)
        if let changed = outcome.task { try db.save(changed, clock: person.clock) }
        if choice == .done, let probe = task.nextOccurrence(id: task.id, today: today), let date = probe.schedule.date,
            let next = task.nextOccurrence(id: TaskActions.nextOccurrenceID(of: task, on: date), today: today), try db.task(next.id) == nil
        {
            try db.save(next, clock: person.clock)
        }
        return choice == .done ? task.id : nil
    }
}
