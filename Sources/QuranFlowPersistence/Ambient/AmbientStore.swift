import Accounts
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// What the ambient snapshot needs beyond the student's world, read in two queries: each week's lesson videos and how
/// many the student has watched (``VideoProgress``'s rule, recorded as `watched_at`), and the instants of their latest
/// watch and record events (the Smart Stack's practice hour).
///
/// ```swift
/// let progress = try AmbientStore(database: db).lessonProgress(account: sarah.id, term: fall.id)
/// progress[8]   // LessonProgress(videos: 3, watched: 2)
/// ```
public struct AmbientStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// A week's lesson videos and how many of them the student watched.
    public struct LessonProgress: Hashable, Sendable {
        public let videos: Int
        public let watched: Int
        public init(videos: Int, watched: Int) {
            self.videos = videos
            self.watched = watched
        }
    }

    /// Each week of `term` that has lesson videos, with `account`'s watched count.
    public func lessonProgress(account: ID<Account>, term: ID<Term>) throws -> [Int: LessonProgress] {
        let prefix = MediaOwner.lesson(term: term, week: 0).key.dropLast(1)  // "term:<id>/week:"
        let rows = try database.read { db in
            try db.query(
                """
                SELECT m.owner AS owner, COUNT(*) AS videos, COUNT(p.watched_at) AS watched
                FROM media m LEFT JOIN playback_positions p ON p.media_id = m.id AND p.account_id = $1
                WHERE m.kind = $2 AND m.owner LIKE $3
                GROUP BY m.owner
                """,
                [.text(account.rawValue), .text(MediaKind.lessonVideo.rawValue), .text(prefix + "%")])
        }
        var progress: [Int: LessonProgress] = [:]
        for row in rows {
            guard let week = Int(try row.string("owner").dropFirst(prefix.count)) else { continue }
            progress[week] = LessonProgress(
                videos: Int(clamping: try row.int64("videos")), watched: Int(clamping: try row.int64("watched")))
        }
        return progress
    }

    /// The instants of `account`'s latest `limit` watch events (a lesson video played) and submissions, newest last.
    public func practiceEvents(account: ID<Account>, limit: Int = 10) throws -> [Date] {
        let count = Int64(max(1, min(limit, 100)))
        let instants = try database.read { db in
            let watched = try db.query(
                "SELECT updated_at AS at FROM playback_positions WHERE account_id = $1 ORDER BY updated_at DESC LIMIT $2",
                [.text(account.rawValue), .integer(count)])
            let recorded = try db.query(
                "SELECT submitted_at AS at FROM submissions WHERE student_id = $1 ORDER BY submitted_at DESC LIMIT $2",
                [.text(account.rawValue), .integer(count)])
            return try (watched + recorded).map { try $0.date("at") }
        }
        return Array(instants.sorted().suffix(Int(count)))
    }
}
