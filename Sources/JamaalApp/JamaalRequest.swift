import Foundation
import HTTPServer
import Identifiers
import JamaalPersistence
import JamaalRoutes
import Routing
import Security
import ServerSupport

/// One request as a Jamaal handler sees it (the web kernel's context): the request, the environment, the one instant it
/// is handled at, and the signed-in device (and so the person) its session cookie names.
///
/// ```swift
/// routes.add(JamaalRoute.setLevel) { req in try req.store.write { … }; return .redirect(to: JamaalRoute.today.path()) }
/// ```
public final class JamaalRequest: WebContext {
    public let request: Request
    public let environment: JamaalEnvironment
    /// The instant this request is handled at (read once, so one request sees one `now`).
    public let now: Date
    /// The signed-in browser, when the request carries a live session (`jm_session`).
    public let device: JamaalPeople.Device?
    private(set) var csrfID: String?
    private(set) var newCookies: [Cookie] = []
    private var issuedToken: String?

    /// The cookie naming this browser's CSRF identity.
    static let csrfCookie = "jm_csrf"
    /// The cookie holding this device's session token.
    static let sessionCookie = "jm_session"

    init(request: Request, environment: JamaalEnvironment, now: Date, device: JamaalPeople.Device?) {
        self.request = request
        self.environment = environment
        self.now = now
        self.device = device
        csrfID = request.cookies[Self.csrfCookie].flatMap { $0.isEmpty || $0.count > 64 ? nil : $0 }
    }

    /// The token that forms on this page carry in `_csrf` (and scripts send as `X-CSRF-Token`): one per response.
    public var csrfToken: String {
        if let issuedToken { return issuedToken }
        if csrfID == nil {
            let id = SecureRandom.token(byteCount: 18)
            csrfID = id
            newCookies.append(Cookie(name: Self.csrfCookie, value: id, path: "/", maxAge: nil, httpOnly: true, sameSite: .strict))
        }
        let token = environment.csrf.token(forSession: csrfID ?? "")
        issuedToken = token
        return token
    }

    /// The signed-in person, if any.
    public var person: ID<Person>? { device?.personID }

    /// The signed-in person's data (every route but the sign-in pages is admitted only when signed in; 401 otherwise).
    public var store: JamaalStore {
        get throws {
            guard let person else { throw AccountRefusal.signInRequired }
            return environment.store(for: person)
        }
    }

    /// TD-03's Today filter on this device (local: it clears at relaunch).
    var todayFilter: LocalState.StoredFilter? { device.flatMap { environment.local.todayFilter(on: $0.id) } }

    func setTodayFilter(_ filter: LocalState.StoredFilter?) {
        if let device { environment.local.setTodayFilter(filter, on: device.id) }
    }

    /// Sets a cookie on the response.
    func setCookie(_ cookie: Cookie) { newCookies.append(cookie) }

    /// The session cookie that keeps `token` in the browser (`.expired(sessionCookie)` ends it): HttpOnly, Lax, as long
    /// as a device stays signed in.
    static func sessionCookie(for token: String) -> Cookie {
        Cookie(
            name: sessionCookie, value: token, path: "/", maxAge: Int(JamaalPeople.sessionLifetime), httpOnly: true, sameSite: .lax)
    }

    /// The session token the browser presented, if any.
    var sessionToken: String? { request.cookies[Self.sessionCookie].flatMap { $0.isEmpty || $0.count > 128 ? nil : $0 } }

    /// The request's form fields (urlencoded or multipart), or 400/415.
    public func form() throws -> FormData { try request.formData() }

    /// Whether this is a JSON API request.
    public var isAPI: Bool { request.path.hasPrefix("/api/") }
}
