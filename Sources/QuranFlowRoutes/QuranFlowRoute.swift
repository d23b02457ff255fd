import Identifiers
import QuranFlowCore
import Routing

/// Every QuranFlow route, declared once: the router registers its handler against the declaration, and screens,
/// views and handlers print their links through the same value — so a link and the route that serves it cannot
/// disagree, and a screen's JSON twin is declared with its page.
///
/// ```swift
/// QuranFlowRoute.lesson.path(8)                              // "/learn/week/8"
/// QuranFlowRoute.sessions.path(query: DayQuery(day: date))   // "/sessions?day=2026-10-27"
/// ```
public enum QuranFlowRoute {
    /// Home: each role's first screen, or sign-in.
    public static let home = QuranFlowEndpoint(.get, "/", access: .anyone)
    /// The browser's sign-in page.
    public static let signIn = QuranFlowEndpoint(.get, "/sign-in", query: SignInQuery.self, access: .anyone)
    /// Signing in from the page's form.
    public static let submitSignIn = QuranFlowEndpoint(.post, "/sign-in", access: .anyone, rateLimit: QuranFlowRateLimit.signIn)
    /// Signing out (a POST form).
    public static let signOut = QuranFlowEndpoint(.post, "/sign-out", access: .anyone, feature: .signOut)
    /// The signed-in account's page.
    public static let account = QuranFlowEndpoint(.get, "/account", query: AccountQuery.self, access: .signedIn)
    /// Changing the password (form `current_password`, `password`): every other session ends, this browser gets a new one.
    public static let changePassword = QuranFlowEndpoint(
        .post, "/account/password", access: .signedIn, statuses: [403, 422, 429], rateLimit: QuranFlowRateLimit.signIn)
    /// The emailed unlock link: a page with a button.
    public static let unlock = QuranFlowEndpoint(.get, "/unlock", query: TokenQuery.self, access: .anyone)
    /// The unlock link's button.
    public static let submitUnlock = QuranFlowEndpoint(.post, "/unlock", access: .anyone)
    /// Asking for a password-reset link.
    public static let forgotPassword = QuranFlowEndpoint(.get, "/forgot-password", access: .anyone)
    /// Sending the password-reset link.
    public static let submitForgotPassword = QuranFlowEndpoint(.post, "/forgot-password", access: .anyone)
    /// The emailed reset link: the new-password form.
    public static let resetPassword = QuranFlowEndpoint(.get, "/reset-password", query: TokenQuery.self, access: .anyone)
    /// Setting the new password.
    public static let submitResetPassword = QuranFlowEndpoint(.post, "/reset-password", access: .anyone)

    /// The web app's own assets.
    public static let staticFile = QuranFlowEndpoint(.get, "/static/*path", String.self, access: .anyone, kind: .file)
    /// The Qur'an fonts, from the system's font packages.
    public static let font = QuranFlowEndpoint(.get, "/fonts/:name", String.self, access: .anyone, kind: .file)
    /// Whether the server answers (for load balancers).
    public static let health = QuranFlowEndpoint(.get, "/health", access: .anyone, kind: .file)
    /// 200 only when the database answers and every migration is applied (HAProxy's health check); `/health` stays the
    /// liveness check.
    public static let ready = QuranFlowEndpoint(.get, "/ready", access: .anyone, kind: .file)
    /// The Prometheus metrics (loopback, or `Authorization: Bearer` the metrics token; anyone else sees nothing here).
    public static let metrics = QuranFlowEndpoint(.get, "/metrics", access: .anyone, kind: .file)
    /// Moves the test clock and runs the jobs that became due (`--test-clock` only, loopback only).
    public static let testClock = QuranFlowEndpoint(.post, "/_test/clock", access: .testClock)
    /// The OpenAPI document of the JSON API (a document about the API, not one of its operations).
    public static let openAPI = QuranFlowEndpoint(.get, "/api/openapi.json", access: .anyone, kind: .file)
}
