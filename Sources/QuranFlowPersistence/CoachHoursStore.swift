import Database
import Foundation
import Identifiers
import QuranFlowCore

/// What a coach's hours are made of (``CoachHours`` adds them up): their reviews' logged activity (`review_activity`)
/// and the live meetings they started and ended (`live_rooms`, `one_to_one_rooms`), for a period.
///
/// ```swift
/// let work = try CoachHoursStore(database: env.database).work(of: amina.id, overlapping: term)
/// CoachHours(work: work, in: week).label
/// ```
public struct CoachHoursStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// How far before a period a review's first event or a meeting's Start may lie and still reach into it.
    static let reach: TimeInterval = 86_400

    /// The coach's reviews with activity in `period` (each with its whole log) and the meetings they taught that
    /// overlap it.
    public func work(of coach: ID<Coach>, overlapping period: DateInterval) throws -> [CoachWork] {
        let from = SQLValue(period.start.addingTimeInterval(-Self.reach)), to = SQLValue(period.end)
        return try database.read { db in
            var work: [CoachWork] = []
            let reviews = try db.query(
                """
                SELECT DISTINCT r.submission_id, s.week, st.short_name FROM reviews r
                JOIN review_activity ra ON ra.submission_id = r.submission_id
                JOIN submissions s ON s.id = r.submission_id JOIN students st ON st.account_id = s.student_id
                WHERE r.coach_id = $1 AND ra.at >= $2 AND ra.at < $3
                """, [.text(coach.rawValue), from, to])
            for row in reviews {
                let events = try db.query(
                    "SELECT kind, at, lasting_ms FROM review_activity WHERE submission_id = $1 ORDER BY at",
                    [
                        .text(try row.string("submission_id"))
                    ]
                ).compactMap { event -> ActivityEvent? in
                    guard let kind = ActivityEvent.Kind(rawValue: try event.string("kind")) else { return nil }
                    return ActivityEvent(kind, at: try event.date("at"), lasting: Double(try event.int64("lasting_ms")) / 1000)
                }
                work.append(
                    .review(title: "Review · \(try row.string("short_name")) · Week \(try row.int("week"))", events: events))
            }
            let group = try db.query(
                """
                SELECT r.started_at, r.ended_at, s.kind, s.title FROM live_rooms r JOIN live_sessions s ON s.id = r.session_id
                WHERE r.started_by = $1 AND r.ended_at IS NOT NULL AND r.started_at >= $2 AND r.started_at < $3
                """, [.text(coach.rawValue), from, to])
            for row in group {
                let kind = SessionKind(rawValue: try row.string("kind"))
                let title = try row.string("title")
                let name = [kind?.chipLabel, title.isEmpty ? nil : title].compactMap { $0 }.joined(separator: " · ")
                work.append(.meeting(title: name, start: try row.date("started_at"), end: try row.date("ended_at")))
            }
            let single = try db.query(
                """
                SELECT r.started_at, r.ended_at, st.short_name FROM one_to_one_rooms r
                LEFT JOIN one_to_one_bookings b ON b.id IN ('series:' || r.booking_id, 'single:' || r.booking_id) LEFT JOIN students st ON st.account_id = b.student_id
                WHERE r.started_by = $1 AND r.ended_at IS NOT NULL AND r.started_at >= $2 AND r.started_at < $3
                """, [.text(coach.rawValue), from, to])
            for row in single {
                let student = try row.optionalString("short_name")
                work.append(
                    .meeting(
                        title: student.map { "1:1 · \($0)" } ?? "1:1", start: try row.date("started_at"), end: try row.date("ended_at")))
            }
            return work
        }
    }
}
