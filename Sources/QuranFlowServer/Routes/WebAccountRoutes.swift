import Accounts
import Foundation
import HTTPServer
import Identifiers
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import ServerSupport

/// The browser's sign-in, sign-out, password-reset and account pages.
enum WebAccountRoutes {
    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.home) { ctx in
            guard let account = ctx.account else { return .redirect(to: QuranFlowRoute.signIn.path()) }
            return .redirect(to: try OnboardingRoutes.pendingStep(for: account, in: ctx.environment) ?? ShellRoutes.home(for: account))
        }
        routes.add(QuranFlowRoute.signIn) { ctx, query in
            if ctx.account != nil { return .redirect(to: safeNext(query.next?.text)) }
            let screen = SignInScreen(
                next: query.next?.text ?? "",
                notice: SignInScreen.notice(afterReset: query.reset == true, afterUnlock: query.unlocked == true))
            return .html(AccountPages.signIn(screen, csrfToken: ctx.csrfToken))
        }
        routes.add(QuranFlowRoute.submitSignIn, form: SignInForm.self) { ctx, form in
            let email = form.email.or("")
            let next = form.next.or("")
            do {
                let signedIn = try ctx.environment.signIn.signIn(
                    email: email, password: form.password.or(""), kind: .web,
                    remoteAddress: ctx.request.remoteAddress ?? "unknown",
                    device: ctx.request.cookies[CookieNames.device], replacing: ctx.request.cookies[CookieNames.session],
                    now: ctx.now)
                // A student who has not finished onboarding walks it first (resuming at the step reached).
                let onboarding = try OnboardingRoutes.pendingStep(for: signedIn.account, in: ctx.environment)
                var response = Response.redirect(to: onboarding ?? safeNext(next))
                response.setCookie(sessionCookie(signedIn.token))
                // Kept through sign-out: it is what lets this browser sign in while strangers' guesses pause the email.
                response.setCookie(
                    Cookie(
                        name: CookieNames.device, value: signedIn.device, path: "/",
                        maxAge: Int(KnownDevices.lifetime), httpOnly: true, sameSite: .lax))
                return response
            } catch let error as AccountError {
                let status: HTTPStatus = if case .throttled = error.kind { .tooManyRequests } else { .unauthorized }
                var response = Response.html(
                    AccountPages.signIn(SignInScreen(email: email, error: error.message, next: next), csrfToken: ctx.csrfToken),
                    status: status)
                if case .throttled(let seconds) = error.kind { response.headers.set(name: "Retry-After", value: String(seconds)) }
                return response
            }
        }
        routes.add(QuranFlowRoute.signOut) { ctx in
            if let token = ctx.request.cookies[CookieNames.session] { try ctx.environment.sessions.end(token: token) }
            // This device stops receiving the account's push notifications.
            if let session = ctx.session {
                try PushSubscriptionStore(database: ctx.environment.database).removeAll(session: session.tokenDigest)
            }
            var response = Response.redirect(to: QuranFlowRoute.signIn.path())
            response.setCookie(QuranFlowProduct.expiredSessionCookie)
            return response
        }
        routes.add(QuranFlowRoute.account) { ctx, query in
            .html(AccountPages.account(screen(of: try ctx.requireAccount(), changed: query.changed == true), csrfToken: ctx.csrfToken))
        }
        routes.add(QuranFlowRoute.changePassword) { ctx in
            let account = try ctx.requireAccount()
            let form = try ctx.request.form(PasswordChangeForm.self)
            do {
                let token = try PasswordChange(accounts: ctx.environment.accounts, sessions: ctx.environment.sessions).change(
                    for: account.id, current: form.currentPassword.or(""), new: form.password.or(""), kind: .web, now: ctx.now)
                // Every other session of the account ended with the change; this browser goes on with a new one.
                var response = Response.redirect(to: QuranFlowRoute.account.path(query: AccountQuery(changed: true)))
                response.setCookie(sessionCookie(token))
                return response
            } catch let error as AccountError where error.kind == .unauthenticated || error.kind == .invalid {
                return .html(
                    AccountPages.account(screen(of: account, error: error.message), csrfToken: ctx.csrfToken),
                    status: error.kind == .invalid ? .unprocessableEntity : .forbidden)
            }
        }
        registerPasswordReset(on: routes)
        registerUnlock(on: routes)
    }

    /// The emailed unlock link (``SignInUnlock``): GET shows a button, POST lifts the pause.
    private static func registerUnlock(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.unlock) { ctx, query in
            let token = query.token?.text ?? ""
            let usable = try ctx.environment.signInUnlock.isUsable(token: token, now: ctx.now)
            return .html(
                AccountPages.unlock(EmailedLinkScreen(.unlock, token: token, usable: usable), csrfToken: ctx.csrfToken),
                status: usable ? .ok : .badRequest)
        }
        routes.add(QuranFlowRoute.submitUnlock, form: EmailedTokenForm.self) { ctx, form in
            let token = form.token.or("")
            do {
                try ctx.environment.signInUnlock.complete(token: token, now: ctx.now)
                return .redirect(to: QuranFlowRoute.signIn.path(query: SignInQuery(unlocked: true)))
            } catch let error as AccountError {
                return .html(
                    AccountPages.unlock(
                        EmailedLinkScreen(.unlock, token: token, usable: false, error: error.message), csrfToken: ctx.csrfToken),
                    status: .badRequest)
            }
        }
    }

    private static func registerPasswordReset(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.forgotPassword) { ctx in
            .html(AccountPages.forgotPassword(ForgotPasswordScreen(), csrfToken: ctx.csrfToken))
        }
        routes.add(QuranFlowRoute.submitForgotPassword, form: ForgotPasswordForm.self) { ctx, form in
            let email = form.email.or("")
            do {
                try ctx.environment.passwordReset.request(
                    email: email, remoteAddress: ctx.request.remoteAddress ?? "unknown",
                    linkBase: ctx.environment.publicBaseURL + QuranFlowRoute.resetPassword.path(),
                    now: ctx.now)
                return .html(
                    AccountPages.forgotPassword(
                        ForgotPasswordScreen(email: email.trimmingCharacters(in: .whitespaces), sent: true), csrfToken: ctx.csrfToken))
            } catch let error as AccountError {
                return .html(
                    AccountPages.forgotPassword(ForgotPasswordScreen(email: email, error: error.message), csrfToken: ctx.csrfToken),
                    status: .badRequest)
            }
        }
        routes.add(QuranFlowRoute.resetPassword) { ctx, query in
            let token = query.token?.text ?? ""
            let usable = try ctx.environment.passwordReset.isUsable(token: token, now: ctx.now)
            let invitation = try ctx.environment.passwordReset.isInvitation(token: token)
            return .html(
                AccountPages.choosePassword(
                    ChoosePasswordScreen(
                        token: token, usable: usable, invitation: invitation, minimumLength: PasswordPolicy.minimumLength),
                    csrfToken: ctx.csrfToken),
                status: usable ? .ok : .badRequest)
        }
        routes.add(QuranFlowRoute.submitResetPassword, form: ResetPasswordForm.self) { ctx, form in
            let token = form.token.or("")
            do {
                let isInvitation = try ctx.environment.passwordReset.isInvitation(token: token)
                let accountID = try ctx.environment.passwordReset.complete(token: token, newPassword: form.password.or(""), now: ctx.now)
                guard let account = try ctx.environment.accounts.account(id: ID(accountID)) else { throw PasswordReset.expiredLink }
                if isInvitation {
                    // A newcomer who has just chosen her password is signed in and walks onboarding — not sent to a
                    // "Welcome back… your password is changed" sign-in page.
                    let started = try ctx.environment.sessions.start(for: account.id, kind: .web, now: ctx.now)
                    let onboarding = try OnboardingRoutes.pendingStep(for: account, in: ctx.environment)
                    var response = Response.redirect(to: onboarding ?? QuranFlowRoute.home.path())
                    response.setCookie(sessionCookie(started.token))
                    return response
                }
                var response = Response.redirect(to: QuranFlowRoute.signIn.path(query: SignInQuery(reset: true)))
                response.setCookie(QuranFlowProduct.expiredSessionCookie)
                return response
            } catch let error as AccountError {
                let usable = error.kind != .expired
                let invitation = try ctx.environment.passwordReset.isInvitation(token: token)
                return .html(
                    AccountPages.choosePassword(
                        ChoosePasswordScreen(
                            token: token, error: usable || !invitation ? error.message : nil, usable: usable, invitation: invitation,
                            minimumLength: PasswordPolicy.minimumLength),
                        csrfToken: ctx.csrfToken),
                    status: .badRequest)
            }
        }
    }

    /// Your account's screen for `account`.
    static func screen(of account: Account, changed: Bool = false, error: String? = nil) -> AccountScreen {
        AccountScreen(
            name: account.name, role: account.roleDescription, email: account.email, city: account.cityName,
            zoneIdentifier: account.zoneIdentifier, isAdmin: account.role == .admin, changed: changed, error: error)
    }

    /// The browser's session cookie for `token`.
    static func sessionCookie(_ token: String) -> Cookie {
        Cookie(name: CookieNames.session, value: token, path: "/", maxAge: Int(SessionStore.webLifetime), httpOnly: true, sameSite: .lax)
    }

    /// Only local paths are followed after sign-in (``LocalPath``), so the `next` parameter cannot send anyone elsewhere.
    static func safeNext(_ next: String?) -> String {
        guard let path = LocalPath.checked(next), path != QuranFlowRoute.signIn.path() else { return QuranFlowRoute.home.path() }
        return path
    }
}
