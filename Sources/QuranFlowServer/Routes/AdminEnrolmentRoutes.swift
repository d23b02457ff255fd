import Accounts
import Foundation
import HTTPServer
import Identifiers
import QuranFlowAdminScreens
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes

/// The admin's enrolment routes (issue 20): the Students list, enrol / move / end / reassign on a student's page, and
/// the roster import (upload → dry run → confirm).
enum AdminEnrolmentRoutes {
    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.adminStudents) { ctx, query in
            let store = ProgrammeStore(database: ctx.environment.database)
            return .html(
                AdminStudentsPage.render(
                    AdminStudentsScreen(
                        rows: try store.studentRows(term: query.term, coach: query.coach).map(AdminScreenInputs.studentRow),
                        terms: try store.terms(), coaches: try store.coaches(), term: query.term, coach: query.coach)))
        }
        routes.add(QuranFlowRoute.adminEnrol) { ctx, id in
            try change(ctx, id, notice: "Enrolled.") { store, form, admin in
                try store.enrolStudent(id, in: try cohort(form.cohort.text), by: admin, at: ctx.now)
                return nil
            }
        }
        routes.add(QuranFlowRoute.adminMoveCohort) { ctx, id in
            try change(ctx, id, notice: "Moved to the new cohort.") { store, form, admin in
                try store.moveStudent(id, to: try cohort(form.cohort.text), by: admin, at: ctx.now)
                return nil
            }
        }
        routes.add(QuranFlowRoute.adminEndEnrolment) { ctx, id in
            try change(ctx, id, notice: "Enrolment ended.") { store, form, admin in
                try store.endEnrolment(id, in: try cohort(form.cohort.text), by: admin, at: ctx.now)
                return nil
            }
        }
        routes.add(QuranFlowRoute.adminReassignCoach) { ctx, id in
            try change(ctx, id, notice: nil) { store, form, admin in
                let (coach, week) = try reassignment(coach: form.coach.text, week: form.week.text)
                let (plan, _) = try store.reassignCoach(of: id, to: coach, fromWeek: week, by: admin, now: ctx.now)
                return plan.takesEffectNow
                    ? "Coach reassigned from Week \(week): \(plan.summary)"
                    : "Coach reassignment saved: it takes effect at the start of Week \(week) in the student's zone."
            }
        }
        routes.add(
            QuranFlowRoute.apiAdminReassignCoach, body: .json(ReassignmentBody.self), response: .json(ReassignmentAnswer.self)
        ) { ctx, id in
            let admin = try ctx.requireAccount()
            let body = try ctx.request.decodeJSON(ReassignmentBody.self)
            let (coach, week) = try reassignment(coach: body.coach, week: String(body.week))
            let (plan, record) = try ProgrammeStore(database: ctx.environment.database).reassignCoach(
                of: id, to: coach, fromWeek: week, by: admin.id, now: ctx.now)
            return try .json(
                ReassignmentAnswer(
                    id: record.id, effectiveAt: plan.effectiveAt, appliedNow: plan.takesEffectNow,
                    moving: plan.moving.map(\.id.rawValue), staying: plan.staying.map(\.id.rawValue),
                    continuingSeries: plan.continuingSeries.map(\.rawValue), summary: plan.summary))
        }
        AdminImportRoutes.register(on: routes)
    }

    /// The JSON reassignment's body.
    struct ReassignmentBody: Codable, Sendable {
        let coach: String
        let week: Int
    }

    /// What the JSON reassignment answers.
    struct ReassignmentAnswer: Codable, Sendable {
        let id: String
        let effectiveAt: Date
        let appliedNow: Bool
        let moving: [String]
        let staying: [String]
        let continuingSeries: [String]
        let summary: String
    }

    /// Runs one change of the student page's forms; a refusal re-renders the page (422/409 naming the field).
    private static func change(
        _ ctx: RequestContext, _ id: ID<Student>, notice: String?,
        _ body: (ProgrammeStore, EnrolmentForm, ID<Account>) throws -> String?
    ) throws -> Response {
        let admin = try ctx.requireAccount()
        let env = ctx.environment
        let store = ProgrammeStore(database: env.database)
        guard try store.studentSettings(id: ID(id.rawValue), accounts: env.accounts) != nil else {
            throw Refusal.noSuchStudent
        }
        let form = try ctx.request.form(EnrolmentForm.self)
        do {
            let said = try body(store, form, admin.id) ?? notice ?? "Saved."
            return .html(try AdminRoutes.studentPage(ctx, id, notice: said))
        } catch let error as HTTPError where error.field != nil {
            return .html(try AdminRoutes.studentPage(ctx, id, error: error.message, errorField: error.field), status: error.status)
        } catch let error as AdminRefusal {
            let http = error.httpError
            return .html(try AdminRoutes.studentPage(ctx, id, error: http.message, errorField: http.field), status: http.status)
        } catch let error as CoachReassignmentError {
            let http = error.httpError
            return .html(try AdminRoutes.studentPage(ctx, id, error: http.message, errorField: http.field), status: http.status)
        } catch let error as AccountError {
            let http = error.httpError
            let status = error.kind == .invalid ? HTTPStatus.unprocessableEntity : http.status
            return .html(try AdminRoutes.studentPage(ctx, id, error: http.message, errorField: http.field), status: status)
        }
    }

    private static func cohort(_ text: String?) throws -> ID<Cohort> {
        guard let raw = text, !raw.isEmpty, raw.count <= 64 else {
            throw AdminRefusal.noCohortChosen
        }
        return ID(raw)
    }

    private static func reassignment(coach: String?, week: String?) throws -> (ID<Coach>, Int) {
        guard let raw = coach, !raw.isEmpty, raw.count <= 64 else {
            throw AdminRefusal.noCoachChosen
        }
        guard let week = Int(week ?? ""), (1...52).contains(week) else {
            throw AdminRefusal.takeoverWeekMissing
        }
        return (ID(raw), week)
    }
}
