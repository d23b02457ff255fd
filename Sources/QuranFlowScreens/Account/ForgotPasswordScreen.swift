/// Asking for a reset link: the email, the refusal if it was not an address, or — once `sent` — the answer that says
/// the same whether or not an account exists for it.
public struct ForgotPasswordScreen: Equatable, Sendable {
    public let email: String
    public let error: String?
    public let sent: Bool

    public init(email: String = "", error: String? = nil, sent: Bool = false) {
        self.email = email
        self.error = error
        self.sent = sent
    }

    /// The answer once a link is asked for.
    public var sentNotice: String { "If an account exists for \(email), we've sent it a link. It works once, for one hour." }
}
