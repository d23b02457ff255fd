import Database
import HTTPServer

/// The answer while the database cannot be reached (PostgreSQL restarting, a network cut) or stays busy (a
/// serialisation failure, SQLite locked past its timeout): 503 with `Retry-After`, in words a person can act on. The
/// request changed nothing — its transaction never committed — and the pool reconnects on a later request, so the
/// server needs no restart.
///
/// ```swift
/// DatabaseAvailability.answer(to: DatabaseError(.connectionFailed, "server closed the connection"))?.status  // 503
/// ```
public enum DatabaseAvailability {
    /// Seconds a client is asked to wait.
    public static let retryAfterSeconds = 5

    /// The 503 for a database that is down or busy; nil for any other error (a bug stays a 500).
    public static func answer(to error: any Error) -> HTTPError? {
        guard let error = error as? DatabaseError, error.kind == .connectionFailed || error.kind == .busy else { return nil }
        return HTTPError(
            .serviceUnavailable,
            "We can't reach our database for a moment, so nothing was saved. Please try again in a few seconds.",
            headers: ["Retry-After": String(retryAfterSeconds)])
    }
}
