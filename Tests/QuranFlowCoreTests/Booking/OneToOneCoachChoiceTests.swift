import Calendar
import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

/// "Change" on Book your one-to-one: which coach the screen opens on, whom it offers, and the booking rules counting
/// a student's one-to-ones with every coach.
@Suite struct OneToOneCoachChoiceTests {
    typealias F = BookingFixtures

    /// Rania's ledger merged with Sarah's weekly series with Amina, as the server loads it.
    func raniaLedger(_ raniaBookings: OneToOneLedger = OneToOneLedger(), sarahs: OneToOneLedger) -> OneToOneLedger {
        raniaBookings.merging(sarahs)
    }

    // MARK: Which coach

    @Test func opensOnOwnCoachWithoutBookings() {
        #expect(OneToOneCoachChoice.current(for: F.sarah, ledger: OneToOneLedger(), term: F.fall) == F.amina.id)
    }

    @Test func opensOnTheLatestBookedCoachUntilThatBookingIsCancelled() throws {
        let sarahs = try F.sarahWeekly()
        #expect(OneToOneCoachChoice.current(for: F.sarah, ledger: sarahs, term: F.fall) == F.amina.id)
        // Week 5 of the series is cancelled; a one-off with Rania that week is booked an hour later.
        let cancelled = sarahs.applying(
            try BookingRules.cancelWeek(
                student: F.sarah, seriesID: ID("sarah-series"), week: 5, term: F.fall, ledger: sarahs,
                now: F.beforeFall))
        let later = F.beforeFall.addingTimeInterval(3600)
        let withRania = cancelled.applying(
            try BookingRules.bookWeek(
                student: F.sarah, slot: F.raniaThursday(18, 0), week: 5, term: F.fall,
                availability: F.raniaAvailability, ledger: cancelled, now: later, id: ID("rania-5")))
        #expect(OneToOneCoachChoice.current(for: F.sarah, ledger: withRania, term: F.fall) == F.rania.id)
        let undone = withRania.applying(
            try BookingRules.cancel(student: F.sarah, singleID: ID("rania-5"), ledger: withRania, now: later))
        #expect(OneToOneCoachChoice.current(for: F.sarah, ledger: undone, term: F.fall) == F.amina.id)
        // Another student's booking never decides Sarah's coach.
        #expect(OneToOneCoachChoice.current(for: F.khadija, ledger: withRania, term: F.fall) == F.khadija.coachID)
    }

    @Test func aSwappedWeekStaysWithItsSeriesCoach() throws {
        let sarahs = try F.sarahWeekly()
        let later = F.beforeFall.addingTimeInterval(3600)
        let swapped = sarahs.applying(
            try BookingRules.swapWeek(
                student: F.sarah, seriesID: ID("sarah-series"), week: 3, to: F.tuesday(16, 40), term: F.fall,
                availability: F.availability, ledger: sarahs, now: later, id: ID("swap-3")))
        #expect(OneToOneCoachChoice.current(for: F.sarah, ledger: swapped, term: F.fall) == F.amina.id)
    }

    // MARK: Whom to offer

    @Test func offersOwnCoachFirstThenCoachesWithTimesByName() {
        let zaynab = Coach(id: ID("zaynab"), name: "Zaynab", displayName: "Ust. Zaynab", zoneIdentifier: "Europe/London")
        let offered = OneToOneCoachChoice.offered(
            to: F.sarah, from: [zaynab, F.rania, Fixtures.radwa, F.amina],
            availability: [F.rania.id: F.raniaAvailability.windows, zaynab.id: F.availability.windows, Fixtures.radwa.id: []])
        #expect(offered.map(\.coachName) == ["Ust. Amina", "Ust. Rania", "Ust. Zaynab"])
        // The own coach is offered with no times at all (the screen says so); Radwa, with none, is not offered.
        #expect(offered[0].windows.isEmpty)
        #expect(offered[1].windows == F.raniaAvailability.windows)
    }

    // MARK: The rules count every coach

    @Test func aSecondWeeklySeriesWithAnotherCoachIsRefused() throws {
        let sarahs = try F.sarahWeekly()
        let error = F.error { () throws(BookingError) in
            try BookingRules.bookWeekly(
                student: F.sarah, slot: F.raniaThursday(18, 0), term: F.fall, availability: F.raniaAvailability,
                ledger: raniaLedger(sarahs: sarahs), now: F.beforeFall, id: ID("s2"))
        }
        #expect(error == .seriesExists(termName: "Fall 2026"))
    }

