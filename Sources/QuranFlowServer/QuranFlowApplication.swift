import Foundation
import HTTPServer
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowRoutes
import Routing
import ServerSupport

/// The QuranFlow web app and JSON API as one in-process pipeline: what the HTTP server serves, and what tests call directly.
///
///     let app = QuranFlowApplication(environment: env)
///     let response = app.application.respond(to: Request(method: .get, path: "/sign-in"))
public final class QuranFlowApplication: Sendable {
    public let environment: ServerEnvironment
    public let routes: AppRoutes
    public let jobs: JobRunner
    /// Sends queued push and mail (``DeliveryWorker``); `serve`'s timer and the test clock run it.
    public let delivery: DeliveryWorker
    public let application: Application
    /// Requests by route and status and their latency, for `/metrics`.
    public let metrics = HTTPMetrics()

    /// The app over `environment`; `jobHandlers` are the job kinds its runner knows (the demo's are added by whoever
    /// seeds the demo world, `quranflow serve --demo`).
    public init(
        environment: ServerEnvironment, accessLog: Bool = true, jobHandlers: [String: JobHandler] = MaintenanceJobs.handlers,
        backgroundJobKinds: Set<String> = []
    ) {
        self.environment = environment
        routes = AppRoutes(product: QuranFlowProduct(environment: environment))
        jobs = JobRunner(
            environment: environment.store, handlers: jobHandlers, background: backgroundJobKinds, pause: environment.jobPause)
        delivery = DeliveryWorker(environment: environment.store, settings: environment.delivery)

        WebAccountRoutes.register(on: routes)
        AdminRoutes.register(on: routes)
        AdminEnrolmentRoutes.register(on: routes)
        AdminCoachRoutes.register(on: routes)
        AdminCurriculumRoutes.register(on: routes)
        AdminSessionRoutes.register(on: routes)
        AdminInsightsRoutes.register(on: routes)
        AdminMediaRoutes.register(on: routes)
        ShellRoutes.register(on: routes)
        LearnRoutes.register(on: routes)
        SubmissionRoutes.register(on: routes)
        ReviewRoutes.register(on: routes)
        FeedbackRoutes.register(on: routes)
        NotificationRoutes.register(on: routes)
        SessionRoutes.register(on: routes)
        RecordingRoutes.register(on: routes)
        CalendarRoutes.register(on: routes)
        LiveClassRoutes.register(on: routes)
        CoachScheduleRoutes.register(on: routes)
        BookingRoutes.register(on: routes)
        AppointmentRoutes.register(on: routes)
        NotificationSettingsRoutes.register(on: routes)
        PushRoutes.register(on: routes)
        MessageRoutes.register(on: routes)
        AnnouncementRoutes.register(on: routes)
        AmbientRoutes.register(on: routes)
        BillingRoutes.register(on: routes)
        SubscriptionRoutes.register(on: routes)
        PhotoRoutes.register(on: routes)
        WelcomeRoutes.register(on: routes)
        PersonalDetailsRoutes.register(on: routes)
        CoachProfileRoutes.register(on: routes)
        ScriptRoutes.register(on: routes)
        OnboardingRoutes.register(on: routes)
        APIRoutes.register(on: routes)
        StaticRoutes.register(on: routes)
        OperatorRoutes.register(on: routes, metrics: metrics)
        if environment.testClockEnabled { TestClockRoutes.register(on: routes, jobs: jobs, delivery: delivery) }
        // Last: a report names the screen it came from by reading the table of every other route.
        let screens = ScreenDirectory(routes)
        ReportRoutes.register(on: routes, screens: screens)
        let documented = routes
        routes.add(QuranFlowRoute.openAPI) { _ in
            try .json(try Self.openAPIDocument(documented.routes))
        }

        var middlewares: [any Middleware] = [
            TransportSecurity(trust: environment.proxyTrust), SecurityHeaders(), Compression(), ReportOriginMiddleware(screens: screens),
        ]
        // Outermost, always: it counts every request for /metrics; its lines go to the log when `accessLog` is on.
        let log = environment.accessLog ?? environment.log
        middlewares.insert(AccessLog(metrics: metrics) { line in if accessLog { log(line) } }, at: 0)
        application = routes.application(middlewares: middlewares)
    }

    /// The OpenAPI document of every JSON route registered in `routes`.
    public static func openAPIDocument(_ routes: [RegisteredRoute]) throws -> OpenAPIDocument {
        try OpenAPIDocument(
            title: "QuranFlow API",
            description: "JSON API of the QuranFlow server. Authenticate with `Authorization: Bearer <token>` from POST /api/session.",
            routes: routes)
    }
}
