import Accounts
import Foundation
import HTTPServer
import Identifiers
import Places
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import Routing

/// Personal details (SakPersonalDetails): the page, one edit step per editable row (GET the form, POST the change; a
/// refused value is the same page again with 422 naming the field and nothing stored), the email link to the new
/// address, and Privacy. Each reads and changes the signed-in student's own account only; the Class rows have no
/// route at all.
enum PersonalDetailsRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.personalDetails, model: { ctx in PersonalDetailsScreen.make(try inputs(ctx), destinations: destinations) },
            page: { _, screen in .html(PersonalDetailsView.page(screen, shell: shell)) })
        let steps: [(PersonalDetailField, QuranFlowEndpoint<NoQuery>, QuranFlowEndpoint<NoQuery>)] = [
            (.name, QuranFlowRoute.editName, QuranFlowRoute.saveName),
            (.pronunciation, QuranFlowRoute.editPronunciation, QuranFlowRoute.savePronunciation),
            (.dateOfBirth, QuranFlowRoute.editDateOfBirth, QuranFlowRoute.saveDateOfBirth),
            (.email, QuranFlowRoute.editEmail, QuranFlowRoute.saveEmail),
            (.phone, QuranFlowRoute.editPhone, QuranFlowRoute.savePhone),
        ]
        for (field, edit, save) in steps {
            routes.screen(
                edit, model: { ctx in PersonalDetailEditScreen.make(field, try inputs(ctx), destinations: destinations) },
                page: { ctx, screen in .html(PersonalDetailsView.editPage(screen, shell: shell, csrfToken: ctx.csrfToken)) })
            routes.add(save, form: PersonalDetailForm.self) { ctx, form in
                let typed = form.text(of: field.formKey).or("")
                do {
                    try apply(field, typed, ctx)
                    return .redirect(to: QuranFlowRoute.personalDetails.path())
                } catch let error as PersonalDetailsError {
                    return try refused(field, typed: typed, error.message, status: error.httpError.status, ctx)
                } catch let error as AccountError where error.kind == .invalid {
                    return try refused(field, typed: typed, error.message, status: .unprocessableEntity, ctx)
                }
            }
        }
        routes.screen(
            QuranFlowRoute.editCity,
            model: { ctx, query in
                let text = String((query.q?.text ?? "").prefix(100))
                return PersonalDetailEditScreen.make(
                    .city, try inputs(ctx), destinations: destinations, query: text, cities: choices(text, ctx))
            },
            page: { ctx, screen in .html(PersonalDetailsView.editPage(screen, shell: shell, csrfToken: ctx.csrfToken)) })
        routes.add(QuranFlowRoute.saveCity, form: PersonalDetailForm.self) { ctx, form in
            let typed = form.city.or("")
            guard let id = Int(typed), let city = ctx.environment.cities.city(id: id) else {
                let error = PersonalDetailsError.cityUnknown
                return try refused(.city, typed: nil, error.message, status: error.httpError.status, ctx)
            }
            let account = try ctx.requireAccount()
            try PersonalDetailsStore(database: ctx.environment.database).moveCity(of: account.id, to: city, at: ctx.now)
            return .redirect(to: QuranFlowRoute.personalDetails.path())
        }
        registerEmailConfirmation(on: routes)
        routes.screen(
            QuranFlowRoute.privacy,
            model: { ctx in
                let account = try ctx.requireAccount()
                let stored = try PrivacyStore(database: ctx.environment.database).inventory(of: ID(account.id.rawValue))
                let ask = OriginPath(QuranFlowRoute.privacy.path()).flatMap {
                    destinations.action(
                        "Ask a question or a deletion", to: Destination(QuranFlowRoute.reportIssue, query: ReportQuery(from: $0)))
                }
                return PrivacyScreen.make(stored: stored.map { ($0.label, $0.count) }, ask: ask, destinations: destinations)
            },
            page: { _, screen in .html(PersonalDetailsView.privacyPage(screen, shell: shell)) })
    }

    static var shell: StudentShell { StudentShell.make(current: .profile, destinations: destinations) }

    /// The signed-in student's details, from their account, their personal details and their world.
    static func inputs(_ ctx: RequestContext) throws -> PersonalDetailsInputs {
        let account = try ctx.requireAccount()
        let world = try SessionRoutes.world(ctx)
        let database = ctx.environment.database
        let details = try PersonalDetailsStore(database: database).details(of: account.id)
        return PersonalDetailsInputs(
            student: world.student, email: account.email, cityName: account.cityName, joinedAt: account.createdAt,
            pronunciation: details.pronunciation, dateOfBirth: details.dateOfBirth, phone: details.phone,
            pendingEmail: try EmailChangeStore(database: database).pending(for: account.id, at: ctx.now)?.email,
            sessions: world.weeklySessions, now: ctx.now)
    }

    /// Parses and stores one field (the email: stores the change and mails its link to the new address).
    static func apply(_ field: PersonalDetailField, _ typed: String, _ ctx: RequestContext) throws {
        let account = try ctx.requireAccount()
        let store = PersonalDetailsStore(database: ctx.environment.database)
        switch field {
        case .name: try store.setName(try PersonalDetailsRules.fullName(typed), of: account.id)
        case .pronunciation: try store.setPronunciation(try PersonalDetailsRules.pronunciation(typed), of: account.id)
        case .dateOfBirth:
            let world = try SessionRoutes.world(ctx)
            let today = world.arc.calendar.localDate(of: ctx.now)
            try store.setDateOfBirth(try PersonalDetailsRules.dateOfBirth(typed, today: today), of: account.id)
        case .phone: try store.setPhone(try PersonalDetailsRules.phone(typed), of: account.id)
        case .email: try requestEmailChange(typed, account: account, ctx)
        case .city: throw PersonalDetailsError.cityUnknown  // the city has its own handler (a pick from the list)
        }
    }

    static func requestEmailChange(_ typed: String, account: Account, _ ctx: RequestContext) throws {
        let (token, email) = try EmailChangeStore(database: ctx.environment.database).request(typed, for: account, at: ctx.now)
        let link = ctx.environment.publicBaseURL + QuranFlowRoute.confirmEmailPage.path(query: TokenQuery(token: token))
        _ = try ctx.environment.outbox.send(
            to: email, subject: "Confirm your new QuranFlow email address",
            body: """
                Salaam \(account.name),

                You asked to use this address (\(email)) for your QuranFlow account instead of \(account.email).
                Open this link within 24 hours to confirm it:

                \(link)

                Until you do, nothing changes. If it wasn't you, ignore this email.
                """, now: ctx.now)
    }

    /// The edit step again, with the refusal naming its field and what was typed; nothing was stored.
    static func refused(_ field: PersonalDetailField, typed: String?, _ message: String, status: HTTPStatus, _ ctx: RequestContext) throws
        -> Response
    {
        let screen = PersonalDetailEditScreen.make(field, try inputs(ctx), destinations: destinations, typed: typed, error: message)
        return .html(PersonalDetailsView.editPage(screen, shell: shell, csrfToken: ctx.csrfToken), status: status)
    }

    /// The cities of the shipped list matching `text` (none for an empty search).
    static func choices(_ text: String, _ ctx: RequestContext) -> [PersonalDetailEditScreen.CityChoice] {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        return ctx.environment.cities.search(text, limit: 8).map {
            PersonalDetailEditScreen.CityChoice(id: $0.id, name: $0.regionalName, zoneIdentifier: $0.zoneIdentifier)
        }
    }

    /// The emailed link: GET shows a button (a mail scanner's visit changes nothing), POST applies the address.
    static func registerEmailConfirmation(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.confirmEmailPage) { ctx, query in
            let token = query.token?.text ?? ""
            let usable = try EmailChangeStore(database: ctx.environment.database).isUsable(token: token, at: ctx.now)
            return .html(
                AccountPages.confirmEmail(EmailedLinkScreen(.emailChange, token: token, usable: usable), csrfToken: ctx.csrfToken),
                status: usable ? .ok : .badRequest)
        }
        routes.add(QuranFlowRoute.confirmEmail, form: EmailedTokenForm.self) { ctx, form in
            let token = form.token.or("")
            do {
                let (_, email) = try EmailChangeStore(database: ctx.environment.database).confirm(token: token, at: ctx.now)
                return .html(AccountPages.emailChanged(to: email))
            } catch let error as PersonalDetailsError {
                return .html(
                    AccountPages.confirmEmail(
                        EmailedLinkScreen(.emailChange, token: token, usable: false, error: error.message), csrfToken: ctx.csrfToken),
                    status: error.httpError.status)
            }
        }
    }
}
