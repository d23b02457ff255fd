/// An account rule that was broken, in words a person can read. The server maps `kind` to an HTTP status.
public struct AccountError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// Bad input (400): names the field.
        case invalid
        /// The email is taken (409).
        case conflict
        /// Wrong email or password, expired session (401).
        case unauthenticated
        /// Too many attempts (429), with seconds to wait.
        case throttled(retryAfter: Int)
        /// The link or token is not valid any more (400 on the page, with a way forward).
        case expired
        /// No such account (404).
        case notFound
    }

    public let kind: Kind
    public let message: String
    public let field: String?

    public init(_ kind: Kind, _ message: String, field: String? = nil) {
        self.kind = kind
        self.message = message
        self.field = field
    }

    public var description: String { message }

    static let wrongCredentials = AccountError(.unauthenticated, "That email or password is not right.")
}
