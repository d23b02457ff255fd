import Identifiers
import QuranFlowCore
import Routing

extension QuranFlowRoute {
    /// The admin page: accounts, outgoing mail, the new-account form.
    public static let admin = QuranFlowEndpoint(.get, "/admin", query: AdminQuery.self, access: .admins)
    /// Creating an account from the admin page's form.
    public static let createAccount = QuranFlowEndpoint(.post, "/admin/accounts", access: .admins, statuses: [409, 422])
    /// A student's programme settings (coach, level, year, cohort, city).
    public static let adminStudent = QuranFlowEndpoint(
        .get, "/admin/students/:id", ID<Student>.self, query: AdminStudentQuery.self, access: .admins)
    /// Saving a student's programme settings.
    public static let updateStudent = QuranFlowEndpoint(.post, "/admin/students/:id", ID<Student>.self, access: .admins, statuses: [422])

    /// Sign in for the JSON API: a bearer token.
    public static let apiSignIn = QuranFlowEndpoint(
        .post, "/api/session", access: .anyone, kind: .api(summary: "Sign in: returns a bearer token for the JSON API."),
        statuses: [401, 415, 429], rateLimit: QuranFlowRateLimit.signIn)
    /// Sign out of the JSON API: the token is revoked.
    public static let apiSignOut = QuranFlowEndpoint(
        .delete, "/api/session", access: .signedIn, kind: .api(summary: "Sign out: revokes this token."))
    /// The signed-in account.
    public static let apiMe = QuranFlowEndpoint(.get, "/api/me", access: .signedIn, kind: .api(summary: "The signed-in account."))
    /// Asking for a password-reset link.
    public static let apiPasswordReset = QuranFlowEndpoint(
        .post, "/api/password-reset", access: .anyone,
        kind: .api(summary: "Sends a single-use reset link to the address if an account has it (the answer is the same either way)."),
        statuses: [415])
    /// Setting a new password with a reset token.
    public static let apiConfirmPasswordReset = QuranFlowEndpoint(
        .post, "/api/password-reset/confirm", access: .anyone,
        kind: .api(summary: "Sets a new password with the token from a reset link; ends every session of the account."),
        statuses: [415, 422])
    /// The city search.
    public static let apiCities = QuranFlowEndpoint(
        .get, "/api/cities", query: CitiesQuery.self, access: .anyone,
        kind: .api(summary: "Searches world cities by name (GeoNames, CC BY 4.0), largest first. Query: q, limit (1–50)."))
    /// Every account.
    public static let apiAccounts = QuranFlowEndpoint(.get, "/api/admin/accounts", access: .admins, kind: .api(summary: "Every account."))
    /// Creating an account as JSON.
    public static let apiCreateAccount = QuranFlowEndpoint(
        .post, "/api/admin/accounts", access: .admins, kind: .api(summary: "Creates an account."), statuses: [409, 415, 422])
}
