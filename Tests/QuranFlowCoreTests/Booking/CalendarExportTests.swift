import Calendar
import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

@Suite struct CalendarExportTests {
    typealias F = BookingFixtures

    static let qrc = LiveSession(
        id: ID("qrc"), kind: .qrc, title: "Sisters' Reading Circle", teacherID: Fixtures.radwa.id,
        weekday: .tuesday, startTime: LocalTime(hour: 14, minute: 0), zoneIdentifier: "America/Toronto",
        durationMinutes: 60, meetingLink: "https://zoom.us/j/1", covered: "Round-robin recitation")

    @Test func seriesHasRRuleUntilTermEndAndExdates() throws {
        var ledger = try F.sarahWeekly()
        ledger = ledger.applying(
            try BookingRules.cancelWeek(
                student: F.sarah, seriesID: ID("sarah-series"), week: 9, term: F.fall,
                ledger: ledger, now: F.beforeFall))
        let series = try #require(ledger.series.first)
        let event = CalendarExport.event(for: series, term: F.fall, title: "Recitation with Ust. Amina")
        #expect(event.uid == "one-to-one-series-sarah-series@quranflow")
        #expect(event.zoneIdentifier == "Africa/Cairo")
        #expect(event.localStart.date == LocalDate(iso: "2026-09-08")!)
        #expect(event.localStart.time == LocalTime(hour: 16, minute: 20))
        #expect(event.end.timeIntervalSince(event.start) == 20 * 60)
        #expect(event.recurrence?.value == "FREQ=WEEKLY;BYDAY=TU;UNTIL=20261220T215959Z")
        #expect(event.exceptionDates == [Fixtures.instant("2026-11-03T14:20:00Z")])
        #expect(event.alarmMinutesBefore == 15)
        #expect(CalendarExport.event(for: series, term: F.fall, title: "x", remindersOn: false).alarmMinutesBefore == nil)
    }

    @Test func springSeriesUntilUsesCairoTermEnd() throws {
        let series = OneToOneSeries(
            id: ID("s"), studentID: F.sarah.id, termID: F.spring.id, slot: F.sarahSlot, firstWeek: 1, bookedAt: F.beforeSpring)
        // Spring's last day is Sunday 26 April; Cairo is on EEST (+3) by then.
        #expect(
            CalendarExport.event(for: series, term: F.spring, title: "x").recurrence?.value
                == "FREQ=WEEKLY;BYDAY=TU;UNTIL=20260426T205959Z")
    }

    @Test func uidsAreStableAcrossCalls() throws {
        let ledger = try F.sarahWeekly()
        let first = CalendarExport.events(
            forWeek: 8, of: F.fall, student: F.sarah, ledger: ledger, groupSessions: [Self.qrc],
            title: { _ in "Recitation with Ust. Amina" })
        let second = CalendarExport.events(
            forWeek: 8, of: F.fall, student: F.sarah, ledger: try F.sarahWeekly(), groupSessions: [Self.qrc],
            title: { _ in "Recitation with Ust. Amina" })
        #expect(first == second)
        #expect(first.map(\.uid) == ["one-to-one-series-sarah-series-w8@quranflow", "session-qrc-2026-10-27@quranflow"])
        #expect(first[0].start == Fixtures.instant("2026-10-27T13:20:00Z"))
        #expect(first[1].zoneIdentifier == "America/Toronto")
    }

    @Test func yearOneWeekHasNoOneToOnes() throws {
        let ledger = try F.sarahWeekly()
        let events = CalendarExport.events(
            forWeek: 8, of: F.fall, student: F.noor, ledger: ledger, groupSessions: [Self.qrc],
            title: { _ in "x" })
        #expect(events.map(\.uid) == ["session-qrc-2026-10-27@quranflow"])
    }

    @Test func singleBookingUIDFromItsID() throws {
        var ledger = OneToOneLedger()
        ledger = ledger.applying(
            try BookingRules.bookWeek(
                student: F.khadija, slot: F.sarahSlot, week: 9, term: F.fall,
                availability: F.availability, ledger: ledger, now: F.beforeFall, id: ID("k9")))
        let booked = try #require(ledger.booked(in: F.fall).first)
        #expect(CalendarExport.event(for: booked, title: "x").uid == "one-to-one-k9@quranflow")
        #expect(CalendarExport.event(for: booked, title: "x").recurrence == nil)
    }
}
