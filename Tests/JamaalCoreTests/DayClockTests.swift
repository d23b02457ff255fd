import Calendar
import Foundation
import Testing

@testable import JamaalCore

@Suite("Logical day and rollover")
struct DayClockTests {
    let four = DayClock(calendar: Fixture.toronto, rollover: Fixture.time("04:00"))

    @Test("Before the rollover it is still yesterday; at the rollover it is today")
    func logicalDay() {
        #expect(four.today(at: Fixture.at("2026-10-27", "03:59")) == Fixture.date("2026-10-26"))
        #expect(four.today(at: Fixture.at("2026-10-27", "04:00")) == Fixture.date("2026-10-27"))
        #expect(Fixture.clock.today(at: Fixture.at("2026-10-27", "00:00")) == Fixture.date("2026-10-27"))
        #expect(Fixture.clock.today(at: Fixture.at("2026-10-26", "23:59")) == Fixture.date("2026-10-26"))
    }

    @Test("8 March 2026 in Toronto is a 23-hour logical day, 1 November a 25-hour one")
    func dstDays() {
        #expect(Fixture.clock.interval(of: Fixture.date("2026-03-08")).duration == 23 * 3600)
        #expect(Fixture.clock.interval(of: Fixture.date("2026-11-01")).duration == 25 * 3600)
        #expect(Fixture.clock.interval(of: Fixture.date("2026-03-09")).duration == 24 * 3600)
        // With a 04:00 rollover the change at 02:00 still falls inside the logical day of the 7th / 31st.
        #expect(four.interval(of: Fixture.date("2026-03-07")).duration == 23 * 3600)
        #expect(four.interval(of: Fixture.date("2026-10-31")).duration == 25 * 3600)
    }

    @Test("A time before the rollover belongs to the next night of the logical day")
    func lateTimes() {
        let end = four.instant(of: Fixture.time("01:00"), inLogicalDay: Fixture.date("2026-10-27"))
        #expect(end == Fixture.at("2026-10-28", "01:00"))
        #expect(four.instant(of: Fixture.time("09:00"), inLogicalDay: Fixture.date("2026-10-27")) == Fixture.at("2026-10-27", "09:00"))
    }

    @Test("The working day on DST days: 09:00–17:00 is eight hours either way (the change is at 02:00)")
    func workingDayOnDSTDays() {
        for day in ["2026-03-08", "2026-11-01"] {
            let working = Fixture.clock.workingDay(of: Fixture.date(day), start: Fixture.time("09:00"), end: Fixture.time("17:00"))
            #expect(working.duration == 8 * 3600)
        }
        let night = Fixture.clock.workingDay(of: Fixture.date("2026-11-01"), start: Fixture.time("00:30"), end: Fixture.time("03:00"))
        #expect(night.duration == 3.5 * 3600)  // 01:00–02:00 happens twice
        let spring = Fixture.clock.workingDay(of: Fixture.date("2026-03-08"), start: Fixture.time("00:30"), end: Fixture.time("03:00"))
        #expect(spring.duration == 1.5 * 3600)  // 02:00–03:00 never happens
    }

    @Test("The rollover can change only after both the old and the new time have passed today")
    func rolloverChange() {
        let old = LocalTime.midnight, new = Fixture.time("04:00")
        #expect(!RolloverChange.isAllowed(from: old, to: new, calendar: Fixture.toronto, now: Fixture.at("2026-10-27", "03:59")))
        #expect(RolloverChange.isAllowed(from: old, to: new, calendar: Fixture.toronto, now: Fixture.at("2026-10-27", "04:00")))
        // Moving back from 04:00 to midnight: the same two times, the same rule.
        #expect(!RolloverChange.isAllowed(from: new, to: old, calendar: Fixture.toronto, now: Fixture.at("2026-10-27", "02:00")))
        #expect(RolloverChange.isAllowed(from: new, to: old, calendar: Fixture.toronto, now: Fixture.at("2026-10-27", "04:01")))
        let error = thrown {
            try RolloverChange.check(from: old, to: new, calendar: Fixture.toronto, now: Fixture.at("2026-10-27", "01:00"))
        }
        #expect(error == .rolloverNotYet(after: new))
        #expect(error?.message.contains("after 04:00 today") == true)
    }

    @Test("After an allowed change today is the same logical day under both times")
    func changeKeepsToday() throws {
        let now = Fixture.at("2026-10-27", "05:00")
        let changed = try Fixture.settings.changingRollover(to: Fixture.time("04:00"), calendar: Fixture.toronto, now: now)
        #expect(changed.rollover == Fixture.time("04:00"))
        #expect(changed.clock(in: Fixture.toronto).today(at: now) == Fixture.settings.clock(in: Fixture.toronto).today(at: now))
        #expect(
            thrown { try Fixture.settings.changingRollover(to: Fixture.time("06:00"), calendar: Fixture.toronto, now: now) }
                == .rolloverNotYet(after: Fixture.time("06:00")))
    }

    @Test("Rollover on the spring-forward day: 02:30 does not exist and is read as 03:30")
    func rolloverInGap() {
        let clock = DayClock(calendar: Fixture.toronto, rollover: Fixture.time("02:30"))
        #expect(clock.interval(of: Fixture.date("2026-03-08")).start == Fixture.at("2026-03-08", "03:30"))
        #expect(clock.today(at: Fixture.at("2026-03-08", "03:15")) == Fixture.date("2026-03-07"))
        #expect(clock.today(at: Fixture.at("2026-03-08", "03:30")) == Fixture.date("2026-03-08"))
    }

    @Test("Changing the rollover on DST days: a time in the spring gap passes at 03:30; an overlapped time at its first pass")
    func rolloverChangeOnDSTDays() {
        let gap = Fixture.time("02:30")
        // 8 March: 02:30 never shows on the wall clock; it counts as passed from 03:30 EDT.
        #expect(!RolloverChange.isAllowed(from: .midnight, to: gap, calendar: Fixture.toronto, now: Fixture.at("2026-03-08", "03:15")))
        #expect(RolloverChange.isAllowed(from: .midnight, to: gap, calendar: Fixture.toronto, now: Fixture.at("2026-03-08", "03:30")))
        // 1 November: 01:30 happens twice; the first time (EDT) is enough.
        let firstPass = Fixture.at("2026-11-01", "01:30")
        #expect(!RolloverChange.isAllowed(from: .midnight, to: gap, calendar: Fixture.toronto, now: firstPass))
        #expect(RolloverChange.isAllowed(from: .midnight, to: Fixture.time("01:30"), calendar: Fixture.toronto, now: firstPass))
        #expect(
            !RolloverChange.isAllowed(
                from: .midnight, to: Fixture.time("01:30"), calendar: Fixture.toronto, now: firstPass.addingTimeInterval(-1)))
    }
}
