import Accounts
import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing
import ServerSupport

/// Sign in, Create an account, Sign out, and Keep your plan (the first start of a store from the single-person Jamaal):
/// email and password through the `Accounts` module's rules (Argon2id, the email's one normal form, the password rule,
/// the sign-in throttle per email and per address). Each successful sign-in is a new device with its own session; a
/// refusal shows the page again with the email kept, the problem said once beside its field, and nothing stored.
enum AccountRoutes {
    static func register(on routes: JamaalRouteTable) {
        routes.add(JamaalRoute.signIn) { req, query in
            if try req.environment.people.hasUnclaimedFirstPerson() { return .redirect(to: JamaalRoute.claim.path()) }
            if req.person != nil { return .redirect(to: query.next ?? JamaalRoute.root.path()) }
            let notice =
                query.reset == true
                ? AccountScreen.passwordChangedNotice : query.unlocked == true ? AccountScreen.unlockedNotice : nil
            return page(req, .signIn(next: query.next, notice: notice))
        }
        routes.add(JamaalRoute.submitSignIn, form: SignInForm.self) { req, form in try signIn(req, form) }
        routes.add(JamaalRoute.signUp) { req in
            if req.person != nil { return .redirect(to: JamaalRoute.root.path()) }
            return page(req, .signUp(minimumPasswordLength: PasswordPolicy.minimumLength))
        }
        routes.add(JamaalRoute.createAccount, form: NewAccountForm.self) { req, form in
            try create(req, form, mode: .signUp)
        }
        routes.add(JamaalRoute.signOut) { req in
            if let token = req.sessionToken { try req.environment.people.signOut(token: token) }
            var response = Response.redirect(to: JamaalRoute.signIn.path())
            response.setCookie(.expired(JamaalRequest.sessionCookie))
            return response
        }
        routes.add(JamaalRoute.claim) { req in
            guard try req.environment.people.hasUnclaimedFirstPerson() else { return .redirect(to: JamaalRoute.signIn.path()) }
            return page(req, .claim(minimumPasswordLength: PasswordPolicy.minimumLength))
        }
        routes.add(JamaalRoute.claimStore, form: NewAccountForm.self) { req, form in
            guard try req.environment.people.hasUnclaimedFirstPerson() else { return .redirect(to: JamaalRoute.signIn.path()) }
            guard req.request.isLoopback else { throw AccountRefusal.claimFromElsewhere }
            return try create(req, form, mode: .claim)
        }
    }

    /// The words for a wrong email or password: the same for both, so they say nothing about which accounts exist.
    static let wrongCredentials = "That email and password don't match. Check them and try again."

    static func signIn(_ req: JamaalRequest, _ form: SignInForm) throws -> Response {
        let next = form.next.text.flatMap(SignInQuery.localPath)
        let rawEmail = String(form.email.or("").prefix(320))
        let email = EmailAddress.key(rawEmail)
        let password = form.password.or("")
        let people = req.environment.people
        let address = req.request.remoteAddress ?? "unknown"
        if let wait = try throttled(req, email: email, address: address) {
            var response = page(req, .signIn(email: rawEmail, error: wait.message, next: next), status: .tooManyRequests)
            response.headers["Retry-After"] = "\(wait.seconds)"
            return response
        }
        let found = try people.credentials(email: email)
        let matches: Bool
        if let (_, hash) = found {
            matches = req.environment.hasher.verify(password, against: hash)
        } else {
            req.environment.hasher.verifyAgainstNothing(password)
            matches = false
        }
        guard let (account, _) = found, matches else {
            let throttle = SignInThrottle.perEmail
            let count = try people.recordFailure(
                email: email, address: address, now: req.now, countingSince: req.now.addingTimeInterval(-throttle.window))
            // The failure that starts a pause mails the way back in (the throttle refuses before any later one counts).
            if count == throttle.lockoutFailures, let account = found?.account {
                try req.environment.signInUnlock(origin: AccountLinkRoutes.linkOrigin(req)).send(
                    toEmail: account.email, greeting: "there", now: req.now)
            }
            return page(req, .signIn(email: rawEmail, error: wrongCredentials, errorField: "password", next: next), status: .unauthorized)
        }
        try people.clearFailures(email: email)
        return try startDevice(req, person: account.id, then: next ?? JamaalRoute.root.path())
    }

    /// Why sign-in must wait, and for how long.
    struct Wait: Equatable {
        let seconds: Int
        /// The email's own sign-in is paused (not only slowed, and not only its address): the pause's words say a link
        /// was mailed.
        let emailPaused: Bool

