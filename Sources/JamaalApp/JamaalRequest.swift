import Foundation
import HTTPServer
import JamaalPersistence
import JamaalRoutes
import Routing
import Security
import ServerSupport

/// One request as a Jamaal handler sees it (the web kernel's context): the request, the environment and the one
/// instant it is handled at.
///
/// ```swift
/// routes.add(JamaalRoute.setLevel) { req in try req.store.write { … }; return .redirect(to: JamaalRoute.today.path()) }
/// ```
public final class JamaalRequest: WebContext {
    public let request: Request
    public let environment: JamaalEnvironment
    /// The instant this request is handled at (read once, so one request sees one `now`).
    public let now: Date
    private(set) var csrfID: String?
    private(set) var newCookies: [Cookie] = []
    private var issuedToken: String?

    /// The cookie naming this browser's CSRF identity.
    static let csrfCookie = "jm_csrf"

    init(request: Request, environment: JamaalEnvironment, now: Date) {
        self.request = request
        self.environment = environment
        self.now = now
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

    /// The store.
    public var store: JamaalStore { environment.store }

    /// The request's form fields (urlencoded or multipart), or 400/415.
    public func form() throws -> FormData { try request.formData() }

    /// Whether this is a JSON API request.
    public var isAPI: Bool { request.path.hasPrefix("/api/") }
}
