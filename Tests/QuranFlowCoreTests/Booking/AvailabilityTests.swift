import Calendar
import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

@Suite struct AvailabilityTests {
    typealias F = BookingFixtures

    @Test func dayPartsCoverFiveBands() {
        #expect(DayPart.allCases.map(\.label) == ["Early", "Morning", "Midday", "Evening", "Late"])
        #expect(DayPart.containing(LocalTime(hour: 16, minute: 20)) == .evening)
        #expect(DayPart.containing(LocalTime(hour: 4, minute: 59)) == nil)
        #expect(DayPart.containing(LocalTime(hour: 23, minute: 59)) == .late)
        #expect(AvailabilityCell.all.count == 35)
        #expect(AvailabilityCell.footer(picked: 6) == "6 windows picked · your local time")
        #expect(AvailabilityCell.footer(picked: 1) == "1 window picked · your local time")
    }

    @Test func gridCellsCutIntoTwentyMinuteSlots() {
        let availability = CoachAvailability(coach: F.amina, cells: [AvailabilityCell(weekday: .tuesday, part: .evening)])
        let slots = availability.slots(on: .tuesday)
        #expect(slots.count == 12)
        #expect(slots.first?.start == LocalTime(hour: 16, minute: 0))
        #expect(slots.last?.start == LocalTime(hour: 19, minute: 40))
        #expect(availability.slots(on: .wednesday).isEmpty)
    }

    @Test func bookingScreenShowsSlotsInStudentZone() throws {
        let ledger = OneToOneLedger(singles: [
            OneToOneSingle(
                id: ID("a"), studentID: F.khadija.id, termID: F.fall.id,
                occurrence: F.tuesday(15, 40).occurrence(inWeek: 8, of: F.fall), kind: .oneOff, bookedAt: F.beforeFall),
            OneToOneSingle(
                id: ID("b"), studentID: F.khadija.id, termID: F.fall.id,
                occurrence: F.tuesday(17, 0).occurrence(inWeek: 8, of: F.fall), kind: .oneOff, bookedAt: F.beforeFall),
        ])
        let offers = F.availability.offers(inWeek: 8, of: F.fall, ledger: ledger, now: F.beforeFall)
        #expect(
            offers.map { $0.occurrence.timeLabel(in: F.toronto) }
                == ["8:40 AM", "9:00 AM", "9:20 AM", "9:40 AM", "10:00 AM", "10:20 AM"])
        #expect(offers.map(\.isTaken) == [true, false, false, false, true, false])
        #expect(offers.allSatisfy { $0.isAhead })
        #expect(offers[0].occurrence.zoneLabel(in: F.toronto) == "Toronto (EDT)")
        #expect(
            F.availability.offers(inWeek: 9, of: F.fall, ledger: ledger, now: F.beforeFall)[0].occurrence.zoneLabel(in: F.toronto)
                == "Toronto (EST)")
    }

    @Test func slotKeyIsCoachAndUTCStart() {
        let key = F.sarahSlot.occurrence(inWeek: 8, of: F.fall).key
        #expect(key.rawValue == "amina@2026-10-27T13:20:00Z")
    }
}
