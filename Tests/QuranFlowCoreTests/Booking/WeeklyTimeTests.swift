import Calendar
import Foundation
import Testing

@testable import QuranFlowCore

/// The weekly booking keeps the coach's wall clock: every week of Spring and Fall 2026, Toronto student / Cairo coach.
@Suite struct WeeklyTimeTests {
    typealias F = BookingFixtures

    @Test(arguments: 1...15) func springWeek(_ week: Int) {
        let occurrence = F.sarahSlot.occurrence(inWeek: week, of: F.spring)
        let shifted = (9...15).contains(week)  // Tuesdays 10 March – 21 April 2026
        #expect(occurrence.ownerDate == F.spring.monday(ofWeek: week).adding(days: 1))
        #expect(Fixtures.cairo.localTime(of: occurrence.start) == LocalTime(hour: 16, minute: 20))
        #expect(occurrence.localTime(in: F.toronto) == (shifted ? LocalTime(hour: 10, minute: 20) : LocalTime(hour: 9, minute: 20)))
        #expect(occurrence.localDate(in: F.toronto).weekday == .tuesday)
        #expect(occurrence.zoneLabel(in: F.toronto) == (shifted ? "Toronto (EDT)" : "Toronto (EST)"))
        #expect(occurrence.zoneLabel(in: "Africa/Cairo") == "Cairo (EET)")
    }

    @Test(arguments: 1...15) func fallWeek(_ week: Int) {
        let occurrence = F.sarahSlot.occurrence(inWeek: week, of: F.fall)
        #expect(Fixtures.cairo.localTime(of: occurrence.start) == LocalTime(hour: 16, minute: 20))
        #expect(occurrence.localTime(in: F.toronto) == LocalTime(hour: 9, minute: 20))
        #expect(occurrence.timeLabel(in: F.toronto) == "9:20 AM")
        #expect(occurrence.localDate(in: F.toronto) == F.fall.monday(ofWeek: week).adding(days: 1))
        #expect(occurrence.zoneLabel(in: F.toronto) == (week <= 8 ? "Toronto (EDT)" : "Toronto (EST)"))
        #expect(occurrence.zoneLabel(in: "Africa/Cairo") == (week <= 8 ? "Cairo (EEST)" : "Cairo (EET)"))
    }

    @Test func knownInstants() {
        #expect(F.sarahSlot.occurrence(inWeek: 9, of: F.spring).start == Fixtures.instant("2026-03-10T14:20:00Z"))
        #expect(F.sarahSlot.occurrence(inWeek: 15, of: F.spring).start == Fixtures.instant("2026-04-21T14:20:00Z"))
        #expect(F.sarahSlot.occurrence(inWeek: 8, of: F.fall).start == Fixtures.instant("2026-10-27T13:20:00Z"))
        #expect(F.sarahSlot.occurrence(inWeek: 9, of: F.fall).start == Fixtures.instant("2026-11-03T14:20:00Z"))
    }

    @Test func springPreviewWarnsAboutWeeksNineToFifteen() {
        let preview = WeeklyBookingPreview(
            slot: F.sarahSlot, term: F.spring, viewerZone: F.toronto,
            coachName: "Ust. Amina", now: F.beforeSpring)
        #expect(preview.weeks.count == 15)
        #expect(preview.shiftedWeeks == Array(9...15))
        #expect(
            preview.weeks.map { BookingCopy.clock($0.localTime) }
                == Array(repeating: "9:20 AM", count: 8) + Array(repeating: "10:20 AM", count: 7))
        #expect(preview.warning == "Weeks 9–15 are at 10:20 AM your time, not 9:20 AM — Ust. Amina's clock doesn't change.")
    }

    @Test func fallPreviewHasNoWarning() {
        let preview = WeeklyBookingPreview(slot: F.sarahSlot, term: F.fall, viewerZone: F.toronto, now: F.beforeFall)
        #expect(preview.weeks.count == 15)
        #expect(preview.shiftedWeeks.isEmpty)
        #expect(preview.warning == nil)
        #expect(preview.weeks.map(\.zoneLabel) == Array(repeating: "Toronto (EDT)", count: 8) + Array(repeating: "Toronto (EST)", count: 7))
    }

    @Test func previewCountsOnlyRemainingWeeks() {
        // Just after Week 9's start: Weeks 10–15 remain, all 10:20 AM, so nothing differs from the first.
        let now = F.sarahSlot.occurrence(inWeek: 9, of: F.spring).start.addingTimeInterval(1)
        let preview = WeeklyBookingPreview(slot: F.sarahSlot, term: F.spring, viewerZone: F.toronto, now: now)
        #expect(preview.weeks.map(\.occurrence.week) == Array(10...15))
        #expect(preview.warning == nil)
        // Mid-way through Week 8: Week 8 is 9:20, the rest shift.
        let week8 = WeeklyBookingPreview(
            slot: F.sarahSlot, term: F.spring, viewerZone: F.toronto, coachName: "Ust. Amina",
            now: F.sarahSlot.occurrence(inWeek: 8, of: F.spring).start.addingTimeInterval(-60))
        #expect(week8.shiftedWeeks == Array(9...15))
    }

    @Test func cairoViewerSeesNoShift() {
        let preview = WeeklyBookingPreview(slot: F.sarahSlot, term: F.spring, viewerZone: "Africa/Cairo", now: F.beforeSpring)
        #expect(preview.warning == nil)
    }
}
