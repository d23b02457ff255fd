import Database
import Foundation
import Identifiers
import JamaalCore
import JamaalPersistence

/// Each person's reminders as jobs (#42: "reminders and trial reminders become database jobs claimed once across
/// processes, per person in their own zone and rollover"): one job per person waits at a time, due at their next
/// reminder's instant (the engine's, in their zone, across DST and their rollover) or at the next hour at the latest, so
/// settings changed meanwhile are read within the hour. Running it queues what is due for each device with reminders
/// on (``ReminderFanOut``) — the trial's SB-02 reminders with the rest — and waits the next. Its id names the person and
/// the instant, so two processes scheduling the same one make one job.
///
///     try ReminderJobs.schedule(env, now: env.now)                    // everyone without a waiting job
///     try JamaalJobRunner(environment: env).runDue(now: env.now)      // run what is due, here or in another process
public enum ReminderJobs {
    public static let kind = "jamaal.reminders"

    /// Gives every person with a plan and no waiting job one; returns how many.
    @discardableResult
    public static func schedule(_ env: JamaalEnvironment, now: Date) throws -> Int {
        try JobSweep.run(env, kind: kind) { id, person in
            let next = try env.store(for: id).read { db in try ReminderSource.schedule(db, person: person, now: now).next(after: now) }
            return try enqueue(env, person: id, at: due(next: next, now: now), now: now)
        }
    }

    /// When the job after `now` runs: the next reminder's instant, or the start of the next hour if that is sooner (on
    /// the hour, so jobs scheduled from different instants meet in one).
    public static func due(next: Date?, now: Date) -> Date {
        let hour = (now.timeIntervalSince1970 / 3600).rounded(.down) * 3600 + 3600
        let cap = Date(timeIntervalSince1970: hour)
        guard let next else { return cap }
        return min(next, cap)
    }

    @discardableResult
    static func enqueue(_ env: JamaalEnvironment, person: ID<Person>, at due: Date, now: Date) throws -> Bool {
        let seconds = Int64(due.timeIntervalSince1970.rounded(.down))
        // Another process scheduling the same instant first makes this one nothing.
        return try JobQueue(database: env.database).enqueueOnce(
            kind: kind, payload: person.rawValue, runAt: due, id: "\(kind)/\(person.rawValue)/\(seconds)", now: now)
    }

    /// Runs one job: what is due now queued for the person's devices, and the next job.
    static func run(_ job: Job, _ env: JamaalEnvironment, now: Date) throws {
        let person = ID<Person>(job.payload)
        let store = env.store(for: person)
        guard let stored = try store.read({ try $0.person() }) else { return }  // deleted, or not onboarded: nothing to remind
        let next = try store.write { db in
            try ReminderFanOut.queueDue(db, person: stored, now: now)
            return try ReminderSource.schedule(db, person: stored, now: now).next(after: now)
        }
        try enqueue(env, person: person, at: due(next: next, now: now), now: now)
    }
}
