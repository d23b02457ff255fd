import Accounts
import Foundation
import HTTPServer
import Places

/// The JSON API for accounts: sessions (bearer tokens), the signed-in person, password reset, city search, admin.
enum APIRoutes {
    struct SignInBody: Decodable { let email: String; let password: String }
    struct EmailBody: Decodable { let email: String }
    struct ResetBody: Decodable { let token: String; let password: String }
    struct NewAccountBody: Decodable {
        let name: String
        let email: String
        let role: String
        let studentYear: Int?
        let cityID: Int
        let password: String
    }

    struct AccountJSON: Encodable {
        let id: String
        let email: String
        let name: String
        let role: String
        let studentYear: Int?
        let city: CityRef
        let zone: String
        struct CityRef: Encodable { let id: Int; let name: String }

        init(_ account: Account) {
            id = account.id.rawValue
            email = account.email
            name = account.name
            role = account.role.rawValue
            studentYear = account.studentYear
            city = CityRef(id: account.cityID, name: account.cityName)
            zone = account.zoneIdentifier
        }

        static let schema = JSONSchema.object([
            ("id", .string()), ("email", .string(format: "email")), ("name", .string()), ("role", .string()),
            ("studentYear", .nullable(.integer)), ("city", .object([("id", .integer), ("name", .string())])), ("zone", .string()),
        ])
    }

    struct CityJSON: Encodable {
        let id: Int
        let name: String
        let country: String
        let zone: String
        let latitude: Double
        let longitude: Double
        static let schema = JSONSchema.object([("id", .integer), ("name", .string()), ("country", .string()), ("zone", .string()),
                                               ("latitude", .number), ("longitude", .number)])
    }

    struct Message: Encodable { let message: String }
    static let messageSchema = JSONSchema.object([("message", .string())])

    static func register(on routes: RouteTable) {
        routes.add(.POST, "/api/session", access: .anyone, api: APIDoc(
            "Sign in: returns a bearer token for the JSON API.",
            request: .object([("email", .string(format: "email")), ("password", .string())]),
            response: .object([("token", .string()), ("expiresAt", .string(format: "date-time")), ("account", AccountJSON.schema)]),
            status: 201)) { ctx in
            struct Answer: Encodable { let token: String; let expiresAt: Date; let account: AccountJSON }
            let body = try ctx.request.decodeJSON(SignInBody.self)
            let (account, token) = try ctx.environment.signIn.signIn(email: body.email, password: body.password, kind: .api,
                                                                      remoteAddress: ctx.request.remoteAddress ?? "unknown", now: ctx.now)
            return try .json(Answer(token: token, expiresAt: ctx.now.addingTimeInterval(SessionStore.apiLifetime),
                                    account: AccountJSON(account)), status: .created)
        }
        routes.add(.DELETE, "/api/session", access: .signedIn, api: APIDoc("Sign out: revokes this token.", response: .null, status: 204)) { ctx in
            if let bearer = ctx.request.headers["Authorization"], bearer.lowercased().hasPrefix("bearer ") {
                try ctx.environment.sessions.end(token: String(bearer.dropFirst(7)).trimmingCharacters(in: .whitespaces))
            } else if let cookie = ctx.request.cookies[CookieNames.session] {
                try ctx.environment.sessions.end(token: cookie)
            }
            return Response(status: .noContent, headers: HTTPHeaders(), body: .bytes([]))
        }
        routes.add(.GET, "/api/me", access: .signedIn, api: APIDoc("The signed-in account.", response: AccountJSON.schema)) { ctx in
            try .json(AccountJSON(try ctx.requireAccount()))
        }
        routes.add(.POST, "/api/password-reset", access: .anyone, api: APIDoc(
            "Sends a single-use reset link to the address if an account has it (the answer is the same either way).",
            request: .object([("email", .string(format: "email"))]), response: messageSchema, status: 202)) { ctx in
            let body = try ctx.request.decodeJSON(EmailBody.self)
            try ctx.environment.passwordReset.request(email: body.email, linkBase: ctx.environment.publicBaseURL + "/reset-password",
                                                      now: ctx.now)
            return try .json(Message(message: "If an account exists for that address, a reset link is on its way."), status: .accepted)
        }
        routes.add(.POST, "/api/password-reset/confirm", access: .anyone, api: APIDoc(
            "Sets a new password with the token from a reset link; ends every session of the account.",
            request: .object([("token", .string()), ("password", .string())]), response: messageSchema)) { ctx in
            let body = try ctx.request.decodeJSON(ResetBody.self)
            _ = try ctx.environment.passwordReset.complete(token: body.token, newPassword: body.password, now: ctx.now)
            return try .json(Message(message: "Your password is changed. Sign in with the new one."))
        }
        routes.add(.GET, "/api/cities", access: .anyone, api: APIDoc(
            "Searches world cities by name (GeoNames, CC BY 4.0), largest first. Query: q, limit (1–50).",
            response: .array(CityJSON.schema))) { ctx in
            let limit = min(max(Int(ctx.request.query["limit"] ?? "") ?? 10, 1), 50)
            let cities = ctx.environment.cities.search(ctx.request.query["q"] ?? "", limit: limit).map {
                CityJSON(id: $0.id, name: $0.name, country: $0.countryName, zone: $0.zoneIdentifier,
                         latitude: $0.latitude, longitude: $0.longitude)
            }
            return try .json(cities)
        }
        routes.add(.GET, "/api/admin/accounts", access: .roles([.admin]), api: APIDoc(
            "Every account.", response: .array(AccountJSON.schema))) { ctx in
            try .json(try ctx.environment.accounts.all().map(AccountJSON.init))
        }
        routes.add(.POST, "/api/admin/accounts", access: .roles([.admin]), api: APIDoc(
            "Creates an account.",
            request: .object([("name", .string()), ("email", .string(format: "email")), ("role", .string()),
                              ("studentYear", .nullable(.integer)), ("cityID", .integer), ("password", .string())],
                             required: ["name", "email", "role", "cityID", "password"]),
            response: AccountJSON.schema, status: 201)) { ctx in
            let body = try ctx.request.decodeJSON(NewAccountBody.self)
            let new = try AccountRequests.newAccount(name: body.name, email: body.email, role: body.role, year: body.studentYear,
                                                     cityQuery: nil, cityID: body.cityID, password: body.password,
                                                     cities: ctx.environment.cities)
            return try .json(AccountJSON(try ctx.environment.accounts.create(new, now: ctx.now)), status: .created)
        }
    }
}
