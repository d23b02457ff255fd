import Accounts
import Foundation
import HTTPServer
import Identifiers
import Places
import QuranFlowAdminScreens
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes

/// The plain admin page.
enum AdminRoutes {
    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.admin) { ctx, query in
            .html(try accountsPage(ctx, notice: query.created.map { "Created the account for \($0.text)." }))
        }
        routes.add(QuranFlowRoute.createAccount, form: AdminAccountForm.self) { ctx, form in
            let values = AdminAccountsScreen.Form(
                name: form.name.or(""), email: form.email.or(""), role: form.role.or("student"), year: form.year.or("1"),
                city: form.city.or(""))
            do {
                let new = try AccountRequests.newAccount(
                    name: values.name, email: values.email, role: values.role,
                    year: Int(values.year), cityQuery: values.city, cityID: nil,
                    password: form.password.or(""), cities: ctx.environment.cities)
                let account = try AccountRequests.create(new, in: ctx.environment.store, now: ctx.now)
                if account.role == .student {
                    return .redirect(to: QuranFlowRoute.adminStudent.path(ID(account.id.rawValue), query: AdminStudentQuery(created: true)))
                }
                return .redirect(to: QuranFlowRoute.admin.path(query: AdminQuery(created: account.email)))
            } catch let error as AccountError {
                return .html(
                    try accountsPage(ctx, form: values, error: AdminFormError(message: error.message, field: error.field)),
                    status: error.httpError.status)
            }
        }
        registerStudentSettings(on: routes)
    }

    /// The Accounts page: every account, the create form (as last sent, with what was refused), the outbox.
    static func accountsPage(
        _ ctx: RequestContext, form: AdminAccountsScreen.Form = .init(), error: AdminFormError? = nil, notice: String? = nil
    ) throws -> String {
        AdminPage.render(
            AdminAccountsScreen(
                accounts: try ctx.environment.accounts.all().map(AdminScreenInputs.accountRow), roles: AdminScreenInputs.roles,
                mailStatus: try mailStatus(ctx), mail: try ctx.environment.outbox.recent().map(AdminScreenInputs.mail), form: form,
                error: error, notice: notice),
            csrfToken: ctx.csrfToken)
    }

    /// Whether mail leaves the machine, and how much waits.
    static func mailStatus(_ ctx: RequestContext) throws -> String {
        let waiting = try ctx.environment.outbox.waitingCount()
        let count = "\(waiting) \(waiting == 1 ? "mail waits" : "mails wait") to be sent."
        guard let smtp = ctx.environment.delivery.smtp else {
            return "No mail server is configured (start the server with --smtp-url), so mail is not sent: every email the "
                + "programme writes is kept here and in the server log. \(count)"
        }
        return "Mail goes out through \(smtp.host). \(count)"
    }

    /// The admin's student page: settings, enrolments, coach reassignment and its history.
    static func studentPage(
        _ ctx: RequestContext, _ id: ID<Student>, city: String? = nil, notice: String? = nil, error: String? = nil,
        errorField: String? = nil
    ) throws -> String {
        let env = ctx.environment
        let store = ProgrammeStore(database: env.database)
        guard let settings = try store.studentSettings(id: ID(id.rawValue), accounts: env.accounts) else {
            throw Refusal.noSuchStudent
        }
        let accounts = try env.accounts.all()
        let adminZone = TimeZone(identifier: try ctx.requireAccount().zoneIdentifier) ?? .gmt
        let screen = AdminStudentScreen(
            student: AdminScreenInputs.settings(settings, id: id), coaches: try store.coaches(), levels: try store.levels(),
            cohorts: try store.cohorts(),
            reassignments: try store.reassignments(ofStudent: id).map { AdminScreenInputs.reassignment($0, accounts: accounts) },
            city: city, error: error.map { AdminFormError(message: $0, field: errorField) }, notice: notice,
            changes: AdminScreenInputs.changes(try AdminAuditLog(database: env.database).entries(for: .student(id)), zone: adminZone))
        return AdminStudentPage.render(screen, csrfToken: ctx.csrfToken)
    }

    private static func registerStudentSettings(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.adminStudent) { ctx, query, id in
            .html(
                try studentPage(
                    ctx, id,
                    notice: query.created == true
                        ? "Created. Now choose a coach, level and cohort."
                        : query.saved == true ? "Saved." : nil))
        }
        routes.add(QuranFlowRoute.updateStudent) { ctx, studentID in
            let env = ctx.environment
            let store = ProgrammeStore(database: env.database)
            let id = ID<Account>(studentID.rawValue)
            guard let settings = try store.studentSettings(id: id, accounts: env.accounts) else {
                throw Refusal.noSuchStudent
            }
            let form = try ctx.request.form(AdminStudentForm.self)
            do {
                guard let level = Int(form.level.or("")), let year = Int(form.year.or("")) else {
                    throw AccountError(.invalid, "Choose a level and a year.", field: "level")
                }
                // Resolve everything before writing, so a bad field changes nothing.
                let cityQuery = form.city.or("").trimmingCharacters(in: .whitespaces)
                var newCity: Int?
                if cityQuery != settings.account.cityName {
                    guard let city = env.cities.search(cityQuery, limit: 1).first else {
                        throw AccountError(.invalid, "No city matches “\(cityQuery)”. Try the city's English name.", field: "city")
                    }
                    newCity = city.id
                }
                let coach = form.coach.text.flatMap { $0.isEmpty ? nil : ID<Coach>($0) }
                let cohort = form.cohort.text.flatMap { $0.isEmpty ? nil : ID<Cohort>($0) }
                try store.updateStudent(ID(id.rawValue), coach: coach, level: level, year: year, cohort: cohort)
                if let newCity { _ = try env.accounts.setCity(newCity, for: id) }
                return .redirect(to: QuranFlowRoute.adminStudent.path(studentID, query: AdminStudentQuery(saved: true)))
            } catch let error as AccountError {
                return .html(
                    try studentPage(ctx, studentID, city: form.city.text, error: error.message, errorField: error.field),
                    status: error.httpError.status)
            }
        }
    }
}
