import Accounts
import Foundation
import HTTPServer

/// The browser's sign-in, sign-out, password-reset and account pages.
enum WebAccountRoutes {
    static func register(on routes: RouteTable) {
        routes.add(.GET, "/", access: .anyone) { ctx in
            .redirect(to: ctx.account.map(ShellRoutes.home(for:)) ?? "/sign-in")
        }
        routes.add(.GET, "/sign-in", access: .anyone) { ctx in
            if ctx.account != nil { return .redirect(to: safeNext(ctx.request.query["next"])) }
            let notice = ctx.request.query["reset"] == "1" ? "Your password is changed. Sign in with the new one." : nil
            return .html(SignInPage.render(csrfToken: ctx.csrfToken, next: ctx.request.query["next"] ?? "", notice: notice))
        }
        routes.add(.POST, "/sign-in", access: .anyone) { ctx in
            let form = try ctx.request.formData()
            let email = form["email"] ?? ""
            let next = form["next"] ?? ""
            do {
                let (_, token) = try ctx.environment.signIn.signIn(email: email, password: form["password"] ?? "", kind: .web,
                                                                    remoteAddress: ctx.request.remoteAddress ?? "unknown", now: ctx.now)
                var response = Response.redirect(to: safeNext(next))
                response.setCookie(Cookie(name: CookieNames.session, value: token, path: "/",
                                          maxAge: Int(SessionStore.webLifetime), httpOnly: true, sameSite: .lax))
                return response
            } catch let error as AccountError {
                let status: HTTPStatus = if case .throttled = error.kind { .tooManyRequests } else { .unauthorized }
                var response = Response.html(SignInPage.render(csrfToken: ctx.csrfToken, email: email, error: error.message, next: next),
                                             status: status)
                if case .throttled(let seconds) = error.kind { response.headers.set(name: "Retry-After", value: String(seconds)) }
                return response
            }
        }
        routes.add(.POST, "/sign-out", access: .anyone) { ctx in
            if let token = ctx.request.cookies[CookieNames.session] { try ctx.environment.sessions.end(token: token) }
            var response = Response.redirect(to: "/sign-in")
            response.setCookie(RouteTable.expiredSessionCookie)
            return response
        }
        routes.add(.GET, "/account", access: .signedIn) { ctx in
            .html(AccountPage.render(account: try ctx.requireAccount(), csrfToken: ctx.csrfToken))
        }
        registerPasswordReset(on: routes)
    }

    private static func registerPasswordReset(on routes: RouteTable) {
        routes.add(.GET, "/forgot-password", access: .anyone) { ctx in
            .html(PasswordPages.forgot(csrfToken: ctx.csrfToken))
        }
        routes.add(.POST, "/forgot-password", access: .anyone) { ctx in
            let email = try ctx.request.formData()["email"] ?? ""
            do {
                try ctx.environment.passwordReset.request(email: email, linkBase: ctx.environment.publicBaseURL + "/reset-password",
                                                          now: ctx.now)
                return .html(PasswordPages.forgot(csrfToken: ctx.csrfToken, email: email.trimmingCharacters(in: .whitespaces), sent: true))
            } catch let error as AccountError {
                return .html(PasswordPages.forgot(csrfToken: ctx.csrfToken, email: email, error: error.message), status: .badRequest)
            }
        }
        routes.add(.GET, "/reset-password", access: .anyone) { ctx in
            let token = ctx.request.query["token"] ?? ""
            let usable = try ctx.environment.passwordReset.isUsable(token: token, now: ctx.now)
            return .html(PasswordPages.reset(csrfToken: ctx.csrfToken, token: token, usable: usable), status: usable ? .ok : .badRequest)
        }
        routes.add(.POST, "/reset-password", access: .anyone) { ctx in
            let form = try ctx.request.formData()
            let token = form["token"] ?? ""
            do {
                _ = try ctx.environment.passwordReset.complete(token: token, newPassword: form["password"] ?? "", now: ctx.now)
                var response = Response.redirect(to: "/sign-in?reset=1")
                response.setCookie(RouteTable.expiredSessionCookie)
                return response
            } catch let error as AccountError {
                let usable = error.kind != .expired
                return .html(PasswordPages.reset(csrfToken: ctx.csrfToken, token: token, error: error.message, usable: usable),
                             status: .badRequest)
            }
        }
    }

    /// Only local paths are followed after sign-in, so the `next` parameter cannot send anyone elsewhere.
    static func safeNext(_ next: String?) -> String {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"), !next.contains("\\"), next != "/sign-in" else { return "/" }
        return next
    }
}
