import Database
import Foundation
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import Synchronization
import Testing

/// Issue 21: every job kind runs exactly once however many server processes share the database, and a process killed
/// in the middle of a job leaves it to another once its lease has passed — without doing its work twice. Each
/// ``JobRunner`` here stands for one process (its own worker name on its leases); on PostgreSQL (`make test`'s second
/// run) they race through the connection pool as two processes would.
@Suite struct JobsAcrossProcessesTests {
    /// The demo's week from Tuesday of Week 8: reminders, revoke windows closing, announcements, the weekly digest, the
    /// daily purge.
    static let week = 7 * 24 * 3600.0

    static func runners(_ app: TestApp, count: Int) -> [JobRunner] {
        (0..<count).map { _ in JobRunner(environment: app.env.store, handlers: DemoJobs.handlers, background: DemoJobs.background) }
    }

    /// Rows that say the same thing to the same person more than once: the trace a job run twice leaves.
    static func duplicates(_ app: TestApp) throws -> [String] {
        try app.env.database.read { db in
            let notifications = try db.query(
                """
                SELECT account_id, kind, title, target, COUNT(*) AS n FROM notifications
                GROUP BY account_id, kind, title, target, created_at HAVING COUNT(*) > 1
                """, []
            ).map { "notification \(try $0.string("title")) ×\(try $0.int("n"))" }
            let mails = try db.query(
                "SELECT recipient, subject, COUNT(*) AS n FROM outbox GROUP BY recipient, subject, body HAVING COUNT(*) > 1", []
            ).map { "mail \(try $0.string("subject")) to \(try $0.string("recipient")) ×\(try $0.int("n"))" }
            return notifications + mails
        }
    }