    @Test func aSecondRegularOneToOneInAWeekWithAnotherCoachNeedsAMissedWeek() throws {
        let sarahs = try F.sarahWeekly()
        let error = F.error { () throws(BookingError) in
            try BookingRules.bookWeek(
                student: F.sarah, slot: F.raniaThursday(18, 0), week: 9, term: F.fall,
                availability: F.raniaAvailability, ledger: raniaLedger(sarahs: sarahs), now: F.beforeFall, id: ID("r9"))
        }
        #expect(error == .noMissedWeek(week: 9))
        // With Week 4 cancelled, the Week 9 one-to-one with Rania is Week 4's make-up.
        let cancelled = sarahs.applying(
            try BookingRules.cancelWeek(
                student: F.sarah, seriesID: ID("sarah-series"), week: 4, term: F.fall, ledger: sarahs, now: F.beforeFall))
        let change = try BookingRules.bookWeek(
            student: F.sarah, slot: F.raniaThursday(18, 0), week: 9, term: F.fall,
            availability: F.raniaAvailability, ledger: raniaLedger(sarahs: cancelled), now: F.beforeFall,
            id: ID("r9"))
        #expect(change.singles.first?.kind == .makeUp(forWeek: 4))
        #expect(change.claimed.map(\.coachID) == [F.rania.id])
    }

    @Test func anotherCoachsGridIgnoresSarahsHeldSlotsButShowsTheirOwnTaken() throws {
        let sarahs = try F.sarahWeekly()
        let khadijas = OneToOneLedger().applying(
            try BookingRules.bookWeek(
                student: F.khadija, slot: F.raniaThursday(18, 20), week: 9, term: F.fall,
                availability: F.raniaAvailability, ledger: OneToOneLedger(), now: F.beforeFall, id: ID("k9")))
        let offers = F.raniaAvailability.offers(inWeek: 9, of: F.fall, ledger: raniaLedger(khadijas, sarahs: sarahs), now: F.beforeFall)
        #expect(offers.count == 3 + 6)
        // Rania's 6:20 PM Amman is 10:20 AM in Toronto once Toronto is on EST (8 hours behind).
        #expect(offers.filter(\.isTaken).map { $0.occurrence.timeLabel(in: F.toronto) } == ["10:20 AM"])
    }

    @Test func twoCoachesAtTheSameInstantAreRefusedNamingTheTime() throws {
        // Amina's 4:20 PM Cairo on Tuesday 10 November is 9:20 AM Toronto; Rania's 5:20 PM Amman is the same instant.
        let sarahs = try F.sarahWeekly()
        let cancelled = sarahs.applying(
            try BookingRules.cancelWeek(
                student: F.sarah, seriesID: ID("sarah-series"), week: 2, term: F.fall, ledger: sarahs, now: F.beforeFall))
        let raniaTuesday = WeeklySlot(coach: F.rania, weekday: .tuesday, start: LocalTime(hour: 17, minute: 20))
        #expect(raniaTuesday.occurrence(inWeek: 10, of: F.fall).start == F.sarahSlot.occurrence(inWeek: 10, of: F.fall).start)
        let error = F.error { () throws(BookingError) in
            try BookingRules.bookWeek(
                student: F.sarah, slot: raniaTuesday, week: 10, term: F.fall, availability: F.raniaAvailability,
                ledger: raniaLedger(sarahs: cancelled), now: F.beforeFall, id: ID("r10"))
        }
        #expect(error == .studentBusy("9:20 AM on Tuesday 10 November"))
        #expect(error?.message == "You already have a one-to-one at 9:20 AM on Tuesday 10 November.")
        // Ten minutes later overlaps too; twenty minutes later (Rania's 5:40 PM) is free.
        let at540 = WeeklySlot(coach: F.rania, weekday: .tuesday, start: LocalTime(hour: 17, minute: 40))
        let change = try BookingRules.bookWeek(
            student: F.sarah, slot: at540, week: 10, term: F.fall, availability: F.raniaAvailability,
            ledger: raniaLedger(sarahs: cancelled), now: F.beforeFall, id: ID("r10"))
        #expect(change.singles.first?.kind == .makeUp(forWeek: 2))
    }
}
