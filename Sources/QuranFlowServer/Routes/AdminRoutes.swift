import Accounts
import Places
import Foundation
import HTTPServer
import Identifiers

/// The plain admin page.
enum AdminRoutes {
    static func register(on routes: RouteTable) {
        routes.add(.GET, "/admin", access: .roles([.admin])) { ctx in
            .html(AdminPage.render(accounts: try ctx.environment.accounts.all(), mail: try ctx.environment.outbox.recent(),
                                   csrfToken: ctx.csrfToken,
                                   notice: ctx.request.query["created"].map { "Created the account for \($0)." }))
        }
        routes.add(.POST, "/admin/accounts", access: .roles([.admin])) { ctx in
            let form = try ctx.request.formData()
            let values = AdminPage.Form(name: form["name"] ?? "", email: form["email"] ?? "", role: form["role"] ?? "student",
                                        year: form["year"] ?? "1", city: form["city"] ?? "")
            do {
                let new = try AccountRequests.newAccount(name: values.name, email: values.email, role: values.role,
                                                         year: Int(values.year), cityQuery: values.city, cityID: nil,
                                                         password: form["password"] ?? "", cities: ctx.environment.cities)
                let account = try ctx.environment.accounts.create(new, now: ctx.now)
                try ProgrammeStore(database: ctx.environment.database).createProfile(for: account)
                if account.role == .student { return .redirect(to: "/admin/students/\(account.id.rawValue)?created=1") }
                let query = account.email.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                return .redirect(to: "/admin?created=\(query)")
            } catch let error as AccountError {
                return .html(AdminPage.render(accounts: try ctx.environment.accounts.all(), mail: try ctx.environment.outbox.recent(),
                                              csrfToken: ctx.csrfToken, form: values, error: error.message, errorField: error.field),
                             status: error.httpError.status)
            }
        }
        registerStudentSettings(on: routes)
    }

    private static func registerStudentSettings(on routes: RouteTable) {
        routes.add(.GET, "/admin/students/:id", access: .roles([.admin])) { ctx in
            let env = ctx.environment
            let store = ProgrammeStore(database: env.database)
            guard let settings = try store.studentSettings(id: ID(ctx.request.pathParameters["id"] ?? ""), accounts: env.accounts) else {
                throw HTTPError(.notFound, "There is no student with that id.")
            }
            return .html(AdminStudentPage.render(settings: settings, coaches: try store.coaches(), levels: try store.levels(),
                                                 cohorts: try store.cohorts(), csrfToken: ctx.csrfToken,
                                                 notice: ctx.request.query["created"] == "1" ? "Created. Now choose a coach, level and cohort."
                                                     : ctx.request.query["saved"] == "1" ? "Saved." : nil))
        }
        routes.add(.POST, "/admin/students/:id", access: .roles([.admin])) { ctx in
            let env = ctx.environment
            let store = ProgrammeStore(database: env.database)
            let id = ID<Account>(ctx.request.pathParameters["id"] ?? "")
            guard let settings = try store.studentSettings(id: id, accounts: env.accounts) else {
                throw HTTPError(.notFound, "There is no student with that id.")
            }
            let form = try ctx.request.formData()
            do {
                guard let level = Int(form["level"] ?? ""), let year = Int(form["year"] ?? "") else {
                    throw AccountError(.invalid, "Choose a level and a year.", field: "level")
                }
                // Resolve everything before writing, so a bad field changes nothing.
                let cityQuery = (form["city"] ?? "").trimmingCharacters(in: .whitespaces)
                var newCity: Int?
                if cityQuery != settings.account.cityName {
                    guard let city = env.cities.search(cityQuery, limit: 1).first else {
                        throw AccountError(.invalid, "No city matches “\(cityQuery)”. Try the city's English name.", field: "city")
                    }
                    newCity = city.id
                }
                try store.updateStudent(ID(id.rawValue), coach: (form["coach"] ?? "").isEmpty ? nil : ID(form["coach"]!), level: level,
                                        year: year, cohort: (form["cohort"] ?? "").isEmpty ? nil : ID(form["cohort"]!))
                if let newCity { _ = try env.accounts.setCity(newCity, for: id) }
                return .redirect(to: "/admin/students/\(id.rawValue)?saved=1")
            } catch let error as AccountError {
                return .html(AdminStudentPage.render(settings: settings, coaches: try store.coaches(), levels: try store.levels(),
                                                     cohorts: try store.cohorts(), csrfToken: ctx.csrfToken, city: form["city"],
                                                     error: error.message, errorField: error.field),
                             status: error.httpError.status)
            }
        }
    }
}

/// Turning what a form or JSON body says into a `NewAccount`, with errors that name the field.
enum AccountRequests {
    static func newAccount(name: String, email: String, role roleName: String, year: Int?, cityQuery: String?, cityID: Int?,
                           password: String, cities: Places.WorldCities) throws -> NewAccount {
        guard let role = Role(rawValue: roleName) else {
            throw AccountError(.invalid, "Role must be student, coach or admin.", field: "role")
        }
        let city: Places.City?
        if let cityID {
            city = cities.city(id: cityID)
        } else {
            city = cities.search(cityQuery ?? "", limit: 1).first
        }
        guard let city else {
            throw AccountError(.invalid, "No city matches “\(cityQuery ?? String(cityID ?? 0))”. Try the city's English name.", field: "city")
        }
        return NewAccount(email: email, name: name, role: role, studentYear: role == .student ? year : nil, cityID: city.id, password: password)
    }
}
