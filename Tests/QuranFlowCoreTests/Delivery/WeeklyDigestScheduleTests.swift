import Calendar
import Foundation
import QuranFlowCore
import Testing

/// The Weekly digest goes out Sunday 8:00 AM in each student's own zone — across DST changes — and only that Sunday.
@Suite struct WeeklyDigestScheduleTests {
    func instant(_ iso: String) -> Date {
        ISO8601.parse(iso) ?? Date.distantPast
    }

    @Test func sundayEightInTheStudentsZone() {
        let cairo = ZonedCalendar.resolving("Africa/Cairo")
        let monday = LocalDate(year: 2026, month: 10, day: 26)
        #expect(WeeklyDigestSchedule.due(weekStarting: monday, in: cairo) == instant("2026-11-01T08:00:00+02:00"))
        let chicago = ZonedCalendar.resolving("America/Chicago")
        #expect(WeeklyDigestSchedule.due(weekStarting: monday, in: chicago) == instant("2026-11-01T08:00:00-06:00"))
    }

    @Test func eightOClockStaysEightAcrossDaylightSavingChanges() {
        let newYork = ZonedCalendar.resolving("America/New_York")
        // Sunday 1 Nov 2026: clocks go back at 2:00 AM; 8:00 AM is EST.
        #expect(
            WeeklyDigestSchedule.due(weekStarting: LocalDate(year: 2026, month: 10, day: 26), in: newYork)
                == instant("2026-11-01T08:00:00-05:00"))
        // Sunday 8 Mar 2026: clocks go forward at 2:00 AM; 8:00 AM is EDT.
        #expect(
            WeeklyDigestSchedule.due(weekStarting: LocalDate(year: 2026, month: 3, day: 2), in: newYork)
                == instant("2026-03-08T08:00:00-04:00"))
        let london = ZonedCalendar.resolving("Europe/London")
        #expect(
            WeeklyDigestSchedule.due(weekStarting: LocalDate(year: 2026, month: 10, day: 19), in: london)
                == instant("2026-10-25T08:00:00+00:00"))
        #expect(
            WeeklyDigestSchedule.due(weekStarting: LocalDate(year: 2026, month: 3, day: 23), in: london)
                == instant("2026-03-29T08:00:00+01:00"))
    }

    @Test func theWindowOpensAtEightAndClosesAtMidnight() {
        let newYork = ZonedCalendar.resolving("America/New_York")
        #expect(WeeklyDigestSchedule.window(containing: instant("2026-11-01T07:59:59-05:00"), in: newYork) == nil)
        let open = WeeklyDigestSchedule.window(containing: instant("2026-11-01T08:00:00-05:00"), in: newYork)
        #expect(open?.weekStart == LocalDate(year: 2026, month: 10, day: 26))
        #expect(open?.closes == instant("2026-11-02T00:00:00-05:00"))
        #expect(WeeklyDigestSchedule.window(containing: instant("2026-11-01T23:59:59-05:00"), in: newYork) != nil)
        #expect(WeeklyDigestSchedule.window(containing: instant("2026-11-02T00:00:00-05:00"), in: newYork) == nil)
        // Saturday and a weekday never.
        #expect(WeeklyDigestSchedule.window(containing: instant("2026-10-31T09:00:00-04:00"), in: newYork) == nil)
        #expect(WeeklyDigestSchedule.window(containing: instant("2026-10-28T09:00:00-04:00"), in: newYork) == nil)
    }

    @Test func oneInstantIsSundayMorningInOneZoneAndNotInAnother() {
        // 8:30 AM Sunday in Cairo is still 1:30 AM in New York (summer time there): one digest now, the other later.
        let now = instant("2026-10-25T08:30:00+03:00")
        #expect(WeeklyDigestSchedule.window(containing: now, in: ZonedCalendar.resolving("Africa/Cairo")) != nil)
        #expect(WeeklyDigestSchedule.window(containing: now, in: ZonedCalendar.resolving("America/New_York")) == nil)
        #expect(
            WeeklyDigestSchedule.nextOpening(after: now, in: ZonedCalendar.resolving("America/New_York"))
                == instant("2026-10-25T08:00:00-04:00"))
        // After this week's opening, the next is a week later.
        #expect(
            WeeklyDigestSchedule.nextOpening(after: instant("2026-10-25T08:00:00-04:00"), in: ZonedCalendar.resolving("America/New_York"))
                == instant("2026-11-01T08:00:00-05:00"))
    }
}
