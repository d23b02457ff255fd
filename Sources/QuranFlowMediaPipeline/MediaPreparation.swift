import Database

/// Whether media files are still being made in the background (the demo world's media job), so a screen can say
/// "Preparing this recording…" where a file is not there yet, instead of an empty state.
///
/// ```swift
/// try MediaPreparation.isRunning(in: db)   // true for the first minutes after `make run`
/// ```
public enum MediaPreparation {
    /// The job that makes the files (``QuranFlowDemo/DemoMedia`` schedules it).
    public static let jobKind = "demo.media"

    /// Whether the job is waiting or running.
    public static func isRunning(in database: any Database) throws -> Bool {
        try JobQueue(database: database).waitingCount(kind: jobKind) > 0
    }
}
