import Accounts
import Database
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import Synchronization

/// The coach's review queue (SakCoachQueue) as a page and as JSON. A page is built at the request's instant and kept by
/// (coach, order, minute) while the database is unchanged (its change counter). A submission joins the queue when its
/// revoke window closes, and that closing is a write (the `loop.close-revoke-window` job), so a page kept from earlier
/// in the minute is rebuilt at once rather than at the next minute.
enum QueueRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.coachQueue) { ctx, query in
            .shared(
                try cached(ctx, sort: query.sort ?? .oldestFirst, json: false) { screen in
                    CoachPages.queue(screen, shell: CoachShell.make(current: .queue, destinations: destinations))
                }, contentType: "text/html; charset=utf-8")
        }
        routes.twin(of: QuranFlowRoute.coachQueue, model: CoachQueueScreen.self) { ctx, query in
            .shared(
                try cached(ctx, sort: query.sort ?? .oldestFirst, json: true) { screen in
                    guard case .bytes(let bytes) = try Response.json(screen).body else { return "{}" }
                    return String(decoding: bytes, as: UTF8.self)
                }, contentType: "application/json; charset=utf-8")
        }
    }

    /// The page's bytes, kept and sent without a copy (31 KB for 50 rows: copying it per request was a third of the
    /// difference to nginx serving the same file).
    private static func cached(_ ctx: RequestContext, sort: QueueSortOrder, json: Bool, render: (CoachQueueScreen) throws -> String) throws
        -> SharedBytes
    {
        let account = try ctx.requireAccount()
        let minute = StudentWorldKey.minute(of: ctx.now)
        let key = QueuePageKey(account: account.id, sort: sort.queryValue, minute: minute, json: json)
        if let page = ctx.environment.queuePages.value(for: key, counter: ctx.changeCounter) { return page }
        // One request builds a missing page while the others wait for it, instead of every connection building it at once.
        return try ctx.environment.queueFill.run {
            if let page = ctx.environment.queuePages.value(for: key, counter: ctx.changeCounter) { return page }
            let world = try WorldLoader(environment: ctx.environment.store, now: ctx.now).queueWorld(for: account)
            let unread = try MessageStore(database: ctx.environment.database).unreadCount(for: account.id.rawValue)
            let page = SharedBytes(
                try render(CoachQueueScreen.make(world, sort: sort, destinations: destinations, unreadMessages: unread)))
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