        var message: String {
            emailPaused
                ? "Too many failed attempts. Sign-in with this email is paused for \(AccountRoutes.wait(seconds)). If it has an "
                    + "account, we've emailed it a link to sign in again — or reset your password."
                : "Too many attempts. Try again in \(AccountRoutes.wait(seconds))."
        }
    }

    /// How long to wait before another sign-in from `address` (and, with one, for `email`), or nil when one may be
    /// tried now: the sign-in throttle over the failures remembered, password and passkey alike.
    static func throttled(_ req: JamaalRequest, email: String?, address: String) throws -> Wait? {
        let lookBack = max(SignInThrottle.perEmail.lookBack, SignInThrottle.perAddress.lookBack)
        let failures = try req.environment.people.failures(
            email: email ?? "", address: address, since: req.now.addingTimeInterval(-lookBack))
        let decisions =
            (email == nil ? [] : [(SignInThrottle.perEmail.decision(failures: failures.email, now: req.now), true)])
            + [(SignInThrottle.perAddress.decision(failures: failures.address, now: req.now), false)]
        for (decision, isEmail) in decisions {
            switch decision {
            case .allowed: continue
            case .slowed(let wait): return Wait(seconds: wait, emailPaused: false)
            case .lockedOut(let until):
                return Wait(seconds: max(1, Int(min(until.timeIntervalSince(req.now), 86_400).rounded(.up))), emailPaused: isEmail)
            }
        }
        return nil
    }

    /// "30 seconds", "5 minutes": how long to wait, in words.
    static func wait(_ seconds: Int) -> String {
        seconds < 60 ? "\(seconds) second\(seconds == 1 ? "" : "s")" : "\((seconds + 59) / 60) minutes"
    }

    static func create(_ req: JamaalRequest, _ form: NewAccountForm, mode: AccountScreen.Mode) throws -> Response {
        let rawEmail = String(form.email.or("").prefix(320))
        func refused(_ message: String, field: String, status: HTTPStatus) -> Response {
            let minimum = PasswordPolicy.minimumLength
            let screen: AccountScreen =
                mode == .claim
                ? .claim(email: rawEmail, error: message, errorField: field, minimumPasswordLength: minimum)
                : .signUp(email: rawEmail, error: message, errorField: field, minimumPasswordLength: minimum)
            return page(req, screen, status: status)
        }
        let email: String
        do {
            email = try EmailAddress.normalize(rawEmail)
            try PasswordPolicy.validate(form.password.or(""))
        } catch let error as AccountError {
            return refused(error.message, field: error.field ?? "email", status: .unprocessableEntity)
        }
        let hash = try req.environment.hasher.hash(form.password.or(""))
        let person: ID<Person>
        do {
            person =
                mode == .claim
                ? try req.environment.people.create(email: email, passwordHash: hash, id: Person.firstID, now: req.now)
                : try req.environment.people.create(email: email, passwordHash: hash, now: req.now)
        } catch JamaalPeople.CreationRefusal.emailTaken {
            return refused("There is already an account with this email. Sign in instead.", field: "email", status: .conflict)
        } catch JamaalPeople.CreationRefusal.alreadyClaimed {
            return .redirect(to: JamaalRoute.signIn.path())
        }
        return try startDevice(req, person: person, then: JamaalRoute.root.path())
    }

    /// Signs this browser in as a new device of `person` (ending the session it presented, whoever's it was) and goes on.
    static func startDevice(_ req: JamaalRequest, person: ID<Person>, then path: String) throws -> Response {
        var response = Response.redirect(to: path)
        try startDevice(req, person: person, on: &response)
        return response
    }

    /// Signs this browser in as a new device of `person` (ending the session it presented) and sets the session cookie on
    /// `response`: password sign-in, account creation and passkey sign-in alike.
    static func startDevice(_ req: JamaalRequest, person: ID<Person>, on response: inout Response) throws {
        let people = req.environment.people
        if let previous = req.sessionToken { try people.signOut(token: previous) }
        let (token, _) = try people.signIn(
            person, deviceName: DeviceName.from(userAgent: req.request.headers["User-Agent"]),
            userAgent: req.request.headers["User-Agent"] ?? "", now: req.now)
        response.setCookie(JamaalRequest.sessionCookie(for: token))
    }

    static func page(_ req: JamaalRequest, _ screen: AccountScreen, status: HTTPStatus = .ok) -> Response {
        .html(AccountView.render(screen, csrf: req.csrfToken, appearance: JamaalShell.appearance(req)), status: status)
    }
}
