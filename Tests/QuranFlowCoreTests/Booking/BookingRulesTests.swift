import Calendar
import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

@Suite struct BookingRulesTests {
    typealias F = BookingFixtures

    func start(_ week: Int, _ slot: WeeklySlot = F.sarahSlot) -> Date {
        slot.occurrence(inWeek: week, of: F.fall).start
    }

    // MARK: Same time weekly

    @Test func weeklyHoldsEveryRemainingWeek() throws {
        let ledger = try F.sarahWeekly()
        let booked = ledger.booked(by: F.sarah.id, in: F.fall)
        #expect(booked.map(\.occurrence.week) == Array(1...15))
        #expect(booked.map(\.scheduleLabel) == (1...15).map { "Recurring · Week \($0)" })
        #expect(ledger.heldKeys(in: F.fall).count == 15)
    }

    @Test func weeklyFromMidTermStartsAtNextWeek() throws {
        let now = start(8).addingTimeInterval(60)  // Week 8's one-to-one has begun
        let change = try BookingRules.bookWeekly(
            student: F.sarah, slot: F.sarahSlot, term: F.fall, availability: F.availability,
            ledger: OneToOneLedger(), now: now, id: ID("s"))
        #expect(change.series.first?.firstWeek == 9)
        #expect(change.claimed.count == 7)
    }

