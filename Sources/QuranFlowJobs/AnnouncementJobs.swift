import Database
import Foundation
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes

/// Scheduled announcements as jobs: one `announcements.publish` job per post and publish time, due then. Running it
/// fans the post out (``AnnouncementStore/publishDue(_:boardLink:at:)``), which happens at most once whatever runs it,
/// however often: a rescheduled post's old job finds it not yet due and does nothing; its new job sends it.
///
/// ```swift
/// try AnnouncementJobs.schedule(post, in: env)
/// ```
public enum AnnouncementJobs {
    public static let kind = "announcements.publish"

    public static var handlers: [String: JobHandler] {
        [
            kind: { job, env in
                let sent = try AnnouncementStore(database: env.database).publishDue(
                    job.payload, boardLink: QuranFlowRoute.announcements.path(), at: max(env.now, job.runAt))
                if sent > 0 { env.log("announcement \(job.payload) published to \(sent) students") }
            }
        ]
    }

    /// Enqueues the publishing of a post whose time has not come (nothing for one already out).
    public static func schedule(_ post: Announcement, in env: StoreEnvironment) throws {
        guard post.publishAt > env.now, post.unpublishedAt == nil else { return }
        // Already scheduled for this time: nothing more.
        try JobQueue(database: env.database).enqueueOnce(
            kind: kind, payload: post.id, runAt: post.publishAt,
            id: "announcement:\(post.id):\(Int64(post.publishAt.timeIntervalSince1970 * 1000))", now: env.now)
    }
}
