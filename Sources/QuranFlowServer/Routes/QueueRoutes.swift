import Accounts
import Database
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowScreens
import QuranFlowWeb
import Synchronization

/// The coach's review queue (SakCoachQueue) as a page and as JSON. A page is built at the request's instant and kept by
/// (coach, order, minute) while the database is unchanged (its change counter). A submission joins the queue when its
/// revoke window closes, and that closing is a write (the `loop.close-revoke-window` job), so a page kept from earlier
/// in the minute is rebuilt at once rather than at the next minute.
enum QueueRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: RouteTable) {
        let coach = Access.roles([.coach])
        routes.add(.GET, "/coach", access: coach) { ctx in
            .shared(try cached(ctx, json: false) { screen in
                CoachPages.queue(screen, shell: CoachShell.make(current: .queue, destinations: destinations))
            }, contentType: "text/html; charset=utf-8")
        }
        routes.add(.GET, "/api/screens/coach/queue", access: coach, api: APIDoc(
            "The review queue (SakCoachQueue) of the signed-in coach, its first 50 rows. Query: sort = oldest | level | fewest.",
            response: .object([("screenID", .string())], required: []))) { ctx in
            .shared(try cached(ctx, json: true) { screen in
                guard case .bytes(let bytes) = try Response.json(screen).body else { return "{}" }
                return String(decoding: bytes, as: UTF8.self)
            }, contentType: "application/json; charset=utf-8")
        }
    }

    /// The page's bytes, kept and sent without a copy (31 KB for 50 rows: copying it per request was a third of the
    /// difference to nginx serving the same file).
    private static func cached(_ ctx: RequestContext, json: Bool, render: (CoachQueueScreen) throws -> String) throws -> SharedBytes {
        let account = try ctx.requireAccount()
        let sort = try ShellRoutes.sortOrder(ctx)
        let minute = StudentWorldKey.minute(of: ctx.now)
        let key = QueuePageKey(account: account.id, sort: sort.queryValue, minute: minute, json: json)
        if let page = ctx.environment.queuePages.value(for: key, counter: ctx.changeCounter) { return page }
        // One request builds a missing page while the others wait for it, instead of every connection building it at once.
        return try ctx.environment.queueFill.run {
            if let page = ctx.environment.queuePages.value(for: key, counter: ctx.changeCounter) { return page }
            let world = try WorldLoader(environment: ctx.environment, now: ctx.now).queueWorld(for: account)
            let page = SharedBytes(try render(CoachQueueScreen.make(world, sort: sort, destinations: destinations)))
            ctx.environment.queuePages.store(page, for: key, counter: ctx.changeCounter)
            return page
        }
    }
}

/// Lets one caller at a time fill a cache (the others then find what it stored).
final class CacheFill: Sendable {
    private let mutex = Mutex<Void>(())

    func run<T>(_ body: () throws -> T) throws -> T {
        try mutex.withLock { _ in try body() }
    }
}

/// A queue page or JSON kept for one coach, order and minute.
struct QueuePageKey: Hashable, Sendable {
    let account: ID<Account>
    let sort: String
    let minute: Date
    let json: Bool
}

extension WorldLoader {
    /// What the queue needs, in one read: the coach, the students with a submission in review whose window has closed,
    /// and those students' submissions in their current terms (for "Fewest submissions").
    func queueWorld(for account: Account) throws -> CoachWorld {
        try store.database.read { db in
            guard let row = try db.queryOne("""
                SELECT c.account_id, c.display_name, c.meeting_link, a.name, a.zone FROM coaches c JOIN accounts a ON a.id = c.account_id WHERE c.account_id = $1
                """, [.text(account.id.rawValue)]) else {
                throw HTTPError(.conflict, "Your coach profile is still being set up by your programme admin.")
            }
            let coach = try ProgrammeStore.coach(from: row)
            let ids = try db.query("""
                SELECT DISTINCT s.student_id FROM submissions s JOIN students st ON st.account_id = s.student_id
                WHERE st.coach_id = $1 AND s.status = $2 AND s.revoke_window_closes_at <= $3
                """, [.text(coach.id.rawValue), .text(SubmissionStatus.inReview.rawValue), SQLValue(now)]).map { try $0.string("student_id") }
            var students: [Student] = []
            var submissions: [Submission] = []
            for id in ids.sorted() {
                guard let (student, term, _) = try ProgrammeStore.student(id: ID(id), at: now, in: db) else { continue }
                students.append(student)
                submissions += try ProgrammeStore.submissions(ofStudent: student.id, term: term.id, in: db)
            }
            return CoachWorld(coach: coach, students: students, submissions: submissions, now: now)
        }
    }
}