    @Test func weeklyIsAllOrNoneNamingClashingWeeks() throws {
        var ledger = OneToOneLedger()
        for (week, id) in [(9, "k9"), (12, "k12")] {
            ledger = ledger.applying(
                try BookingRules.bookWeek(
                    student: F.khadija, slot: F.sarahSlot, week: week, term: F.fall,
                    availability: F.availability, ledger: ledger, now: F.beforeFall, id: ID(id)))
        }
        let error = F.error { () throws(BookingError) in
            try BookingRules.bookWeekly(
                student: F.sarah, slot: F.sarahSlot, term: F.fall, availability: F.availability,
                ledger: ledger, now: F.beforeFall, id: ID("s"))
        }
        #expect(error == .weeksTaken(weeks: [9, 12], time: "9:20 AM on Tuesdays"))
        #expect(
            error?.message == "Weeks 9 and 12 are taken at 9:20 AM on Tuesdays. Nothing was booked — pick another time or book each week.")
        #expect(ledger.booked(by: F.sarah.id, in: F.fall).isEmpty)
    }

    @Test func weeklyRefusedWhenOutsideAvailabilityOrNoWeeksLeftOrAlreadyHeld() throws {
        let late = F.error { () throws(BookingError) in
            try BookingRules.bookWeekly(
                student: F.sarah, slot: F.tuesday(18, 0), term: F.fall, availability: F.availability,
                ledger: OneToOneLedger(), now: F.beforeFall, id: ID("s"))
        }
        #expect(late?.message == "That time is outside Ust. Amina's availability.")
        let over = F.error { () throws(BookingError) in
            try BookingRules.bookWeekly(
                student: F.sarah, slot: F.sarahSlot, term: F.fall, availability: F.availability,
                ledger: OneToOneLedger(), now: start(15), id: ID("s"))
        }
        #expect(over?.message == "No weeks of Fall 2026 are left to book.")
        let twice = F.error { () throws(BookingError) in
            try BookingRules.bookWeekly(
                student: F.sarah, slot: F.tuesday(17, 0), term: F.fall, availability: F.availability,
                ledger: try! F.sarahWeekly(), now: F.beforeFall, id: ID("s2"))
        }
        #expect(twice?.message == "You already have a weekly one-to-one in Fall 2026.")
    }

    // MARK: Pick each week

    @Test func pickEachWeekNamesTakenSlotAndTermBounds() throws {
        let ledger = try F.sarahWeekly()
        let taken = F.error { () throws(BookingError) in
            try BookingRules.bookWeek(
                student: F.khadija, slot: F.sarahSlot, week: 10, term: F.fall, availability: F.availability,
                ledger: ledger, now: F.beforeFall, id: ID("k"))
        }
        #expect(taken?.message == "9:20 AM on Tuesday 10 November is taken.")
        let outside = F.error { () throws(BookingError) in
            try BookingRules.bookWeek(
                student: F.khadija, slot: F.tuesday(17, 0), week: 16, term: F.fall, availability: F.availability,
                ledger: ledger, now: F.beforeFall, id: ID("k"))
        }
        #expect(outside?.message == "Week 16 is outside Fall 2026.")
        let past = F.error { () throws(BookingError) in
            try BookingRules.bookWeek(
                student: F.khadija, slot: F.tuesday(17, 0), week: 2, term: F.fall, availability: F.availability,
                ledger: ledger, now: start(2, F.tuesday(17, 0)), id: ID("k"))
        }
        #expect(past == .alreadyStarted(week: 2))
    }

    @Test func pickEachWeekBooksOneAWeekLabelledThisWeekOnly() throws {
        var ledger = OneToOneLedger()
        let change = try BookingRules.bookWeek(
            student: F.khadija, slot: F.tuesday(16, 40), week: 9, term: F.fall,
            availability: F.availability, ledger: ledger, now: F.beforeFall, id: ID("k9"))
        #expect(change.singles.first?.kind == .oneOff)
        ledger = ledger.applying(change)
        #expect(ledger.booked(in: F.fall).map(\.scheduleLabel) == ["This week only"])
        let second = F.error { () throws(BookingError) in
            try BookingRules.bookWeek(
                student: F.khadija, slot: F.tuesday(17, 0), week: 9, term: F.fall,
                availability: F.availability, ledger: ledger, now: F.beforeFall, id: ID("k9b"))
        }
        #expect(second?.message == "You already have a one-to-one in Week 9. A second is only for making up a missed week.")
    }

    // MARK: Cancel

    @Test func cancelAMinuteBeforeFreesTheSlot() throws {
        var ledger = try F.sarahWeekly()
        let now = start(9).addingTimeInterval(-60)
        let change = try BookingRules.cancelWeek(
            student: F.sarah, seriesID: ID("sarah-series"), week: 9, term: F.fall, ledger: ledger, now: now)
        #expect(change.freed == [F.sarahSlot.occurrence(inWeek: 9, of: F.fall).key])
        ledger = ledger.applying(change)
        #expect(!ledger.booked(by: F.sarah.id, in: F.fall).map(\.occurrence.week).contains(9))
        // Khadija takes the freed slot; Amina sees it as "This week only".
        ledger = ledger.applying(
            try BookingRules.bookWeek(
                student: F.khadija, slot: F.sarahSlot, week: 9, term: F.fall,
                availability: F.availability, ledger: ledger, now: now, id: ID("k9")))
        let week9 = ledger.booked(in: F.fall).filter { $0.occurrence.week == 9 }
        #expect(week9.map(\.studentID) == [F.khadija.id])
        #expect(week9.map(\.scheduleLabel) == ["This week only"])
        #expect(ledger.booked(in: F.fall).first { $0.occurrence.week == 10 }?.scheduleLabel == "Recurring · Week 10")
    }

    @Test func cancelAtStartIsRefused() throws {
        let ledger = try F.sarahWeekly()
        let error = F.error { () throws(BookingError) in
            try BookingRules.cancelWeek(
                student: F.sarah, seriesID: ID("sarah-series"), week: 9, term: F.fall, ledger: ledger, now: start(9))
        }
        #expect(error?.message == "Week 9's one-to-one has already started.")
    }

    @Test func cancelledWeekNeverComesBackByItself() throws {
        var ledger = try F.sarahWeekly()
        ledger = ledger.applying(
            try BookingRules.cancelWeek(
                student: F.sarah, seriesID: ID("sarah-series"), week: 9, term: F.fall,
                ledger: ledger, now: F.beforeFall))
        ledger = ledger.applying(
            try BookingRules.swapWeek(
                student: F.sarah, seriesID: ID("sarah-series"), week: 10, to: F.tuesday(17, 0),
                term: F.fall, availability: F.availability, ledger: ledger, now: F.beforeFall, id: ID("sw10")))
        #expect(!ledger.booked(by: F.sarah.id, in: F.fall).map(\.occurrence.week).contains(9))
        let again = F.error { () throws(BookingError) in
            try BookingRules.cancelWeek(
                student: F.sarah, seriesID: ID("sarah-series"), week: 9, term: F.fall, ledger: ledger, now: F.beforeFall)
        }
        #expect(again == .notBooked(week: 9))
    }

    @Test func cancelSingleUntilItStarts() throws {
        var ledger = OneToOneLedger()
        ledger = ledger.applying(
            try BookingRules.bookWeek(
                student: F.khadija, slot: F.sarahSlot, week: 9, term: F.fall,
                availability: F.availability, ledger: ledger, now: F.beforeFall, id: ID("k9")))
        let late = F.error { () throws(BookingError) in
            try BookingRules.cancel(student: F.khadija, singleID: ID("k9"), ledger: ledger, now: start(9))
        }
        #expect(late == .alreadyStarted(week: 9))
        let notMine = F.error { () throws(BookingError) in
            try BookingRules.cancel(student: F.sarah, singleID: ID("k9"), ledger: ledger, now: F.beforeFall)
        }
        #expect(notMine == .notFound)
        let change = try BookingRules.cancel(student: F.khadija, singleID: ID("k9"), ledger: ledger, now: start(9).addingTimeInterval(-60))
        #expect(ledger.applying(change).heldKeys(in: F.fall).isEmpty)
    }

    // MARK: Swap

    @Test func swapKeepsTheSeries() throws {
        var ledger = try F.sarahWeekly()
        let change = try BookingRules.swapWeek(
            student: F.sarah, seriesID: ID("sarah-series"), week: 8, to: F.tuesday(16, 40),
            term: F.fall, availability: F.availability, ledger: ledger, now: F.beforeFall, id: ID("sw8"))
        #expect(change.freed == [F.sarahSlot.occurrence(inWeek: 8, of: F.fall).key])
        #expect(change.claimed == [F.tuesday(16, 40).occurrence(inWeek: 8, of: F.fall).key])
        ledger = ledger.applying(change)
        let mine = ledger.booked(by: F.sarah.id, in: F.fall)
        #expect(mine.count == 15)
        #expect(mine.first { $0.occurrence.week == 8 }?.scheduleLabel == "This week only")
        #expect(mine.first { $0.occurrence.week == 8 }?.occurrence.timeLabel(in: F.toronto) == "9:40 AM")
        #expect(mine.filter { $0.occurrence.week != 8 }.allSatisfy { $0.scheduleLabel.hasPrefix("Recurring · Week ") })
        // The week is not "missed": no make-up is owed for a swap.
        #expect(ledger.missedWeeks(of: F.sarah.id, in: F.fall, before: 16).isEmpty)
    }

    // MARK: Make-ups

    @Test func makeUpAllowedOncePerMissedWeek() throws {
        var ledger = try F.sarahWeekly()
        ledger = ledger.applying(
            try BookingRules.cancelWeek(
                student: F.sarah, seriesID: ID("sarah-series"), week: 3, term: F.fall,
                ledger: ledger, now: F.beforeFall))
        // Not before the missed week.
        let early = F.error { () throws(BookingError) in
            try BookingRules.bookWeek(
                student: F.sarah, slot: F.tuesday(17, 0), week: 2, term: F.fall, availability: F.availability,
                ledger: ledger, now: F.beforeFall, id: ID("m2"))
        }
        #expect(early == .noMissedWeek(week: 2))
        let change = try BookingRules.bookWeek(
            student: F.sarah, slot: F.tuesday(17, 0), week: 5, term: F.fall,
            availability: F.availability, ledger: ledger, now: F.beforeFall, id: ID("m5"))
        #expect(change.singles.first?.kind == .makeUp(forWeek: 3))
        ledger = ledger.applying(change)
        #expect(
            ledger.booked(in: F.fall).filter { $0.occurrence.week == 5 }.map(\.scheduleLabel) == ["Recurring · Week 5", "This week only"])
        // Week 3 is made up: a second make-up is refused.
        let second = F.error { () throws(BookingError) in
            try BookingRules.bookWeek(
                student: F.sarah, slot: F.tuesday(17, 0), week: 6, term: F.fall, availability: F.availability,
                ledger: ledger, now: F.beforeFall, id: ID("m6"))
        }
        #expect(second == .noMissedWeek(week: 6))
        // Never three in a week.
        let third = F.error { () throws(BookingError) in
            try BookingRules.bookWeek(
                student: F.sarah, slot: F.tuesday(17, 20), week: 5, term: F.fall, availability: F.availability,
                ledger: ledger, now: F.beforeFall, id: ID("m5b"))
        }
        #expect(third?.message == "You already have two one-to-ones in Week 5.")
        // Cancelling the make-up gives the entitlement back.
        ledger = ledger.applying(try BookingRules.cancel(student: F.sarah, singleID: ID("m5"), ledger: ledger, now: F.beforeFall))
        let redo = try BookingRules.bookWeek(
            student: F.sarah, slot: F.tuesday(17, 0), week: 6, term: F.fall,
            availability: F.availability, ledger: ledger, now: F.beforeFall, id: ID("m6"))
        #expect(redo.singles.first?.kind == .makeUp(forWeek: 3))
    }

    @Test func noShowCountsAsMissed() throws {
        let base = try F.sarahWeekly()
        let ledger = OneToOneLedger(series: base.series, noShows: [F.sarahSlot.occurrence(inWeek: 4, of: F.fall).key])
        #expect(ledger.missedWeeks(of: F.sarah.id, in: F.fall, before: 16) == [4])
        let now = start(4).addingTimeInterval(3600)
        let change = try BookingRules.bookWeek(
            student: F.sarah, slot: F.tuesday(17, 0), week: 5, term: F.fall,
            availability: F.availability, ledger: ledger, now: now, id: ID("m5"))
        #expect(change.singles.first?.kind == .makeUp(forWeek: 4))
    }

    @Test func cancelledWeekRebookedIsNotMissed() throws {
        var ledger = try F.sarahWeekly()
        ledger = ledger.applying(
            try BookingRules.cancelWeek(
                student: F.sarah, seriesID: ID("sarah-series"), week: 3, term: F.fall,
                ledger: ledger, now: F.beforeFall))
        ledger = ledger.applying(
            try BookingRules.bookWeek(
                student: F.sarah, slot: F.tuesday(17, 0), week: 3, term: F.fall,
                availability: F.availability, ledger: ledger, now: F.beforeFall, id: ID("r3")))
        #expect(ledger.booked(by: F.sarah.id, in: F.fall).first { $0.occurrence.week == 3 }?.scheduleLabel == "This week only")
        #expect(ledger.missedWeeks(of: F.sarah.id, in: F.fall, before: 16).isEmpty)
    }

    // MARK: Reminders and Join

    @Test func reminderAndJoinWindow() throws {
        let booked = try #require(try F.sarahWeekly().booked(by: F.sarah.id, in: F.fall).first { $0.occurrence.week == 8 })
        let begins = start(8)
        #expect(booked.reminderAt == begins.addingTimeInterval(-15 * 60))
        #expect(booked.phase(at: begins.addingTimeInterval(-15 * 60 - 1)) == .upcoming)
        #expect(booked.phase(at: begins.addingTimeInterval(-15 * 60)).canJoin)
        #expect(booked.phase(at: begins.addingTimeInterval(-12 * 60)).countdownLabel == "in 12 min")
        #expect(booked.phase(at: begins.addingTimeInterval(20 * 60 - 1)) == .live)
        #expect(booked.phase(at: begins.addingTimeInterval(20 * 60)) == .ended)
    }
}

