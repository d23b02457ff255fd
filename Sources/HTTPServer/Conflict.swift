/// A 409: the thing exists, but the state it is in forbids the action now (docs/conventions.md, Status codes), with the
/// reason a person reads — a domain error's words passed on whole (#41: typed refusals instead of hand-built
/// `HTTPError`s).
///
/// ```swift
/// catch let error as OnboardingError { throw Conflict(error.message) }   // 409 "Your welcome is already complete."
/// ```
public struct Conflict: HTTPResponseError, Sendable, Equatable {
    /// Why the action cannot happen now, a sentence a person can read.
    public let reason: String

    /// A 409 saying `reason`.
    public init(_ reason: String) {
        self.reason = reason
    }

    public var httpError: HTTPError { HTTPError(.conflict, reason) }
}
