import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import Testing

@Suite struct TermSelectionTests {
    let level = try! Level(number: 2, name: "Reading with fluency")
    var spring: Term {
        try! Term(id: ID("spring"), name: "Spring 2026", firstMonday: LocalDate(year: 2026, month: 1, day: 12), level: level)
    }
    var fall: Term { try! Term(id: ID("fall"), name: "Fall 2026", firstMonday: LocalDate(year: 2026, month: 9, day: 7), level: level) }
    let toronto = ZonedCalendar(identifier: "America/Toronto")!

    func at(_ date: LocalDate, _ hour: Int = 12) -> Date { toronto.instant(on: date, at: LocalTime(hour: hour, minute: 0)) }

    @Test func theTermInProgressWins() {
        #expect(
            TermSelection.current(
                among: [fall, spring], zoneIdentifier: "America/Toronto",
                at: at(LocalDate(year: 2026, month: 3, day: 10)))?.name == "Spring 2026")
        #expect(
            TermSelection.current(
                among: [spring, fall], zoneIdentifier: "America/Toronto",
                at: at(LocalDate(year: 2026, month: 10, day: 27)))?.name == "Fall 2026")
    }

    @Test func betweenTermsTheUpcomingOneShowsItsCountdown() {
        // Spring ended Sunday 26 April; on 1 September Fall is upcoming.
        #expect(
            TermSelection.current(
                among: [spring, fall], zoneIdentifier: "America/Toronto",
                at: at(LocalDate(year: 2026, month: 9, day: 1)))?.name == "Fall 2026")
    }

    @Test func afterTheLastTermTheMostRecentOne() {
        #expect(
            TermSelection.current(
                among: [spring, fall], zoneIdentifier: "America/Toronto",
                at: at(LocalDate(year: 2027, month: 2, day: 1)))?.name == "Fall 2026")
        #expect(TermSelection.current(among: [], zoneIdentifier: "America/Toronto", at: Date()) == nil)
    }
}
