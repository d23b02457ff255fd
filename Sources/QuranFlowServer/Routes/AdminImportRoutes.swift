import Accounts
import Foundation
import HTTPServer
import Identifiers
import QuranFlowAdminScreens
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import ServerSupport

/// The roster import: upload a CSV (file or pasted text) → the dry run lists every row's problem → confirm imports
/// all rows (accounts, students, enrolments, invitations through the outbox) or none.
enum AdminImportRoutes {
    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.adminImport) { ctx in
            .html(try page(ctx))
        }
        routes.add(QuranFlowRoute.adminImportPreview, form: RosterImportForm.self) { ctx, form in
            let (bytes, cohort) = try input(form)
            do {
                let rows = try RosterImport(environment: ctx.environment.store).preview(bytes, cohort: cohort)
                return .html(
                    try page(
                        ctx, rows: rows, csv: String(decoding: bytes, as: UTF8.self), cohort: cohort,
                        coach: form.coach.text.flatMap { $0.isEmpty ? nil : ID<Coach>($0) }))
            } catch let refusal as RosterImport.Refusal {
                let http = refusal.httpError
                return .html(try page(ctx, error: http.message, errorField: http.field), status: http.status)
            }
        }
        routes.add(QuranFlowRoute.adminImportConfirm) { ctx in
            let admin = try ctx.requireAccount()
            let form = try ctx.request.form(RosterImportForm.self)
            let (bytes, cohort) = try input(form)
            let coach = form.coach.text.flatMap { $0.isEmpty || $0.count > 64 ? nil : ID<Coach>($0) }
            do {
                let made = try RosterImport(environment: ctx.environment.store).run(
                    bytes, cohort: cohort, coach: coach,
                    linkBase: ctx.environment.publicBaseURL + QuranFlowRoute.resetPassword.path(), by: admin.id, now: ctx.now)
                return .html(
                    try page(
                        ctx,
                        notice: "Imported \(made.count) \(made.count == 1 ? "student" : "students"); "
                            + "each was sent an invitation to set a password (the link lasts 7 days)."))
            } catch let refusal as RosterImport.Refusal {
                let http = refusal.httpError
                return .html(try page(ctx, error: http.message, errorField: http.field), status: http.status)
            } catch let error as AccountError {
                return .html(try page(ctx, error: error.message, errorField: error.field), status: .unprocessableEntity)
            }
        }
    }

    /// The roster's bytes (an uploaded file, else the pasted `csv` field) and the cohort; 422 naming the field.
    private static func input(_ form: RosterImportForm) throws -> ([UInt8], ID<Cohort>) {
        guard let raw = form.cohort.text, !raw.isEmpty, raw.count <= 64 else {
            throw FieldRefusal(form.cohort, "Choose the cohort to import into.")
        }
        let bytes: [UInt8]
        if let file = form.roster.file, !file.data.isEmpty {
            bytes = file.data
        } else if let text = form.csv.text, !text.isEmpty {
            bytes = Array(text.utf8)
        } else {
            throw AdminRefusal.noRosterFile
        }
        guard bytes.count <= RosterCSV.maximumBytes else {
            throw AdminRefusal.rosterTooLarge(bytes: bytes.count)
        }
        return (bytes, ID(raw))
    }

    private static func page(
        _ ctx: RequestContext, rows: [RosterRow]? = nil, csv: String = "", cohort: ID<Cohort>? = nil, coach: ID<Coach>? = nil,
        notice: String? = nil, error: String? = nil, errorField: String? = nil
    ) throws -> String {
        let store = ProgrammeStore(database: ctx.environment.database)
        return AdminImportPage.render(
            AdminImportScreen(
                cohorts: try store.cohorts(), coaches: try store.coaches(), rows: rows, csv: csv, cohort: cohort, coach: coach,
                notice: notice, error: error, errorField: errorField),
            csrfToken: ctx.csrfToken)
    }
}
