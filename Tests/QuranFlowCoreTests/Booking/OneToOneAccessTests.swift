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
        #expect(BookingError.yearOneStudent.httpStatus == 403)
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
