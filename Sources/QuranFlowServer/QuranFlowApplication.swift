import Foundation
import HTTPServer

/// The QuranFlow web app and JSON API as one in-process pipeline: what the HTTP server serves, and what tests call directly.
///
///     let app = QuranFlowApplication(environment: env)
///     let response = app.application.respond(to: Request(method: .GET, path: "/sign-in"))
public final class QuranFlowApplication: Sendable {
    public let environment: ServerEnvironment
    public let routes: RouteTable
    public let jobs: JobRunner
    public let application: Application

    public init(environment: ServerEnvironment, accessLog: Bool = true) {
        self.environment = environment
        routes = RouteTable(environment: environment)
        jobs = JobRunner(environment: environment, handlers: MaintenanceJobs.handlers)

        WebAccountRoutes.register(on: routes)
        AdminRoutes.register(on: routes)
        ShellRoutes.register(on: routes)
        LearnRoutes.register(on: routes)
        SubmissionRoutes.register(on: routes)
        ReviewRoutes.register(on: routes); FeedbackRoutes.register(on: routes); NotificationRoutes.register(on: routes)
        SessionRoutes.register(on: routes)  // Routes/SessionRoutes.swift
        RecordingRoutes.register(on: routes)  // Routes/RecordingRoutes.swift
        CalendarRoutes.register(on: routes)  // Routes/CalendarRoutes.swift
        LiveClassRoutes.register(on: routes)  // Routes/LiveClassRoutes.swift
        CoachScheduleRoutes.register(on: routes)  // Routes/CoachScheduleRoutes.swift
        BookingRoutes.register(on: routes)  // Routes/BookingRoutes.swift
        AppointmentRoutes.register(on: routes)  // Routes/AppointmentRoutes.swift
        NotificationSettingsRoutes.register(on: routes)  // Routes/NotificationSettingsRoutes.swift
        APIRoutes.register(on: routes)
        StaticRoutes.register(on: routes)
        if environment.testClockEnabled { TestClockRoutes.register(on: routes, jobs: jobs) }
        let documented = routes
        routes.add(.GET, "/api/openapi.json", access: .anyone) { _ in
            try .json(OpenAPIDocument(routes: documented.routes))
        }

        var middlewares: [any Middleware] = [SecurityHeaders(), Compression()]
        if accessLog {
            let log = environment.accessLog ?? environment.log
            middlewares.insert(AccessLog { log($0) }, at: 0)
        }
        application = Application(router: routes.router, middlewares: middlewares) { error, request in
            Self.errorResponse(error, for: request)
        }
    }

    /// JSON for the API, a page for people. Every status comes from the error itself; only a bug gives 500.
    static func errorResponse(_ error: HTTPError, for request: Request) -> Response {
        var response: Response
        if request.path.hasPrefix("/api/") {
            struct Body: Encodable {
                struct Detail: Encodable { let status: Int; let message: String; let field: String? }
                let error: Detail
            }
            response = (try? Response.json(Body(error: .init(status: error.status.code, message: error.message, field: error.field)),
                                           status: error.status))
                ?? .text(error.message, status: error.status)
        } else {
            response = .html(ErrorPage.render(status: error.status, message: error.message), status: error.status)
        }
        for (name, value) in error.headers { response.headers.set(name: name, value: value) }
        return response
    }
}