@Suite struct CoachScheduleTests {
    typealias F = BookingFixtures

    @Test func coachDayShowsRecurringAndThisWeekOnly() throws {
        var ledger = try F.sarahWeekly()
        ledger = ledger.applying(
            try BookingRules.bookWeek(
                student: F.khadija, slot: F.tuesday(16, 40), week: 8, term: F.fall,
                availability: F.availability, ledger: ledger, now: F.beforeFall, id: ID("k8")))
        let day = ledger.booked(in: F.fall, onCoachDate: LocalDate(iso: "2026-10-27")!)
        #expect(day.map(\.studentID) == [F.sarah.id, F.khadija.id])
        #expect(day.map(\.scheduleLabel) == ["Recurring · Week 8", "This week only"])
        #expect(
            day.map { Fixtures.cairo.localTime(of: $0.occurrence.start) } == [
                LocalTime(hour: 16, minute: 20), LocalTime(hour: 16, minute: 40),
            ])
        #expect(ledger.booked(in: F.fall, onCoachDate: LocalDate(iso: "2026-10-28")!).isEmpty)
    }

    @Test func racingDecisionsClaimTheSameKeySoTheDatabaseKeepsOne() throws {
        // Two requests decided over the same stored state both pass the rules; the unique slot key lets one commit.
        let ledger = OneToOneLedger()
        let a = try BookingRules.bookWeek(
            student: F.sarah, slot: F.sarahSlot, week: 9, term: F.fall, availability: F.availability,
            ledger: ledger, now: F.beforeFall, id: ID("a"))
        let b = try BookingRules.bookWeek(
            student: F.khadija, slot: F.sarahSlot, week: 9, term: F.fall, availability: F.availability,
            ledger: ledger, now: F.beforeFall, id: ID("b"))
        #expect(a.claimed == b.claimed)
        // Once the first is stored, deciding the second again names the taken slot.
        let retry = F.error { () throws(BookingError) in
            try BookingRules.bookWeek(
                student: F.khadija, slot: F.sarahSlot, week: 9, term: F.fall, availability: F.availability,
                ledger: ledger.applying(a), now: F.beforeFall, id: ID("b"))
        }
        #expect(retry?.message == "9:20 AM on Tuesday 3 November is taken.")
    }
}
