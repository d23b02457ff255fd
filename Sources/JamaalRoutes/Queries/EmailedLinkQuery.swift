import Routing

/// `?token=…` of an emailed link (``JamaalRoute/resetPassword``, ``JamaalRoute/unlock``): the single-use token the mail
/// carried. Any text is accepted here; the link's page says whether it can still be used.
///
/// ```swift
/// JamaalRoute.resetPassword.path(query: EmailedLinkQuery(token: "abc"))   // "/reset-password?token=abc"
/// ```
public struct EmailedLinkQuery: RouteQuery {
    public var token: String?

    public init(token: String? = nil) { self.token = token }
}
