import Foundation
import HTTPServer
import JamaalCore
import Synchronization

/// A route as declared: method, pattern and who may call it.
public struct JamaalDeclaredRoute: Sendable {
    public let method: HTTPMethod
    public let pattern: String
    public let access: JamaalAccess
}

/// Jamaal's route table: every route declares its access; unsafe methods need a CSRF token (except the test clock);
/// domain refusals become 4xx with the rule's own words.
///
///     routes.add(.GET, "/today", access: .person) { req in .html(TodayPage.render(req)) }
public final class JamaalRoutes: Sendable {
    public let router = Router()
    let environment: JamaalEnvironment
    private let declared = Mutex<[JamaalDeclaredRoute]>([])

    init(environment: JamaalEnvironment) { self.environment = environment }

    /// Every declared route, in registration order.
    public var routes: [JamaalDeclaredRoute] { declared.withLock { $0 } }

    /// Declares a route. `access` has no default.
    public func add(
        _ method: HTTPMethod, _ pattern: String, access: JamaalAccess, maxBodyBytes: Int? = nil,
        _ handler: @escaping @Sendable (JamaalRequest) throws -> Response
    ) {
        declared.withLock { $0.append(JamaalDeclaredRoute(method: method, pattern: pattern, access: access)) }
        let environment = self.environment
        router.add(method, pattern, maxBodyBytes: maxBodyBytes) { request in
            try Self.handle(request, access: access, environment: environment, handler: handler)
        }
    }

    private static func handle(
        _ request: Request, access: JamaalAccess, environment: JamaalEnvironment, handler: (JamaalRequest) throws -> Response
    ) throws -> Response {
        if access == .testClock, !(environment.testClockEnabled && request.isLoopback) {
            throw HTTPError(.notFound, "There is nothing at this address.")
        }
        let context = JamaalRequest(request: request, environment: environment, now: environment.now)
        let unsafe = ![.GET, .HEAD, .OPTIONS].contains(request.method)
        if unsafe && access != .testClock {
            let isForm = ["application/x-www-form-urlencoded", "multipart/form-data"].contains(request.contentType ?? "")
            let sent = try request.headers["X-CSRF-Token"] ?? (isForm ? request.formData()["_csrf"] : nil) ?? ""
            guard let id = context.csrfID, environment.csrf.isValid(sent, forSession: id) else {
                throw HTTPError(.forbidden, "This form has expired. Reload the page and try again.")
            }
        }
        var response: Response
        do {
            response = try handler(context)
        } catch let error as JamaalError {
            throw HTTPError(error.httpStatus, error.message)
        }
        for cookie in context.newCookies { response.setCookie(cookie) }
        if !response.headers.contains("Cache-Control") { response.headers.set(name: "Cache-Control", value: "no-store") }
        return response
    }
}

extension JamaalError {
    /// The status of each refusal: a broken rule in what was sent is 422/400; acting on something that has moved on is 409.
    var httpStatus: HTTPStatus {
        switch self {
        case .taskNotOpen, .undoWindowClosed, .nothingToUndo, .sessionNotRunning, .sessionNotPaused, .sessionAlreadyEnded,
            .rolloverNotYet, .habitPaused, .habitArchived, .habitAlreadyPaused, .habitNotPaused:
            .conflict
        default:
            .unprocessableEntity
        }
    }
}
