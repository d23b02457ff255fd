import Calendar
import Database
import Foundation
import Identifiers
import JamaalCore
import JamaalPersistence

/// Each person's closed days recorded at their own rollover, whether or not they open Jamaal that day (#42: "the day's
/// records become database jobs claimed once across processes, per person in their own zone and rollover"). One job per
/// person waits at a time, due just after their next rollover; running it records the days that closed
/// (``WellbeingHistory/recordClosedDays(_:person:now:opened:)``, never marking the day as opened) and waits the next.
/// Its id names the person and the day it closes, so two processes scheduling at once make one job.
///
///     try DayRecordJobs.schedule(env, now: env.now)                   // everyone without a waiting job
///     try JamaalJobRunner(environment: env).runDue(now: env.now)      // run what is due, here or in another process
public enum DayRecordJobs {
    public static let kind = "jamaal.day-records"
    /// How long after the rollover the job runs (the closing day's last actions have landed).
    static let afterRollover: TimeInterval = 60

    /// Gives every person with a plan and no waiting job one, due after their next rollover; returns how many.
    @discardableResult
    public static func schedule(_ env: JamaalEnvironment, now: Date) throws -> Int {
        try JobSweep.run(env, kind: kind) { id, person in try enqueue(env, person: id, clock: person.clock, after: now) }
    }

    /// The job for the day open at `now`: due just after it closes.
    @discardableResult
    static func enqueue(_ env: JamaalEnvironment, person: ID<Person>, clock: DayClock, after now: Date) throws -> Bool {
        let day = clock.today(at: now)
        let due = clock.interval(of: day).end.addingTimeInterval(afterRollover)
        // Another process scheduling the same day first makes this one nothing.
        return try JobQueue(database: env.database).enqueueOnce(
            kind: kind, payload: person.rawValue, runAt: due, id: "\(kind)/\(person.rawValue)/\(day)", now: now)
    }

    /// Runs one job: the person's closed days recorded as of the job's instant, and the next day's job.
    static func run(_ job: Job, _ env: JamaalEnvironment, now: Date) throws {
        let person = ID<Person>(job.payload)
        let store = env.store(for: person)
        guard let stored = try store.read({ try $0.person() }) else { return }  // deleted, or not onboarded: nothing to close
        let at = max(job.runAt, min(now, job.runAt.addingTimeInterval(86_400)))
        try WellbeingHistory.recordClosedDays(store, person: stored, now: at, opened: false)
        try enqueue(env, person: person, clock: stored.clock, after: at)
    }
}
