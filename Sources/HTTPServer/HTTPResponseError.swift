/// An error that knows its HTTP answer. Every error type a handler can throw conforms — ``HTTPError`` itself, and each
/// domain error type through one extension in the server layer — so the application renders it with its own status
/// and words, and only an error no one mapped (a bug) becomes a 500.
///
/// ```swift
/// extension BookingError: HTTPResponseError {
///     public var httpError: HTTPError { HTTPError(.conflict, message) }
/// }
/// ```
public protocol HTTPResponseError: Error {
    /// The status, message, field and headers to answer with.
    var httpError: HTTPError { get }
}

extension HTTPError: HTTPResponseError {
    /// Itself.
    public var httpError: HTTPError { self }
}
