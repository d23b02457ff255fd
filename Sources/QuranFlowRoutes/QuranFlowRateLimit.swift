import Routing

/// QuranFlow's request budgets, declared on the routes they guard (`rateLimit:`), each counted per signed-in account
/// (sign-in per client address). Generous for a person — the demo and every test suite stay far below them — and a
/// wall for a script. Over one: 429 with `Retry-After` and "Too many messages: at most 200 every 10 minutes. …".
///
/// ```swift
/// QuranFlowEndpoint(.post, "/messages/:coach", ID<Coach>.self, access: .students, rateLimit: QuranFlowRateLimit.messages)
/// ```
public enum QuranFlowRateLimit {
    /// Signing in (the page's form and the API's session), per client address, every attempt counted; failed
    /// attempts are also throttled per email and address across processes by `SignInThrottle`.
    public static let signIn = RateLimit("sign-in attempts", limit: 100, window: 10 * 60, per: .client)
    /// Text and voice messages, students' and coaches', from the page and the API.
    public static let messages = RateLimit("messages", limit: 200, window: 10 * 60)
    /// Recordings (submissions, practice takes, a coach's spoken reply), profile photos and the admins' media uploads.
    public static let uploads = RateLimit("uploads", limit: 30, window: 10 * 60)
    /// Reports of an issue, from the page, the sheet and the API.
    public static let reports = RateLimit("issue reports", limit: 20, window: 60 * 60)
}
