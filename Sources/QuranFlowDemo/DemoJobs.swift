import QuranFlowJobs
import QuranFlowPersistence

/// Every job kind of a server that runs the demo world: the server's own and the demo's media job.
///
/// ```swift
/// QuranFlowApplication(environment: env, jobHandlers: DemoJobs.handlers)
/// ```
public enum DemoJobs {
    public static var handlers: [String: JobHandler] {
        MaintenanceJobs.handlers.merging(DemoMedia.handlers) { first, _ in first }
    }

    /// The kinds that run long in the background (the demo's media, minutes of synthesis and encoding).
    public static let background: Set<String> = [DemoMedia.jobKind]
}
