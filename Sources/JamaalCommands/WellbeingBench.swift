import Calendar
import Database
import Foundation
import JamaalApp
import JamaalCore
import JamaalDemo
import JamaalPersistence

/// The wellbeing score over five years of stored history, timed in process (issue 18's bench: target < 2 ms median).
///
/// The store gets the demo person, five years of raw history (``JamaalBench``'s six tasks and two focus sessions a day)
/// and five years of day records: the last 14 closed days recorded from that raw data as Today would
/// (``WellbeingHistory/recordClosedDays(_:person:now:)``), the older ones stored directly (a varied, deterministic
/// pattern — building 1,800 days from raw data would only time the setup). Each run then does what a Today or
/// Wellbeing load does for the score: the check that every closed day is recorded (one indexed read), then the 14
/// records read through the key and ``WellbeingScore`` computed.
///
///     let median = try WellbeingBench.scoreMedianMilliseconds()   // e.g. 0.12
public enum WellbeingBench {
    /// The median milliseconds of one score load over `years` of history, across `runs` runs (after 20 warm-ups).
    public static func scoreMedianMilliseconds(years: Int = 5, runs: Int = 300) throws -> Double {
        let database = try SQLiteDatabase(path: ":memory:", poolSize: 1)
        defer { database.close() }
        let now = JamaalBench.now
        let env = try JamaalEnvironment.make(database: database, clock: TimeSource(fixedAt: now), log: { _ in })
        if try JamaalDemo.seed(env.store(for: Person.firstID), now: env.now) { try JamaalBench.seedHistory(env, years: years) }
        let person = try TodayLoader.person(env.store(for: Person.firstID), now: now)
        let clock = person.clock
        let today = clock.today(at: now)
        try env.store(for: Person.firstID).write { db in
            for back in stride(from: Swift.max(years, 1) * 365, to: WellbeingScore.windowDays, by: -1) {
                let day = today.adding(days: -back)
                let n = back % 7
                try db.saveOnce(
                    DayRecord(
                        day: day, plannedItems: 8 + n, doneItems: 6 + n % 3, plannedMinutes: 300 + 20 * n, budgetMinutes: 360,
                        minutesPastDayEnd: n == 3 ? 45 : 0, deferrals: n % 3,
                        focusRuns: [FocusRun(estimateMinutes: 30, actualMinutes: 25 + 5 * n)],
                        nightPlanned: n != 5, anchorsKept: 4, anchorsMissed: n == 6 ? 1 : 0, habitsHeld: 3, habitsDue: 4))
            }
        }
        try WellbeingHistory.recordClosedDays(env.store(for: Person.firstID), person: person, now: now)
        var timings: [Double] = []
        var last: WellbeingScore?
        for _ in 0..<(Swift.max(runs, 1) + 20) {
            let start = DispatchTime.now().uptimeNanoseconds
            try WellbeingHistory.recordClosedDays(env.store(for: Person.firstID), person: person, now: now)
            last = try env.store(for: Person.firstID).read { try WellbeingHistory.score($0, clock: clock, now: now) }
            timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        guard last?.days.count == WellbeingScore.windowDays else { return .nan }
        timings = Array(timings.dropFirst(20)).sorted()
        return timings[timings.count / 2]
    }

}
