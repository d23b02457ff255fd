import Calendar
import Database
import Foundation
import Identifiers
import JamaalApp
import JamaalCore
import JamaalPersistence
import Synchronization
import Testing

/// #42's jobs for everyone: each person's closed days are recorded by a job at their own rollover, in their own zone,
/// whether or not they open Jamaal; scheduling twice makes one job; runners in several processes run each job once.
@Suite("Jamaal jobs: each person's day records at their own rollover, claimed once")
struct DayRecordJobTests {
    static let now = JamaalTestApp.demoNow  // Sunday 29 November 2026, 10:05 UTC

    /// A person with a plan, in `zone`, who started three days ago.
    static func person(_ app: JamaalTestApp, _ email: String, zone: String) throws -> (ID<Person>, Person) {
        let id = try app.env.people.create(email: email, passwordHash: "x", now: now)
        let person = Person(
            name: email, city: zone, zone: zone, settings: try CapacitySettings(), createdAt: now.addingTimeInterval(-3 * 86_400))
        try app.env.store(for: id).write { db in
            try db.save(person)
            try db.save(OnboardingProgress.completed(at: person.createdAt))
        }
        return (id, person)
    }

    static func recorded(_ app: JamaalTestApp, _ id: ID<Person>, _ day: LocalDate) throws -> Bool {
        try app.env.store(for: id).read { try $0.recordedDays(from: day, through: day) }.contains(day)
    }

    @Test("London's day is recorded at London's rollover, Toronto's at Toronto's; neither is marked as opened")
    func eachAtTheirRollover() throws {
        let app = try JamaalTestApp(demo: false)
        let (london, londoner) = try Self.person(app, "l@jamaal.test", zone: "Europe/London")
        let (toronto, torontonian) = try Self.person(app, "t@jamaal.test", zone: "America/Toronto")
        #expect(try DayRecordJobs.schedule(app.env, now: Self.now) == 2)
        #expect(try DayRecordJobs.schedule(app.env, now: Self.now) == 0, "one job waits per person")
        let runner = JamaalJobRunner(environment: app.env, worker: "test")
        #expect(try runner.runDue(now: Self.now) == 0)

        let sunday = londoner.clock.today(at: Self.now)
        let londonRollover = londoner.clock.interval(of: sunday).end
        let torontoRollover = torontonian.clock.interval(of: torontonian.clock.today(at: Self.now)).end
        #expect(torontoRollover.timeIntervalSince(londonRollover) == 5 * 3600, "Toronto's rollover is five hours after London's")
        // The second before London's job is due: nothing; just after: London's Sunday, not Toronto's.
        #expect(try runner.runDue(now: londonRollover.addingTimeInterval(59)) == 0)
        #expect(try runner.runDue(now: londonRollover.addingTimeInterval(60)) == 1)
        #expect(try Self.recorded(app, london, sunday))
        #expect(try !Self.recorded(app, toronto, sunday))
        #expect(try runner.runDue(now: torontoRollover.addingTimeInterval(60)) == 1)
        #expect(try Self.recorded(app, toronto, sunday))
        // Closing a day is not opening Jamaal.
        for id in [london, toronto] {
            #expect(try app.env.store(for: id).read { try $0.openedDays(from: sunday.adding(days: -5), through: sunday) }.isEmpty)
        }
        // Each waits for its next rollover.
        #expect(try JobQueue(database: app.env.database).waitingCount(kind: DayRecordJobs.kind) == 2)
        #expect(try runner.runDue(now: londonRollover.addingTimeInterval(3600)) == 0)
        #expect(try runner.runDue(now: londonRollover.addingTimeInterval(86_400 + 60)) == 1)
        #expect(try Self.recorded(app, london, sunday.adding(days: 1)))
    }

    @Test("A person deleted before their job runs: the job finds nothing and schedules nothing")
    func deletedPerson() throws {
        let app = try JamaalTestApp(demo: false)
        let (id, person) = try Self.person(app, "gone@jamaal.test", zone: "Europe/London")
        try DayRecordJobs.schedule(app.env, now: Self.now)
        try app.env.store(for: id).write { try $0.deletePerson() }
        let rollover = person.clock.interval(of: person.clock.today(at: Self.now)).end
        #expect(try JamaalJobRunner(environment: app.env, worker: "test").runDue(now: rollover.addingTimeInterval(60)) == 1)
        #expect(try JobQueue(database: app.env.database).waitingCount(kind: DayRecordJobs.kind) == 0)
    }

    @Test("Two runners at once (two processes): every due job runs once, none fails")
    func claimedOnce() throws {
        let app = try JamaalTestApp(demo: false)
        var rollovers: [Date] = []
        for index in 0..<12 {
            let (_, person) = try Self.person(app, "p\(index)@jamaal.test", zone: "Europe/London")
            rollovers.append(person.clock.interval(of: person.clock.today(at: Self.now)).end)
        }
        #expect(try DayRecordJobs.schedule(app.env, now: Self.now) == 12)
        let due = (rollovers.max() ?? Self.now).addingTimeInterval(60)
        let runners = [JamaalJobRunner(environment: app.env, worker: "a"), JamaalJobRunner(environment: app.env, worker: "b")]
        let counts = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let ran = (try? runners[index].runDue(now: due)) ?? -1
            counts.withLock { $0.append(ran) }
        }
        #expect(counts.withLock { $0.reduce(0, +) } == 12)
        let states = try app.env.database.read { db in
            try db.query("SELECT state, COUNT(*) AS n FROM jobs GROUP BY state", []).map { (try $0.string("state"), try $0.int("n")) }
        }
        #expect(Dictionary(uniqueKeysWithValues: states) == ["done": 12, "pending": 12])
    }
}
