import Calendar
import Foundation
import Testing

@testable import QuranFlowCore

@Suite("Week arc")
struct WeekArcTests {
    let arc = WeekArc(term: Fixtures.fall, student: Fixtures.sarah)
    let at = Fixtures.instant

    @Test("Week 8 in Toronto: first second Mon 26 Oct 00:00:00 EDT, last second Sun 1 Nov 23:59:59 EST")
    func weekEightBoundaries() {
        #expect(arc.week(containing: at("2026-10-25T23:59:59-04:00")) == 7)
        #expect(arc.week(containing: at("2026-10-26T00:00:00-04:00")) == 8)
        #expect(arc.week(containing: at("2026-11-01T23:59:59-05:00")) == 8)
        #expect(arc.week(containing: at("2026-11-02T00:00:00-05:00")) == 9)
        let week8 = arc.interval(ofWeek: 8)
        #expect(week8.start == at("2026-10-26T00:00:00-04:00"))
        #expect(week8.end == at("2026-11-02T00:00:00-05:00"))
        #expect(week8.duration == 169 * 3600)  // Toronto falls back at 2 AM on Sunday 1 Nov
    }

    @Test("Fall-back night itself: both 1:30 AMs on Sunday 1 Nov are in Week 8")
    func fallBackNight() {
        #expect(arc.week(containing: at("2026-11-01T01:30:00-04:00")) == 8)
        #expect(arc.week(containing: at("2026-11-01T01:30:00-05:00")) == 8)
        #expect(arc.position(at: at("2026-11-01T01:30:00-05:00")) == .during(week: 8, weekday: .sunday))
    }

    @Test("Week 8's deadline is Sunday 1 Nov 11:59 PM EST; on time through 23:59:59, late from Monday 00:00")
    func deadlineMinute() {
        let deadline = arc.deadline(ofWeek: 8)
        #expect(deadline == at("2026-11-01T23:59:00-05:00"))
        #expect(LocalFormat.time(deadline, in: arc.calendar.zone) == "11:59 PM")
        #expect(arc.isOnTime(at("2026-11-01T23:58:59-05:00"), forWeek: 8))
        #expect(arc.isOnTime(at("2026-11-01T23:59:00-05:00"), forWeek: 8))
        #expect(arc.isOnTime(at("2026-11-01T23:59:59-05:00"), forWeek: 8))
        #expect(!arc.isOnTime(at("2026-11-02T00:00:00-05:00"), forWeek: 8))
    }

    @Test("A Cairo coach reads a Toronto student's week in the student's zone")
    func coachInAnotherZone() {
        // Sunday 1 Nov 11:30 PM in Toronto is already Monday 2 Nov 6:30 AM in Cairo.
        let instant = at("2026-11-01T23:30:00-05:00")
        #expect(Fixtures.cairo.localDate(of: instant) == LocalDate(iso: "2026-11-02"))
        #expect(arc.week(containing: instant) == 8)
        #expect(arc.isOnTime(instant, forWeek: 8))
        let coachOwnArc = WeekArc(term: Fixtures.fall, zoneIdentifier: Fixtures.amina.zoneIdentifier)
        #expect(coachOwnArc.week(containing: instant) == 9)  // why the student's zone must be used
        // The same instant, Monday 26 Oct 00:00 EDT, starts Week 8 for Sarah at 7:00 AM Cairo time.
        let start = arc.interval(ofWeek: 8).start
        #expect(LocalFormat.time(start, in: Fixtures.cairo.zone) == "7:00 AM")
    }

    @Test("Before, first second of Week 1, last second of Week 15, first second after")
    func termEnds() {
        #expect(arc.position(at: at("2026-09-01T12:00:00-04:00")) == .before(startsOn: LocalDate(iso: "2026-09-07")!, daysUntil: 6))
        #expect(arc.position(at: at("2026-09-06T23:59:59-04:00")) == .before(startsOn: LocalDate(iso: "2026-09-07")!, daysUntil: 1))
        #expect(arc.position(at: at("2026-09-07T00:00:00-04:00")) == .during(week: 1, weekday: .monday))
        #expect(arc.week(containing: at("2026-09-06T23:59:59-04:00")) == nil)
        #expect(arc.position(at: at("2026-12-20T23:59:59-05:00")) == .during(week: 15, weekday: .sunday))
        #expect(arc.position(at: at("2026-12-21T00:00:00-05:00")) == .after(endedOn: LocalDate(iso: "2026-12-20")!))
        #expect(arc.week(containing: at("2026-12-21T00:00:00-05:00")) == nil)
        #expect(arc.position(at: at("2026-12-21T00:00:00-05:00")).week == nil)
        #expect(Fixtures.fall.weekLabel(8) == "Week 8 of 15")
        #expect(
            TermPosition(term: Fixtures.fall, calendar: Fixtures.toronto, at: at("2026-10-27T13:48:00-04:00"))
                == .during(week: 8, weekday: .tuesday))
    }

    @Test("Spring 2026 in Toronto: Week 8 holds the 8 March change and lasts 167 hours")
    func springToronto() {
        let spring = WeekArc(term: Fixtures.spring, zoneIdentifier: "America/Toronto")
        let week8 = spring.interval(ofWeek: 8)
        #expect(week8.start == at("2026-03-02T00:00:00-05:00"))
        #expect(week8.end == at("2026-03-09T00:00:00-04:00"))
        #expect(week8.duration == 167 * 3600)
        #expect(spring.deadline(ofWeek: 8) == at("2026-03-08T23:59:00-04:00"))
        #expect(spring.week(containing: at("2026-03-08T01:59:59-05:00")) == 8)
        #expect(spring.week(containing: at("2026-03-08T03:00:00-04:00")) == 8)
        #expect(spring.week(containing: at("2026-03-09T00:00:00-04:00")) == 9)
    }

    @Test("Spring 2026 in Cairo: Week 15 holds the 24 April change and lasts 167 hours")
    func springCairo() {
        let spring = WeekArc(term: Fixtures.spring, zoneIdentifier: "Africa/Cairo")
        let week15 = spring.interval(ofWeek: 15)
        #expect(week15.start == at("2026-04-20T00:00:00+02:00"))
        #expect(week15.end == at("2026-04-27T00:00:00+03:00"))
        #expect(week15.duration == 167 * 3600)
        #expect(spring.deadline(ofWeek: 15) == at("2026-04-26T23:59:00+03:00"))
        #expect(spring.position(at: at("2026-04-26T23:59:59+03:00")) == .during(week: 15, weekday: .sunday))
        #expect(spring.position(at: at("2026-04-27T00:00:00+03:00")) == .after(endedOn: LocalDate(iso: "2026-04-26")!))
        // The same Toronto week is a plain 168 hours: the two zones change clocks in different weeks.
        #expect(WeekArc(term: Fixtures.spring, zoneIdentifier: "America/Toronto").interval(ofWeek: 15).duration == 168 * 3600)
    }
}
