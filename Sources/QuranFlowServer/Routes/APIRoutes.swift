import Accounts
import Foundation
import HTTPServer
import Places
import QuranFlowPersistence
import QuranFlowRoutes
import Routing
import ServerSupport

/// The JSON API for accounts: sessions (bearer tokens), the signed-in person, password reset, city search, admin.
enum APIRoutes {
    struct SignInBody: Codable, Sendable { let email: String; let password: String }
    struct EmailBody: Codable, Sendable { let email: String }
    struct ResetBody: Codable, Sendable { let token: String; let password: String }
    struct NewAccountBody: Codable, Sendable {
        let name: String
        let email: String
        let role: String
        let studentYear: Int?
        let cityID: Int
        let password: String
    }

    /// An account as the API shows it. Every key is always present (`studentYear` null for a coach or admin), which
    /// the schema states by hand.
    struct AccountJSON: Codable, Sendable, SchemaDescribed {
        let id: String
        let email: String
        let name: String
        let role: String
        let studentYear: Int?
        let city: CityRef
        let zone: String
        struct CityRef: Codable, Sendable { let id: Int; let name: String }

        init(_ account: Account) {
            id = account.id.rawValue
            email = account.email
            name = account.name
            role = account.role.rawValue
            studentYear = account.studentYear
            city = CityRef(id: account.cityID, name: account.cityName)
            zone = account.zoneIdentifier
        }

        /// Every key is always present: `studentYear` is null for a coach or admin (the schema requires it).
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(email, forKey: .email)
            try container.encode(name, forKey: .name)
            try container.encode(role, forKey: .role)
            try container.encode(studentYear, forKey: .studentYear)
            try container.encode(city, forKey: .city)
            try container.encode(zone, forKey: .zone)
        }

        enum CodingKeys: String, CodingKey { case id, email, name, role, studentYear, city, zone }

        static func describeSchema(in components: SchemaComponents) throws -> JSONSchema {
            .object([
                ("id", .string()), ("email", .string(format: "email")), ("name", .string()),
                ("role", .enumeration(Role.allCases.map(\.rawValue))),
                ("studentYear", .nullable(.integer)), ("city", .object([("id", .integer), ("name", .string())])), ("zone", .string()),
            ])
        }

        static func schemaExample(in components: SchemaComponents) throws -> AccountJSON {
            AccountJSON(
                id: "a", email: "a@example.com", name: "A", role: "student", studentYear: 1, city: CityRef(id: 1, name: "Toronto"),
                zone: "UTC")
        }

        init(id: String, email: String, name: String, role: String, studentYear: Int?, city: CityRef, zone: String) {
            (self.id, self.email, self.name, self.role, self.studentYear, self.city, self.zone) = (
                id, email, name, role, studentYear, city, zone
            )
        }
    }

    struct CityJSON: Codable, Sendable {
        let id: Int
        let name: String
        let country: String
        let zone: String
        let latitude: Double
        let longitude: Double
    }

    struct Message: Codable, Sendable { let message: String }

    /// A new API session.
    struct SignedInAnswer: Codable, Sendable { let token: String; let expiresAt: Date; let account: AccountJSON }

    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.apiSignIn, body: .json(SignInBody.self), response: .json(SignedInAnswer.self, status: 201)) { ctx in
            let body = try ctx.request.decodeJSON(SignInBody.self)
            let (account, token) = try ctx.environment.signIn.signIn(
                email: body.email, password: body.password, kind: .api,
                remoteAddress: ctx.request.remoteAddress ?? "unknown", now: ctx.now)
            return try .json(
                SignedInAnswer(
                    token: token, expiresAt: ctx.now.addingTimeInterval(SessionStore.apiLifetime),
                    account: AccountJSON(account)), status: .created)
        }
        routes.add(QuranFlowRoute.apiSignOut, response: .noContent) { ctx in
            if let bearer = ctx.bearer {
                try ctx.environment.sessions.end(token: bearer)
            } else if let cookie = ctx.request.cookies[CookieNames.session] {
                try ctx.environment.sessions.end(token: cookie)
            }
            return Response(status: .noContent, headers: HTTPHeaders(), body: .bytes([]))
        }
        routes.add(QuranFlowRoute.apiMe, response: .json(AccountJSON.self)) { ctx in
            try .json(AccountJSON(try ctx.requireAccount()))
        }
        routes.add(QuranFlowRoute.apiPasswordReset, body: .json(EmailBody.self), response: .json(Message.self, status: 202)) { ctx in
            let body = try ctx.request.decodeJSON(EmailBody.self)
            try ctx.environment.passwordReset.request(
                email: body.email, remoteAddress: ctx.request.remoteAddress ?? "unknown",
                linkBase: ctx.environment.publicBaseURL + QuranFlowRoute.resetPassword.path(),
                now: ctx.now)
            return try .json(Message(message: "If an account exists for that address, a reset link is on its way."), status: .accepted)
        }
        routes.add(QuranFlowRoute.apiConfirmPasswordReset, body: .json(ResetBody.self), response: .json(Message.self)) { ctx in
            let body = try ctx.request.decodeJSON(ResetBody.self)
            _ = try ctx.environment.passwordReset.complete(token: body.token, newPassword: body.password, now: ctx.now)
            return try .json(Message(message: "Your password is changed. Sign in with the new one."))
        }
        routes.add(QuranFlowRoute.apiCities, response: .json([CityJSON].self)) { ctx, query in
            let limit = min(max(query.limit ?? 10, 1), 50)
            let cities = ctx.environment.cities.search(query.q?.text ?? "", limit: limit).map {
                CityJSON(
                    id: $0.id, name: $0.name, country: $0.countryName, zone: $0.zoneIdentifier,
                    latitude: $0.latitude, longitude: $0.longitude)
            }
            return try .json(cities)
        }
        routes.add(QuranFlowRoute.apiAccounts, response: .json([AccountJSON].self)) { ctx in
            try .json(try ctx.environment.accounts.all().map(AccountJSON.init))
        }
        routes.add(QuranFlowRoute.apiCreateAccount, body: .json(NewAccountBody.self), response: .json(AccountJSON.self, status: 201)) {
            ctx in
            let body = try ctx.request.decodeJSON(NewAccountBody.self)
            let new = try AccountRequests.newAccount(
                name: body.name, email: body.email, role: body.role, year: body.studentYear,
                cityQuery: nil, cityID: body.cityID, password: body.password,
                cities: ctx.environment.cities)
            return try .json(AccountJSON(try AccountRequests.create(new, in: ctx.environment.store, now: ctx.now)), status: .created)
        }
    }
}
