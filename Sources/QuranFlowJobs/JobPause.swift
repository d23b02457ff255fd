import Database
import Foundation

/// A test-only pause between a job's work and its completion, on the job's first attempt: a test can then kill the
/// process at the worst moment — the work done (a notification stored), the job still held under this process's
/// lease — and prove another process finishes it after the lease without doing the work twice.
/// `quranflow serve --test-clock` reads it from `QURANFLOW_TEST_JOB_PAUSE`.
///
///     JobPause(parsing: "sessions.reminder=30")  // JobPause(kind: "sessions.reminder", seconds: 30)
public struct JobPause: Sendable, Equatable {
    public let kind: String
    public let seconds: Double

    /// The longest pause: a job's lease is 300 s, and a pause past it would let another process claim the job while
    /// this one still holds it in hand.
    public static let longest: Double = 240

    /// `kind=seconds` (seconds > 0 and ≤ ``longest``), or `nil` for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, !parts[0].isEmpty, parts[0].count <= 64,
            let seconds = Double(parts[1]), seconds.isFinite, seconds > 0, seconds <= Self.longest
        else { return nil }
        kind = parts[0]
        self.seconds = seconds
    }

    /// Whether `job` pauses: its kind, on its first attempt (a retry runs straight through).
    public func applies(to job: Job) -> Bool {
        job.kind == kind && job.attempts == 1
    }
}
