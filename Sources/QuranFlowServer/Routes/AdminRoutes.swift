import Accounts
import Places
import Foundation
import HTTPServer

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
                let query = account.email.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                return .redirect(to: "/admin?created=\(query)")
            } catch let error as AccountError {
                return .html(AdminPage.render(accounts: try ctx.environment.accounts.all(), mail: try ctx.environment.outbox.recent(),
                                              csrfToken: ctx.csrfToken, form: values, error: error.message, errorField: error.field),
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
