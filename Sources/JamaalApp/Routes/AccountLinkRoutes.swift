import Accounts
import Foundation
import HTTPServer
import Identifiers
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing
import ServerSupport

/// The emailed ways back in (#42), through the `Accounts` module's rules over Jamaal's people and devices: Forgot your
/// password mails a single-use link that lasts an hour (the answer reads the same whether or not an account has the
/// email; the reset limits per account and per address are silent too); the link's page sets a new password, spends
/// every other link of the account and signs out every device; the unlock link mailed when a sign-in pause starts lifts
/// it, by a button (a mail scanner fetching the link changes nothing). A link that is spent or past its hour says so and
/// where to go instead; nothing is changed by it.
enum AccountLinkRoutes {
    static func register(on routes: JamaalRouteTable) {
        routes.add(JamaalRoute.forgotPassword) { req in page(req, .forgotPassword()) }
        routes.add(JamaalRoute.submitForgotPassword, form: ForgotPasswordForm.self) { req, form in
            let email = String(form.email.or("").prefix(320))
            do {
                try req.environment.passwordReset.request(
                    email: email, remoteAddress: req.request.remoteAddress ?? "unknown",
                    linkBase: linkOrigin(req) + JamaalRoute.resetPassword.path(), now: req.now)
            } catch let error as AccountError {
                return page(req, .forgotPassword(email: email, error: error.message), status: .unprocessableEntity)
            }
            return page(req, .linkSent(email: email.trimmingCharacters(in: .whitespaces)))
        }
        routes.add(JamaalRoute.resetPassword) { req, query in
            let token = query.token ?? ""
            guard try req.environment.passwordReset.isUsable(token: token, now: req.now) else {
                return page(req, .expiredReset, status: .badRequest)
            }
            return page(req, .choosePassword(token: token, minimumPasswordLength: PasswordPolicy.minimumLength))
        }
        routes.add(JamaalRoute.submitResetPassword, form: ResetPasswordForm.self) { req, form in
            let token = form.token.or("")
            let person: String
            do {
                person = try req.environment.passwordReset.complete(token: token, newPassword: form.password.or(""), now: req.now)
            } catch let error as AccountError where error.kind == .expired {
                return page(req, .expiredReset, status: .badRequest)
            } catch let error as AccountError {
                let screen = AccountLinkScreen.choosePassword(
                    token: token, error: error.message, minimumPasswordLength: PasswordPolicy.minimumLength)
                return page(req, screen, status: .unprocessableEntity)
            }
            // The new password ends a pause on the email too: the pause's words offer the reset as a way back in.
            if let account = try req.environment.people.account(ID(person)) {
                try req.environment.people.clearFailures(email: account.email)
            }
            var response = Response.redirect(to: JamaalRoute.signIn.path(query: SignInQuery(reset: true)))
            response.setCookie(.expired(JamaalRequest.sessionCookie))
            return response
        }
        routes.add(JamaalRoute.unlock) { req, query in
            let token = query.token ?? ""
            guard try req.environment.signInUnlock(origin: linkOrigin(req)).isUsable(token: token, now: req.now) else {
                return page(req, .expiredUnlock, status: .badRequest)
            }
            return page(req, .unlock(token: token))
        }
        routes.add(JamaalRoute.submitUnlock, form: UnlockForm.self) { req, form in
            do {
                try req.environment.signInUnlock(origin: linkOrigin(req)).complete(token: form.token.or(""), now: req.now)
            } catch is AccountError {
                return page(req, .expiredUnlock, status: .badRequest)
            }
            return .redirect(to: JamaalRoute.signIn.path(query: SignInQuery(unlocked: true)))
        }
    }

    /// Where a mailed link opens: the first `--public-url`, or else the address this request came to (its `Host` is one
    /// the allow-list admits).
    static func linkOrigin(_ req: JamaalRequest) -> String {
        if let primary = req.environment.hosts.primaryURL {
            return primary.hasSuffix("/") ? String(primary.dropLast()) : primary
        }
        return SubscriptionRoutes.origin(req)
    }

    static func page(_ req: JamaalRequest, _ screen: AccountLinkScreen, status: HTTPStatus = .ok) -> Response {
        .html(AccountLinkView.render(screen, csrf: req.csrfToken, appearance: JamaalShell.appearance(req)), status: status)
    }
}
