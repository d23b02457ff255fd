import Calendar
import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalPersistence
import JamaalScreens

/// Loads what Today and the shell need, in one read, after applying the rollover (a live session from an earlier
/// logical day closes at that day's boundary — F05 — in one write, only when there is one).
///
///     let inputs = try TodayLoader.inputs(req)
///     let screen = TodayScreen(inputs)
public enum TodayLoader {
    /// Contributors other features register to fill their Today sections and the meter's habits and Anchors.
    /// Each runs inside Today's read.
    public typealias Contributor = @Sendable (StoreConnection, inout TodayInputs) throws -> Void

    /// The person, creating the default one on first use. A stored person this version can't use (changed by hand
    /// while Jamaal runs) is never taken for a first start and overwritten: the page says so, and the next start serves
    /// the recovery screen (``StoreProblem/unusableRecord(detail:)``).
    public static func person(_ store: JamaalStore, now: Date) throws -> Person {
        if let person = try store.read({ try $0.person() }) { return person }
        return try store.write { db in
            if let person = try db.person() { return person }
            guard try !db.hasUnreadablePerson() else { throw StoreRefusal.unusablePerson }
            let fresh = try Person.fresh(now: now)
            try db.save(fresh)
            return fresh
        }
    }

    /// Closes a live session the rollover has passed. Returns nothing; safe to call on every request.
    public static func applyRollover(_ store: JamaalStore, clock: DayClock, now: Date) throws {
        guard let live = try store.read({ try $0.liveSession() }), live.closedAtRollover(clock: clock, now: now) != nil else { return }
        try store.write { db in
            guard let live = try db.liveSession(), let (closed, _) = live.closedAtRollover(clock: clock, now: now) else { return }
            try db.save(closed)
        }
    }

    /// Today's inputs at `now`.
    public static func inputs(
        store: JamaalStore, person: Person, now: Date, filter: LocalState.StoredFilter?, contributors: [Contributor]
    ) throws -> TodayInputs {
        let clock = person.clock
        let today = clock.today(at: now)
        return try store.read { db in
            let open = try db.openTasks()
            let sessionsToday = try db.sessions(on: today)
            let yesterday = try db.sessions(on: today.adding(days: -1))
            let dismissed = try db.dismissedCarriedOver()
            let carried = yesterday.filter { $0.carriedOverRow != nil && !dismissed.contains($0.id.rawValue) }
                .max { $0.startedAt < $1.startedAt }
            var inputs = TodayInputs(
                settings: person.settings, clock: clock, now: now, openTasks: open.tasks, unreadableTasks: open.unreadable,
                closedToday: try db.tasksClosed(on: today), categories: try db.categories(),
                levelOverride: try db.levelOverride(on: today), liveSession: try db.liveSession(), sessionsToday: sessionsToday,
                carriedOver: carried,
                filter: filter.map { TodayFilter(categoryID: ID($0.categoryID), day: $0.day) },
                isFirstDay: clock.today(at: person.createdAt) == today)
            for contributor in contributors { try contributor(db, &inputs) }
            return inputs
        }
    }
}
