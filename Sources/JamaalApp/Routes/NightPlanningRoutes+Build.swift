import Calendar
import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import Routing
import ServerSupport

/// NP-03's in-place actions: Add task (TK-01 inside the ritual), the backlog picker's "Add to tomorrow", and a row's
/// importance and date. Each is one transaction at the Build step and redirects back to the ritual (never Today), where
/// the gaps and the won't-fit flags are worked out again. Bad input is a 422 naming its field; nothing is stored then.
extension NightPlanningRoutes {
    static func registerBuild(on routes: JamaalRouteTable) {
        routes.add(JamaalRoute.addPlanTask) { req in
            try staying(req) { form, person, db, session in
                var values = TaskFormScreen.Values()
                values.title = form.title.or("")
                values.effort = form.effort.or("30")
                values.importance = form.importance.or("low")
                values.schedule = "date"
                values.date = session.day.description
                let draft = try fielded { try TaskFormInput.draft(values, today: person.clock.today(at: req.now), existingRepeat: nil) }
                let task = try fielded {
                    try TaskItem(id: req.environment.ids.next(), draft: draft, categories: try db.categories().categories, now: req.now)
                }
                try db.save(task, clock: person.clock)
            }
        }
        routes.add(JamaalRoute.pickPlanTask) { req, id in
            try staying(req) { _, person, db, session in
                guard let task = try db.task(id) else { throw NotFound("task") }
                let pulled = try BuildTomorrow.pulled(task, to: session.day, today: person.clock.today(at: req.now))
                try db.save(pulled, clock: person.clock)
            }
        }
        routes.add(JamaalRoute.changePlanTask) { req, id in
            try staying(req) { form, person, db, _ in
                guard let task = try db.task(id) else { throw NotFound("task") }
                guard let importance = Importance(rawValue: form.importance.or("")) else {
                    throw FieldRefusal(form.importance, "Choose low, medium or high importance.")
                }
                let date = try fielded { try TaskFormInput.date(form.date.or("")) }
                let changed = try BuildTomorrow.changed(task, importance: importance, date: date, today: person.clock.today(at: req.now))
                try db.save(changed, clock: person.clock)
            }
        }
    }

    /// Runs `change` at the Build step and returns to the ritual: on success the step again (its gaps and flags worked
    /// out anew), on a refusal (422, 409) the step with the reason and the same status — or, for a JSON caller, the
    /// error naming its field. A task that does not exist stays a 404.
    static func staying(
        _ req: JamaalRequest, _ change: @escaping (PlanForm, Person, StoreConnection, NightPlanningSession) throws -> Void
    ) throws -> Response {
        let flow = try flow(try req.request.form(PlanForm.self))
        do {
            return .redirect(to: path(flow: try building(req, change)))
        } catch let error as HTTPError where [.unprocessableEntity, .conflict].contains(error.status) {
            if req.isAPI || req.request.headers["Accept"] == "application/json" { throw error }
            return try refused(req, flow: flow, message: error.message, status: error.status)
        } catch let refusal as FieldRefusal {
            if req.isAPI || req.request.headers["Accept"] == "application/json" { throw refusal }
            return try refused(req, flow: flow, message: refusal.message, status: refusal.httpError.status)
        } catch let refusal as TaskRefusal {
            if req.isAPI || req.request.headers["Accept"] == "application/json" { throw refusal }
            return try refused(req, flow: flow, message: refusal.httpError.message, status: refusal.httpError.status)
        } catch let error as NightPlanningError {
            if req.isAPI || req.request.headers["Accept"] == "application/json" { throw error }
            return try refused(req, flow: flow, message: error.message, status: error.httpError.status)
        }
    }

    /// Runs `change` in one transaction on the session of this night and flow, only at Build tomorrow (a form from
    /// another step is a 409 and changes nothing). Returns the flow.
    static func building(
        _ req: JamaalRequest, _ change: (PlanForm, Person, StoreConnection, NightPlanningSession) throws -> Void
    ) throws -> NightPlanningFlow {
        let form = try req.request.form(PlanForm.self)
        let flow = try flow(form)
        let person = try TodayLoader.person(req.store, now: req.now)
        try req.store.write { db in
            let session = try current(db, person: person, flow: flow, now: req.now)
            guard session.step == .buildTomorrow else {
                throw TaskRefusal.planMovedOn
            }
            try change(form, person, db, session)
        }
        return flow
    }

    /// `body`'s refusal as a 422 naming its field (a task rule or a form value); anything else passes through.
    static func fielded<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as JamaalError {
            throw HTTPError(.unprocessableEntity, error.message, field: TaskRoutes.field(of: error))
        } catch let refusal as TaskFormInput.Refusal {
            throw HTTPError(.unprocessableEntity, refusal.message, field: refusal.field)
        }
    }
}
