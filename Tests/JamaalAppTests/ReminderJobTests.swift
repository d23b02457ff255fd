import Calendar
import Database
import Foundation
import Identifiers
import JamaalCore
import JamaalPersistence
import Testing

@testable import JamaalApp

/// #42's reminders as jobs: each person's next reminder is a job, due at its instant in their zone (the evening planning
/// prompt at 21:00 London on both sides of the clocks going back), claimed once across processes; running it queues the
/// reminder for each of their devices with reminders on (ST-03, kept per device) and waits the next.
@Suite("Jamaal jobs: each person's reminders at their instant, for the devices that want them")
struct ReminderJobTests {
    /// Saturday 24 October 2026, 19:30 UTC (20:30 in London, still BST); London's clocks go back at 01:00 UTC Sunday.
    static let saturday = ISO8601.parse("2026-10-24T19:30:00Z")!

    static func ids(_ app: JamaalTestApp, _ person: ID<Person>, device: String, at now: Date) throws -> [String] {
        try app.env.store(for: person).write { try $0.takeReminders(device: device, now: now) }.map(\.id)
    }

    @Test("The planning prompt is queued at 21:00 London on Saturday (20:00 UTC) and Sunday (21:00 UTC), for the phone only")
    func planningAcrossTheClockChange() throws {
        let app = try JamaalTestApp(demo: false)
        let (maryam, _) = try DayRecordJobTests.person(app, "maryam@jamaal.test", zone: "Europe/London")
        let phone = try app.env.people.signIn(maryam, deviceName: "iPhone · Safari", userAgent: "", now: Self.saturday).device
        let laptop = try app.env.people.signIn(maryam, deviceName: "Mac · Safari", userAgent: "", now: Self.saturday).device
        // The phone's page said its switch is on; the laptop's never did (a device is off until it says so).
        #expect(try app.env.people.setReminders(true, device: phone.id, of: maryam))
        let runner = JamaalJobRunner(environment: app.env, worker: "test")

        #expect(try ReminderJobs.schedule(app.env, now: Self.saturday) == 1)
        #expect(try ReminderJobs.schedule(app.env, now: Self.saturday) == 0, "one job waits per person")
        let saturdayPlanning = ISO8601.parse("2026-10-24T20:00:00Z")!
        #expect(try runner.runDue(now: saturdayPlanning.addingTimeInterval(-1)) == 0)
        #expect(try runner.runDue(now: saturdayPlanning) == 1)
        #expect(try Self.ids(app, maryam, device: phone.id, at: saturdayPlanning.addingTimeInterval(30)) == ["planning/2026-10-24"])
        #expect(try Self.ids(app, maryam, device: laptop.id, at: saturdayPlanning.addingTimeInterval(30)).isEmpty)
        #expect(try JobQueue(database: app.env.database).waitingCount(kind: ReminderJobs.kind) == 1, "the next one waits")

        // Sunday is GMT: at 20:00 UTC nothing is due; at 21:00 UTC the prompt is.
        let sundayEight = ISO8601.parse("2026-10-25T20:00:00Z")!
        #expect(try runner.runDue(now: sundayEight) == 1)
        #expect(try Self.ids(app, maryam, device: phone.id, at: sundayEight).isEmpty)
        let sundayPlanning = ISO8601.parse("2026-10-25T21:00:00Z")!
        #expect(try runner.runDue(now: sundayPlanning) == 1)
        #expect(try Self.ids(app, maryam, device: phone.id, at: sundayPlanning) == ["planning/2026-10-25"])
        #expect(try Self.ids(app, maryam, device: phone.id, at: sundayPlanning).isEmpty, "taken once")
    }

    @Test("Two runners in two processes: the job runs once and the reminder is queued once per device")
    func claimedOnce() throws {
        let app = try JamaalTestApp(demo: false)
        let (maryam, _) = try DayRecordJobTests.person(app, "maryam@jamaal.test", zone: "Europe/London")
        let phone = try app.env.people.signIn(maryam, deviceName: "iPhone · Safari", userAgent: "", now: Self.saturday).device
        #expect(try app.env.people.setReminders(true, device: phone.id, of: maryam))
        try ReminderJobs.schedule(app.env, now: Self.saturday)
        let planning = ISO8601.parse("2026-10-24T20:00:00Z")!
        let runners = [JamaalJobRunner(environment: app.env, worker: "a"), JamaalJobRunner(environment: app.env, worker: "b")]
        let ran = try runners.map { try $0.runDue(now: planning) }
        #expect(ran.reduce(0, +) == 1)
        #expect(try Self.ids(app, maryam, device: phone.id, at: planning) == ["planning/2026-10-24"])
    }

    @Test("A job's instant: the next reminder's, or the start of the next hour when that is sooner")
    func dueInstants() throws {
        let now = ISO8601.parse("2026-10-24T19:30:00Z")!
        #expect(ReminderJobs.due(next: ISO8601.parse("2026-10-24T19:45:00Z")!, now: now) == ISO8601.parse("2026-10-24T19:45:00Z")!)
        #expect(ReminderJobs.due(next: ISO8601.parse("2026-10-24T23:00:00Z")!, now: now) == ISO8601.parse("2026-10-24T20:00:00Z")!)
        #expect(ReminderJobs.due(next: nil, now: now) == ISO8601.parse("2026-10-24T20:00:00Z")!)
        let onTheHour = ISO8601.parse("2026-10-24T20:00:00Z")!
        #expect(ReminderJobs.due(next: nil, now: onTheHour) == ISO8601.parse("2026-10-24T21:00:00Z")!)
    }

    @Test("The sweep gives everyone a job, batch after batch, and stops when whoever is left cannot be given one")
    func sweepInBatches() throws {
        let app = try JamaalTestApp(demo: false)
        for index in 0..<5 { _ = try DayRecordJobTests.person(app, "p\(index)@jamaal.test", zone: "Europe/London") }
        let made = try JobSweep.run(app.env, kind: ReminderJobs.kind, batch: 2) { id, _ in
            try ReminderJobs.enqueue(app.env, person: id, at: Self.saturday.addingTimeInterval(600), now: Self.saturday)
        }
        #expect(made == 5)
        #expect(try JobQueue(database: app.env.database).waitingCount(kind: ReminderJobs.kind) == 5)
        var asked = 0
        let none = try JobSweep.run(app.env, kind: "jamaal.nothing", batch: 2) { _, _ in
            asked += 1
            return false
        }
        #expect(none == 0 && asked == 2, "a batch that makes nothing ends the sweep")
    }
}
