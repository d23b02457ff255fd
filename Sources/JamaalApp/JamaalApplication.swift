import Foundation
import HTTPServer
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import ServerSupport

/// The Jamaal web app and JSON API as one in-process pipeline: what the HTTP server serves, and what tests call directly.
/// Every request passes the ``HostAllowList`` first (this service's names only); then the web kernel's pipeline
/// (``JamaalProduct``: the signed-in device, CSRF) and the handler of the ``JamaalRoute`` endpoint it matched.
///
///     let app = JamaalApplication(environment: env)
///     let response = app.application.respond(to: Request(method: .get, path: "/today", headers: ["Host": "localhost"]))
public final class JamaalApplication: Sendable {
    public let environment: JamaalEnvironment
    /// Every registered endpoint with its handler.
    public let routes: JamaalRouteTable
    public let application: Application
    /// Requests by route and status and their latency, for `/metrics`.
    public let metrics = HTTPMetrics()

    /// Today's contributors, one per feature that draws on Today (habits, Anchors). Add yours here with one line.
    static let todayContributors: [TodayLoader.Contributor] = [
        TodayHabits.contributor, AnchorToday.contributor, TodayEveningLoader.contributor, WellbeingHistory.contributor,
        FirstEveningLoader.contributor,
        ReminderSource.contributor,
        SubscriptionRoutes.todayContributor,
    ]

    /// Settles a timed habit's focus session (Log it · Stop for now) inside the caller's transaction: saves the ended
    /// session and, for Log it, the habit entry of its whole minutes (`FocusSettlement.settle(_:session:habit:…)`).
    public typealias HabitSessionSettlement = @Sendable (SettleChoice, FocusSession, StoreConnection, Person, Date) throws -> Void
    static let habitSessionSettlement: HabitSessionSettlement? = { choice, session, db, person, now in
        guard case .habit(let habitID, _) = session.subject else { throw JamaalError.logWrongKind }
        let habit = try HabitRoutes.stored(db, habitID)
        let entries = try db.habitEntries(for: habitID, from: session.day.adding(days: -7))
        let outcome = try FocusSettlement.settle(
            choice, session: session, habit: habit, entries: entries, entryID: .random(), today: person.clock.today(at: now), now: now)
        try db.save(outcome.session)
        try HabitFocus.record(db, settled: outcome.habitEntry)
    }

    public init(environment: JamaalEnvironment, accessLog: Bool = true) {
        self.environment = environment
        routes = JamaalRouteTable(product: JamaalProduct(environment: environment))

        SystemRoutes.register(on: routes, metrics: metrics)
        TodayRoutes.register(on: routes, contributors: Self.todayContributors)
        TaskRoutes.register(on: routes, contributors: Self.todayContributors)
        FocusRoutes.register(on: routes, contributors: Self.todayContributors)
        SettingsRoutes.register(on: routes)
        AccountRoutes.register(on: routes)
        AccountLinkRoutes.register(on: routes)
        DeviceRoutes.register(on: routes)
        PasskeyRoutes.register(on: routes)
        HabitRoutes.register(on: routes)
        CategoryRoutes.register(on: routes)
        AnchorRoutes.register(on: routes)
        NightPlanningRoutes.register(on: routes)
        DataRoutes.register(on: routes)
        TimesRoutes.register(on: routes)
        WellbeingRoutes.register(on: routes)
        OnboardingRoutes.register(on: routes)
        ReminderRoutes.register(on: routes)
        SubscriptionRoutes.register(on: routes, contributors: Self.todayContributors)
        StripeWebhookRoutes.register(on: routes)
        if environment.testClockEnabled { TestClockRoutes.register(on: routes) }
        // Last, so the document describes every route above (and itself).
        OpenAPIRoutes.register(on: routes)

        var middlewares: [any Middleware] = [
            TransportSecurity(trust: environment.proxyTrust), SecurityHeaders(permissionsPolicy: PermissionsPolicy.locating),
            environment.hosts, Compression(),
        ]
        // Outermost, always: it counts every request for /metrics; its lines go to the log when `accessLog` is on.
        let log = environment.log
        middlewares.insert(AccessLog(metrics: metrics) { line in if accessLog { log(line) } }, at: 0)
        application = routes.application(middlewares: middlewares)
    }
}
