import Calendar
import Database
import Foundation
import Identifiers
import JamaalApp
import JamaalCore
import JamaalDemo
import JamaalPersistence
import JamaalScreens

/// `jamaal bench-today [--data DIR] [--years 5] [--runs 300]`: gives the demo person five years of history (about six
/// tasks a day done, dropped or deferred, two focus sessions a day), then times building Today's screen model in
/// process — the store's reads and `TodayScreen(inputs)` — and prints
/// `median_ms p90_ms tasks sessions np03_ms np04_ms score_ms` (then Night Planning's Build tomorrow and Check the load
/// at 21:30, and the wellbeing score over the same five years — ``WellbeingBench`` — medians).
/// Habits' storage belongs to the habits feature: the bench passes six habits and today's entries, as their Today
/// contributor would.
///
///     jamaal bench-today --data /tmp/bench --years 5
public enum JamaalBench {
    public static let now = ISO8601.parse("2026-11-29T10:05:00Z")!

    public static func run(_ arguments: [String]) throws -> String {
        var data = ""
        var years = 5
        var runs = 300
        var index = 0
        while index < arguments.count {
            let value = index + 1 < arguments.count ? arguments[index + 1] : ""
            switch arguments[index] {
            case "--data": data = value
            case "--years": years = Int(value) ?? years
            case "--runs": runs = Int(value) ?? runs
            default: throw JamaalServeCommand.UsageError(description: "unknown option \"\(arguments[index])\" (--data, --years, --runs).")
            }
            index += 2
        }
        let database: any Database
        if data.isEmpty {
            database = try SQLiteDatabase(path: ":memory:", poolSize: 1)
        } else {
            try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
            database = try SQLiteDatabase(path: data + "/jamaal.sqlite")
        }
        let env = try JamaalEnvironment.make(database: database, clock: TimeSource(fixedAt: now), log: { _ in })
        if try JamaalDemo.seed(env.store(for: Person.firstID), now: env.now) { try seedHistory(env, years: years) }
        let person = try TodayLoader.person(env.store(for: Person.firstID), now: now)
        let (habits, entries) = try benchHabits(person: person)
        let contributor: TodayLoader.Contributor = { _, inputs in
            inputs.habits = habits
            inputs.habitEntries = entries
        }
        var timings: [Double] = []
        var screen: TodayScreen?
        for _ in 0..<(runs + 20) {
            let start = DispatchTime.now().uptimeNanoseconds
            let inputs = try TodayLoader.inputs(
                store: env.store(for: Person.firstID), person: person, now: now, filter: nil, contributors: [contributor])
            screen = TodayScreen(inputs)
            timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        timings = Array(timings.dropFirst(20)).sorted()
        let counts = try env.store(for: Person.firstID).read { db in (try db.taskCount(), try db.sessionCount()) }
        precondition(screen?.tasks.isEmpty == false, "the bench's Today has tasks")
        let median = timings[timings.count / 2], p90 = timings[timings.count * 9 / 10]
        let evening = try eveningMedians(env, person: person, runs: runs)
        database.close()
        let score = try WellbeingBench.scoreMedianMilliseconds(years: years, runs: runs)
        return String(
            format: "%.3f %.3f %d %d %.3f %.3f %.3f", median, p90, counts.0, counts.1, evening.build, evening.load, score)
    }

    /// Five years of days before today: six tasks a day (four done, one dropped, one deferred then done), two sessions;
    /// `owner`'s (the store's first person by default; `jamaal bench-people` gives its first person theirs).
    static func seedHistory(_ env: JamaalEnvironment, years: Int, person owner: ID<Person> = Person.firstID) throws {
        let person = try TodayLoader.person(env.store(for: owner), now: now)
        let clock = person.clock
        let today = clock.today(at: now)
        let days = years * 365
        try env.store(for: owner).write { db in
            for back in stride(from: days, through: 1, by: -1) {
                let day = today.adding(days: -back)
                let start = clock.interval(of: day).start.addingTimeInterval(9 * 3600)
                for n in 0..<6 {
                    let at = start.addingTimeInterval(Double(n) * 3600)
                    var task = try TaskItem(
                        id: ID("h-\(day)-\(n)"),
                        draft: TaskDraft(title: "History task \(n) on \(day)", effortMinutes: [15, 30, 60][n % 3], schedule: .date(day)),
                        categories: [], now: at.addingTimeInterval(-86_400))
                    if n == 5 {
                        task = try task.deferred(to: .tomorrow, today: day.adding(days: -1), now: at.addingTimeInterval(-3600))
                    }
                    task = n == 4 ? try task.dropped(now: at) : try task.markedDone(now: at.addingTimeInterval(1800))
                    try db.save(task, clock: clock)
                }
                for n in 0..<2 {
                    let begun = start.addingTimeInterval(Double(n) * 3600)
                    let session = FocusSession(
                        id: ID("hs-\(day)-\(n)"), subject: .task(ID("h-\(day)-\(n)")), title: "History task \(n) on \(day)",
                        estimateMinutes: 30, startedAt: begun, day: day, bankedSeconds: 1500,
                        state: .finished(at: begun.addingTimeInterval(1500)))
                    try db.save(session)
                }
            }
        }
    }

    /// Six habits, one of each kind and two timed, with today's entries — what a habits contributor loads for Today.
    static func benchHabits(person: Person) throws -> ([Habit], [HabitEntry]) {
        let today = person.clock.today(at: now)
        let started = today.adding(days: -5 * 365)
        let kinds: [(String, HabitKind)] = [
            ("Fajr adhkar", .binary), ("Glasses of water", .counted(target: 8)), ("Read", .timed(minutes: 20)),
            ("Walk", .timed(minutes: 30)), ("No phone after Isha", .avoid(allowance: 0)), ("Qur'an pages", .counted(target: 4)),
        ]
        let habits = try kinds.enumerated().map { index, item in
            try Habit(id: ID("bench-habit-\(index)"), draft: HabitDraft(name: item.0, kind: item.1), createdOn: started)
        }
        let at = now.addingTimeInterval(-3600)
        let entries = [
            HabitEntry(id: ID("e1"), habitID: habits[0].id, day: today, value: .done, at: at),
            HabitEntry(id: ID("e2"), habitID: habits[1].id, day: today, value: .count(3), at: at),
            HabitEntry(id: ID("e3"), habitID: habits[2].id, day: today, value: .minutes(12, manual: false), at: at),
        ]
        return (habits, entries)
    }
}
