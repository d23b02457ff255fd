import Calendar
import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

@Suite struct OneToOneAccessTests {
    typealias F = BookingFixtures

    @Test func yearOneRefusedEveryAction() throws {
        for action in OneToOneAccess.Action.allCases {
            #expect(!OneToOneAccess.allows(F.noor, action))
            #expect(OneToOneAccess.allows(F.sarah, action))
            #expect(throws: BookingError.yearOneStudent) { try OneToOneAccess.check(F.noor, action) }
        }
        #expect(BookingError.yearOneStudent.message == "One-to-ones are for Year 2 students.")
    }

    @Test func yearOneRefusedByEveryRule() throws {
        let ledger = try F.sarahWeekly()
        let refusals: [BookingError?] = [
            F.error { () throws(BookingError) in
                try BookingRules.bookWeekly(
                    student: F.noor, slot: F.tuesday(17, 0), term: F.fall, availability: F.availability,
                    ledger: ledger, now: F.beforeFall, id: ID("n"))
            },
            F.error { () throws(BookingError) in
                try BookingRules.bookWeek(
                    student: F.noor, slot: F.tuesday(17, 0), week: 3, term: F.fall, availability: F.availability,
                    ledger: ledger, now: F.beforeFall, id: ID("n"))
            },
            F.error { () throws(BookingError) in
                try BookingRules.swapWeek(
                    student: F.noor, seriesID: ID("sarah-series"), week: 3, to: F.tuesday(17, 0), term: F.fall,
                    availability: F.availability, ledger: ledger, now: F.beforeFall, id: ID("n"))
            },
            F.error { () throws(BookingError) in
                try BookingRules.cancelWeek(
                    student: F.noor, seriesID: ID("sarah-series"), week: 3, term: F.fall, ledger: ledger, now: F.beforeFall)
            },
            F.error { () throws(BookingError) in
                try BookingRules.cancel(student: F.noor, singleID: ID("x"), ledger: ledger, now: F.beforeFall)
            },
        ]
        #expect(refusals.allSatisfy { $0 == .yearOneStudent })
    }

    @Test func lockedLabels() {
        #expect(BookingCopy.recurring(week: 8) == "Recurring · Week 8")
        #expect(BookingCopy.thisWeekOnly == "This week only")
        #expect(BookingCopy.weeks([9]) == "Week 9")
        #expect(BookingCopy.weeks([12, 9]) == "Weeks 9 and 12")
        #expect(BookingCopy.weeks([3, 5, 9, 10, 11]) == "Weeks 3, 5 and 9–11")
    }
}

@Suite struct GatedReadsTests {
    typealias F = BookingFixtures

    @Test func availabilityAnswersAndSlotsAreYearTwoOnly() throws {
        let picked: Set<AvailabilityCell> = [
            AvailabilityCell(weekday: .tuesday, part: .evening), AvailabilityCell(weekday: .tuesday, part: .late),
            AvailabilityCell(weekday: .thursday, part: .evening), AvailabilityCell(weekday: .saturday, part: .morning),
            AvailabilityCell(weekday: .saturday, part: .midday), AvailabilityCell(weekday: .sunday, part: .morning),
        ]
        let answers = try StudentAvailability.record(student: F.sarah, cells: picked, now: F.beforeFall)
        #expect(answers.footer == "6 windows picked · your local time")
        #expect(answers.zoneIdentifier == "America/Toronto")
        #expect(throws: BookingError.yearOneStudent) { try StudentAvailability.record(student: F.noor, cells: picked, now: F.beforeFall) }
        #expect(throws: BookingError.yearOneStudent) {
            try F.availability.offers(for: F.noor, inWeek: 8, of: F.fall, ledger: OneToOneLedger(), now: F.beforeFall)
        }
        #expect(throws: BookingError.outsideTerm(week: 16, termName: "Fall 2026")) {
            try F.availability.offers(for: F.sarah, inWeek: 16, of: F.fall, ledger: OneToOneLedger(), now: F.beforeFall)
        }
        #expect(try F.availability.offers(for: F.sarah, inWeek: 8, of: F.fall, ledger: OneToOneLedger(), now: F.beforeFall).count == 6)
    }

    @Test func springTakenMessageUsesTheTrueLocalTime() throws {
        let ledger = OneToOneLedger().applying(
            try BookingRules.bookWeek(
                student: F.sarah, slot: F.sarahSlot, week: 9, term: F.spring, availability: F.availability,
                ledger: OneToOneLedger(), now: F.beforeSpring, id: ID("s9")))
        let error = F.error { () throws(BookingError) in
            try BookingRules.bookWeek(
                student: F.khadija, slot: F.sarahSlot, week: 9, term: F.spring, availability: F.availability,
                ledger: ledger, now: F.beforeSpring, id: ID("k9"))
        }
        #expect(error?.message == "10:20 AM on Tuesday 10 March is taken.")
    }
}
