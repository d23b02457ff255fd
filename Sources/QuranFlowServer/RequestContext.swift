import Accounts
import Foundation
import HTTPServer
import Security
import ServerSupport

/// One request as a handler sees it: the request, who is signed in, the environment and the instant it is handled at.
public final class RequestContext: WebContext {
    public let request: Request
    public let environment: ServerEnvironment
    public let account: Account?
    public let session: Session?
    /// The instant this request is handled at (read once, so one request sees one `now`).
    public let now: Date
    /// The database's change counter as read at the start of this request (0 when not signed in).
    let changeCounter: Int64
    /// The bearer token of an API call (`Authorization: Bearer …`), if it carried one.
    let bearer: String?
    /// Whether the request presented a session (cookie or bearer), valid or not.
    let presentedToken: Bool
    /// Whether a widget device token was presented to a route that is not an ambient one (refused, 403).
    let widgetTokenElsewhere: Bool
    /// The anonymous CSRF identifier (cookie `qf_csrf`), created on first need.
    private(set) var csrfID: String?
    private(set) var newCookies: [Cookie] = []

    init(
        request: Request, environment: ServerEnvironment, account: Account?, session: Session?, now: Date, changeCounter: Int64,
        bearer: String? = nil, presentedToken: Bool = false, widgetTokenElsewhere: Bool = false
    ) {
        self.widgetTokenElsewhere = widgetTokenElsewhere
        self.changeCounter = changeCounter
        self.bearer = bearer
        self.presentedToken = presentedToken
        self.request = request
        self.environment = environment
        self.account = account
        self.session = session
        self.now = now
        self.csrfID = request.cookies[CookieNames.csrf].flatMap { $0.isEmpty || $0.count > 64 ? nil : $0 }
    }

    /// The token that forms on this page must carry in the `_csrf` field.
    public var csrfToken: String {
        if csrfID == nil {
            let id = SecureRandom.token(byteCount: 18)
            csrfID = id
            newCookies.append(Cookie(name: CookieNames.csrf, value: id, path: "/", maxAge: nil, httpOnly: true, sameSite: .lax))
        }
        return environment.csrf.token(forSession: csrfID ?? "")
    }

    /// The browser's CSRF identifier (made, with its cookie, on first need): every token of ``csrfToken`` is valid for
    /// it, so a page rendered with one token can be kept and served again to the same browser.
    public var csrfIdentity: String {
        _ = csrfToken
        return csrfID ?? ""
    }

    /// Adds a cookie to the response.
    public func setCookie(_ cookie: Cookie) { newCookies.append(cookie) }

    /// The signed-in account, or 401.
    public func requireAccount() throws -> Account {
        guard let account else { throw HTTPError(.unauthorized, "Sign in to continue.") }
        return account
    }

    /// Whether the request came from a browser page (not the JSON API).
    public var isAPI: Bool { request.path.hasPrefix("/api/") }
}

enum CookieNames {
    static let session = "qf_session"
    static let csrf = "qf_csrf"
    /// The known-device token (``KnownDevices``), set at each web sign-in and kept through sign-out.
    static let device = "qf_device"
}
