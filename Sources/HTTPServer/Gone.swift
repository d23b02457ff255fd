/// A 410 about a thing that existed and is no more — a recording its student revoked — with the sentence that says so
/// (#41: typed refusals instead of hand-built `HTTPError`s). Something that never was, or is not yours, is a
/// ``NotFound``.
///
/// ```swift
/// if wasRevoked { throw Gone(LoopError.alreadyRevoked.message) }   // 410 "This recording was already taken back."
/// ```
public struct Gone: HTTPResponseError, Sendable, Equatable {
    /// What is gone and why, a sentence a person can read.
    public let reason: String

    /// A 410 saying `reason`.
    public init(_ reason: String) {
        self.reason = reason
    }

    public var httpError: HTTPError { HTTPError(HTTPStatus(code: 410), reason) }
}