    /// Every 15 minutes of a week from `start`, all `runners` at once, as processes would. Returns how many jobs each
    /// ran and the errors any threw.
    static func race(_ runners: [JobRunner], through start: Date) -> (ran: [Int], failures: [String]) {
        let ran = Mutex([Int](repeating: 0, count: runners.count))
        let failures = Mutex<[String]>([])
        var instant = start
        while instant <= start.addingTimeInterval(week) {
            let at = instant
            DispatchQueue.concurrentPerform(iterations: runners.count) { index in
                do {
                    let count = try runners[index].runDue(now: at)
                    ran.withLock { $0[index] += count }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
            instant.addTimeInterval(900)
        }
        return (ran.withLock { $0 }, failures.withLock { $0 })
    }

    /// Jobs claimed more than once, or failed: the trace of a job two processes both ran.
    static func claimedTwiceOrFailed(_ app: TestApp) throws -> [String] {
        try app.env.database.read { db in
            try db.query("SELECT id, kind, attempts, state FROM jobs WHERE attempts > 1 OR state = 'failed'", []).map {
                "\(try $0.string("kind")) \(try $0.string("id")): \(try $0.int("attempts")) attempts, \(try $0.string("state"))"
            }
        }
    }

    static func kindsDone(_ app: TestApp) throws -> [String: Int] {
        try app.env.database.read { db in
            Dictionary(
                uniqueKeysWithValues: try db.query("SELECT kind, COUNT(*) AS n FROM jobs WHERE state = 'done' GROUP BY kind", []).map {
                    (try $0.string("kind"), try $0.int("n"))
                })
        }
    }

    /// The demo as a running server holds it: the daily purge and the weekly digest scheduled (as `serve` does at
    /// start), and every student's reminder on for every live session of theirs (through the JSON API, as the app
    /// turns one on), so the week holds reminders for many people at once.
    static func busyWorld() throws -> TestApp {
        let app = try TestApp()
        try MaintenanceJobs.schedule(in: app.env.store)
        try WeeklyDigestJobs.schedule(in: app.env.store)
        let (students, sessions) = try app.env.database.read { db in
            (
                try db.query("SELECT email FROM accounts WHERE role = 'student' ORDER BY email", []).map { try $0.string("email") },
                try db.query("SELECT id FROM live_sessions ORDER BY id", []).map { try $0.string("id") }
            )
        }
        var turnedOn = 0
        for email in students {
            guard
                let token = app.client().postJSON("/api/session", "{\"email\":\"\(email)\",\"password\":\"quranflow-demo\"}")
                    .json?["token"] as? String
            else { continue }
            for session in sessions
            where app.client().postJSON("/api/sessions/\(session)/reminder", "{\"on\":true}", bearer: token).status == .ok {
                turnedOn += 1
            }
        }
        #expect(turnedOn >= 10, "only \(turnedOn) reminders turned on")
        return app
    }

    @Test func twoProcessesRacingThroughAWeekRunEachJobOnce() throws {
        let app = try Self.busyWorld()
        let (ran, failures) = Self.race(Self.runners(app, count: 2), through: app.env.now)
        #expect(failures.isEmpty, "\(failures)")
        let kinds = try Self.kindsDone(app)
        print("jobs across processes: \(ran) jobs run by the two runners; done by kind: \(kinds)")
        // The kinds the demo's week holds, each run.
        for kind in [SessionReminderJobs.kind, "digest.weekly", "maintenance.purge"] {
            #expect((kinds[kind] ?? 0) > 0, "no \(kind) job ran: \(kinds)")
        }
        // (Who ran what is the database's choice: SQLite serialises claims, so one runner may take every batch.)
        // Each claimed once: no job shows a second attempt, none failed, nothing said twice.
        let twice = try Self.claimedTwiceOrFailed(app)
        #expect(twice.isEmpty, "\(twice)")
        let duplicates = try Self.duplicates(app)
        #expect(duplicates.isEmpty, "\(duplicates)")
    }

    /// The worst moment to die: the job's work is written, its completion is not. Another process takes the job again
    /// only once the lease has passed, and the work — written under unique keys — is not written twice.
    @Test func aProcessKilledAfterItsWorkLeavesTheJobToAnotherAfterTheLeaseAndNothingTwice() throws {
        let app = try Self.busyWorld()
        let queue = JobQueue(database: app.env.database)
        // Run the demo forward to the first moment reminders are due, with one runner, and find that moment.
        let survivor = Self.runners(app, count: 1)[0]
        try survivor.runDue(now: app.env.now)
        let due = try #require(
            try app.env.database.read { db in
                try db.queryOne(
                    "SELECT MIN(run_at) AS at FROM jobs WHERE kind = $1 AND state = 'pending'", [.text(SessionReminderJobs.kind)]
                )?.int("at")
            })
        let at = Date(timeIntervalSince1970: Double(due) / 1000)
        // The process that dies: claims what is due, does the work (its transactions commit), and never completes.
        let claimed = try queue.claim(now: at, worker: "quranflow-4242@dead-host#0", limit: 50, lease: 300)
        let reminders = claimed.filter { $0.kind == SessionReminderJobs.kind }
        #expect(!reminders.isEmpty)
        for job in claimed { try DemoJobs.handlers[job.kind]?(job, app.env.store) }
        let notesAfterDeath = try app.env.database.read { db in
            try db.queryOne("SELECT COUNT(*) AS n FROM session_notifications", [])?.int("n") ?? 0
        }
        #expect(notesAfterDeath > 0)
        // Within the lease the survivor leaves them alone; after it, it runs each again, once.
        try survivor.runDue(now: at.addingTimeInterval(299))
        for job in reminders { #expect(try queue.state(of: job.id) == "running") }
        try survivor.runDue(now: at.addingTimeInterval(301))
        for job in reminders { #expect(try queue.state(of: job.id) == "done") }
        let attempts = try app.env.database.read { db in
            try reminders.map { job in try db.queryOne("SELECT attempts FROM jobs WHERE id = $1", [.text(job.id)])?.int("attempts") }
        }
        #expect(attempts.allSatisfy { $0 == 2 }, "\(attempts)")
        let notesAfterRetry = try app.env.database.read { db in
            try db.queryOne("SELECT COUNT(*) AS n FROM session_notifications", [])?.int("n") ?? 0
        }
        #expect(notesAfterRetry == notesAfterDeath)
        let duplicates = try Self.duplicates(app)
        #expect(duplicates.isEmpty, "\(duplicates)")
    }
}
