import Calendar
import Foundation
import JamaalCore
import Testing

@Suite("ST-02 normal-day suggestion")
struct NormalDaySuggestionTests {
    let today = Fixture.date("2026-10-27")

    func days(_ minutes: [Int], from offset: Int = 1) -> [LocalDate: Int] {
        Dictionary(uniqueKeysWithValues: minutes.enumerated().map { (today.adding(days: -(offset + $0.offset)), $0.element) })
    }

    @Test("Seven worked days out of the last fourteen, a median an hour or more away: the line, rounded to the half hour")
    func suggests() throws {
        let suggestion = try #require(
            NormalDaySuggestion(normalDayMinutes: 360, workByDay: days([250, 260, 270, 280, 290, 300, 310]), today: today))
        #expect(suggestion.minutes == 270)
        #expect(suggestion.line == "Your recent days have held about 4 h 30 min of work. A normal day of 4 h 30 min may fit better.")
    }

    @Test("Six worked days, or empty days in between, say nothing")
    func needsSevenDays() {
        #expect(NormalDaySuggestion(normalDayMinutes: 360, workByDay: days([200, 200, 200, 200, 200, 200, 0]), today: today) == nil)
    }

    @Test("Today and the 15th day back never count")
    func windowBoundaries() {
        var work = days([200, 200, 200, 200, 200, 200], from: 1)
        work[today] = 200
        work[today.adding(days: -15)] = 200
        #expect(NormalDaySuggestion(normalDayMinutes: 360, workByDay: work, today: today) == nil)
        work[today.adding(days: -14)] = 200
        #expect(NormalDaySuggestion(normalDayMinutes: 360, workByDay: work, today: today)?.minutes == 210)
    }

    @Test("Half an hour away: no line; exactly an hour either way: the line")
    func differenceBoundary() {
        #expect(NormalDaySuggestion(normalDayMinutes: 360, workByDay: days(Array(repeating: 315, count: 7)), today: today) == nil)
        #expect(NormalDaySuggestion(normalDayMinutes: 360, workByDay: days(Array(repeating: 300, count: 7)), today: today)?.minutes == 300)
        #expect(NormalDaySuggestion(normalDayMinutes: 360, workByDay: days(Array(repeating: 420, count: 8)), today: today)?.minutes == 420)
    }

    @Test("The suggestion stays inside the allowed lengths")
    func clamped() {
        #expect(NormalDaySuggestion(normalDayMinutes: 360, workByDay: days(Array(repeating: 10, count: 7)), today: today)?.minutes == 60)
    }

    @Test("A day's work: done tasks' effort (not dropped ones) plus timed-habit minutes")
    func workByDay() throws {
        let now = Fixture.at("2026-10-26", "12:00")
        let done = try Fixture.task("A", minutes: 60, on: "2026-10-26").markedDone(now: now)
        let read = Fixture.habit("Read", .timed(minutes: 20))
        let water = Fixture.habit("Water", .counted(target: 8))
        let totals = NormalDaySuggestion.workByDay(
            doneTasks: [
                (Fixture.date("2026-10-26"), done), (Fixture.date("2026-10-26"), Fixture.task("B", minutes: 30, on: "2026-10-26")),
            ],
            habits: [read, water],
            entries: [Fixture.entry(read, "2026-10-26", .minutes(25, manual: true)), Fixture.entry(water, "2026-10-26", .count(1))])
        #expect(totals == [Fixture.date("2026-10-26"): 85])
    }
}
