import Accounts
import Calendar
import Database
import Foundation
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowScreens
import QuranFlowWeb

/// The Weekly digest's sweep (`digest.weekly`): at each run, every student with the digest on whose Sunday 8:00 AM
/// has come (``WeeklyDigestSchedule/window(containing:in:)``, in their own zone) and whose week has no digest yet gets
/// one — the week's status, feedback ready, next week's sessions — queued as a mail (HTML and plain text). The sweep
/// then schedules itself at the next Sunday 8:00 AM among its students' zones, and at most 15 minutes ahead (someone
/// who turns the digest on in a new zone is seen within 15 minutes). Exactly once per student per week:
/// ``DigestStore/record(student:weekStart:to:subject:text:html:now:)``'s primary key, whatever the number of processes.
///
/// ```swift
/// try WeeklyDigestJobs.schedule(in: env)          // at start-up: one sweep waiting
/// WeeklyDigestJobs.handlers["digest.weekly"]      // the sweep
/// ```
public enum WeeklyDigestJobs {
    static let kind = "digest.weekly"
    /// The longest wait between sweeps.
    static let longestWait: TimeInterval = 15 * 60

    public static var handlers: [String: JobHandler] { [kind: { job, env in try run(job, env) }] }

    /// Schedules a sweep now unless one is waiting.
    public static func schedule(in env: StoreEnvironment) throws {
        if try JobQueue(database: env.database).waitingCount(kind: kind) == 0 { enqueue(at: env.now, env: env) }
    }

    static func enqueue(at instant: Date, env: StoreEnvironment) {
        // One sweep per instant however many processes schedule it (a duplicate id is refused).
        let id = "\(kind):\(Int64(instant.timeIntervalSince1970))"
        do {
            try JobQueue(database: env.database).enqueueOnce(kind: kind, payload: "", runAt: instant, id: id, now: env.now)
        } catch {
            env.log("digest: could not schedule the next sweep: \(error)")
        }
    }

    static func run(_ job: Job, _ env: StoreEnvironment) throws {
        let now = env.now
        let sent = try sendDue(now: now, env: env)
        if sent > 0 { env.log("digest: queued \(sent) weekly digest\(sent == 1 ? "" : "s")") }
        let zones = Set(try DigestStore(database: env.database).candidates().map(\.zone))
        let next = zones.map { WeeklyDigestSchedule.nextOpening(after: now, in: ZonedCalendar.resolving($0)) }.min()
        enqueue(at: min(next ?? .distantFuture, now.addingTimeInterval(longestWait)), env: env)
    }

    /// Queues every digest due at `now`; returns how many.
    @discardableResult
    public static func sendDue(now: Date, env: StoreEnvironment) throws -> Int {
        let store = DigestStore(database: env.database)
        var sent = 0
        for candidate in try store.candidates() {
            let calendar = ZonedCalendar.resolving(candidate.zone)
            guard let window = WeeklyDigestSchedule.window(containing: now, in: calendar) else { continue }
            let week = window.weekStart.description
            guard try !store.wasSent(to: candidate.account, weekStart: week) else { continue }
            guard let account = try env.accounts.account(id: candidate.account) else { continue }
            let digest: WeeklyDigest?
            do {
                let world = try WorldLoader(environment: env, now: now).studentWorld(for: account)
                digest = WeeklyDigest.make(world, baseURL: env.publicBaseURL)
            } catch {
                // A student without a term (not enrolled yet) has nothing to digest.
                env.log("digest: no digest for \(candidate.account.rawValue): \(error)")
                digest = nil
            }
            guard let digest else {
                // Nothing to say this week (no term around it): recorded, so later sweeps skip the student at once.
                try store.recordSkipped(student: candidate.account, weekStart: week, now: now)
                continue
            }
            if try store.record(
                student: candidate.account, weekStart: week, to: candidate.email, subject: digest.subject, text: digest.plainText,
                html: WeeklyDigestEmail.html(digest), now: now) != nil
            {
                sent += 1
            }
        }
        return sent
    }
}
