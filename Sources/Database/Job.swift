import Foundation

/// A job handed out by ``JobQueue/claim(now:worker:limit:lease:)``.
///
/// ```swift
/// for job in try queue.claim(now: Date(), worker: "w1", limit: 10, lease: 60) { handle(job) }
/// ```
public struct Job: Sendable, Hashable {
    /// The job's id (unique in the queue).
    public let id: String
    /// What to do; the app dispatches on it.
    public let kind: String
    /// Opaque payload, typically JSON.
    public let payload: String
    /// When the job became (or becomes) due.
    public let runAt: Date
    /// How many times the job has been claimed, including this claim (1 on the first run).
    public let attempts: Int
    /// The error recorded by the previous ``JobQueue/fail(_:error:retryAt:)``, if any.
    public let lastError: String?
    /// The worker holding this claim's lease (empty for a job value not obtained by a claim).
    public let worker: String

    /// Creates a job value.
    ///
    /// ```swift
    /// let job = Job(id: "j1", kind: "email", payload: "{}", runAt: Date(), attempts: 1)
    /// ```
    public init(
        id: String, kind: String, payload: String, runAt: Date, attempts: Int, lastError: String? = nil,
        worker: String = ""
    ) {
        self.worker = worker
        self.id = id
        self.kind = kind
        self.payload = payload
        self.runAt = runAt
        self.attempts = attempts
        self.lastError = lastError
    }
}
