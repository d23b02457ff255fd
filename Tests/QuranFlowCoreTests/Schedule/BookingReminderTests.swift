import Calendar
import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

/// A booked one-to-one's reminder: 15 minutes before each week's true instant (the coach's Cairo wall clock), for the
/// Toronto student whose local time moves an hour in Weeks 9–15 of Spring 2026; cancelled weeks skipped, a swapped week
/// followed to its new time under the series' one item.
@Suite struct BookingReminderTests {
    typealias F = BookingFixtures

    static func sarahSpring(now: Date = F.beforeSpring) throws -> OneToOneLedger {
        let change = try BookingRules.bookWeekly(
            student: F.sarah, slot: F.sarahSlot, term: F.spring, availability: F.availability,
            ledger: OneToOneLedger(), now: now, id: ID("sarah-spring"))
        return OneToOneLedger().applying(change)
    }

    static let arc = WeekArc(term: F.spring, zoneIdentifier: F.toronto)
    static let item = ReminderItem.session(ID("sarah-spring"))

    /// Every firing of `item` from `from`, as a job chain would follow them.
    static func chain(_ ledger: OneToOneLedger, from: Date) -> [ReminderSchedule.Firing] {
        var firings: [ReminderSchedule.Firing] = []
        var after = from
        let bookings = ledger.booked(by: F.sarah.id, in: F.spring)
        while let firing = ReminderSchedule.next(item, sessions: [], bookings: bookings, arc: arc, after: after) {
            firings.append(firing)
            after = firing.firesAt
        }
        return firings
    }

    @Test func everySpringWeekFiresAtFiveToFourOnCairosClockAndFiveToNineOrTenInToronto() throws {
        let firings = Self.chain(try Self.sarahSpring(), from: F.beforeSpring)
        #expect(firings.map { $0.booking?.occurrence.week } == Array(1...15))
        for firing in firings {
            let week = try #require(firing.week)
            #expect(firing.firesAt == firing.occursAt.addingTimeInterval(-15 * 60))
            #expect(firing.occursAt == F.sarahSlot.occurrence(inWeek: week, of: F.spring).start)
            #expect(Fixtures.cairo.localTime(of: firing.firesAt) == LocalTime(hour: 16, minute: 5))
            // Tuesdays 10 March – 21 April 2026: Toronto has sprung forward, Cairo has not yet.
            let shifted = (9...15).contains(week)
            #expect(
                Fixtures.toronto.localTime(of: firing.firesAt) == (shifted ? LocalTime(hour: 10, minute: 5) : LocalTime(hour: 9, minute: 5))
            )
            #expect(Fixtures.toronto.localDate(of: firing.firesAt).weekday == .tuesday)
        }
        // The boundary weeks, by instant: Week 8 (3 March, EST) and Week 9 (10 March, EDT) are both 14:05 UTC.
        #expect(firings[7].firesAt == Fixtures.instant("2026-03-03T14:05:00Z"))
        #expect(firings[8].firesAt == Fixtures.instant("2026-03-10T14:05:00Z"))
        #expect(firings[14].firesAt == Fixtures.instant("2026-04-21T14:05:00Z"))
    }

    @Test func aJobAtItsOwnInstantAsksForTheNextWeek() throws {
        let bookings = try Self.sarahSpring().booked(by: F.sarah.id, in: F.spring)
        let week9 = Fixtures.instant("2026-03-10T14:05:00Z")
        #expect(
            ReminderSchedule.next(Self.item, sessions: [], bookings: bookings, arc: Self.arc, after: week9.addingTimeInterval(-1))?.firesAt
                == week9)
        #expect(
            ReminderSchedule.next(Self.item, sessions: [], bookings: bookings, arc: Self.arc, after: week9)?.booking?.occurrence.week == 10)
        // After the last week: nothing.
        #expect(
            ReminderSchedule.next(
                Self.item, sessions: [], bookings: bookings, arc: Self.arc, after: Fixtures.instant("2026-04-21T14:05:00Z")) == nil)
        // Another booking's item never fires for this one.
        #expect(
            ReminderSchedule.next(.session(ID("someone-else")), sessions: [], bookings: bookings, arc: Self.arc, after: F.beforeSpring)
                == nil)
    }

    @Test func aCancelledWeekIsSkippedAndASwappedWeekFiresAtItsNewTimeUnderTheSeriesItem() throws {
        var ledger = try Self.sarahSpring()
        let now = F.beforeSpring
        ledger = ledger.applying(
            try BookingRules.cancelWeek(student: F.sarah, seriesID: ID("sarah-spring"), week: 9, term: F.spring, ledger: ledger, now: now))
        ledger = ledger.applying(
            try BookingRules.swapWeek(
                student: F.sarah, seriesID: ID("sarah-spring"), week: 10, to: F.tuesday(15, 40),
                term: F.spring, availability: F.availability, ledger: ledger, now: now,
                id: ID("swap-10")))
        let swapped = try #require(ledger.booked(by: F.sarah.id, in: F.spring).first { $0.occurrence.week == 10 })
        #expect(swapped.bookingID == "swap-10")
        #expect(swapped.reminderItem == Self.item)
        #expect(swapped.remindsEveryWeek)
        let firings = Self.chain(ledger, from: now)
        #expect(firings.map { $0.booking?.occurrence.week } == [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15])
        let ten = firings[8]
        #expect(ten.booking?.bookingID == "swap-10")
        #expect(Fixtures.cairo.localTime(of: ten.firesAt) == LocalTime(hour: 15, minute: 25))
        #expect(Fixtures.toronto.localTime(of: ten.firesAt) == LocalTime(hour: 9, minute: 25))  // EDT, Cairo still EET
    }

    @Test func aOneOffHasItsOwnItemForItsOneWeek() throws {
        let change = try BookingRules.bookWeek(
            student: F.khadija, slot: F.tuesday(17, 0), week: 9, term: F.spring,
            availability: F.availability, ledger: OneToOneLedger(), now: F.beforeSpring, id: ID("k-9"))
        let bookings = OneToOneLedger().applying(change).booked(by: F.khadija.id, in: F.spring)
        let booked = try #require(bookings.first)
        #expect(booked.reminderItem == .session(ID("k-9")))
        #expect(!booked.remindsEveryWeek)
        let firing = try #require(
            ReminderSchedule.next(booked.reminderItem, sessions: [], bookings: bookings, arc: Self.arc, after: F.beforeSpring))
        #expect(firing.firesAt == Fixtures.instant("2026-03-10T14:45:00Z"))
        #expect(ReminderSchedule.next(booked.reminderItem, sessions: [], bookings: bookings, arc: Self.arc, after: firing.firesAt) == nil)
    }

    @Test func aOneToOneRoomCountsBothPeople() {
        let now = F.beforeSpring
        let alone = LiveRoom(
            startedAt: nil, endedAt: nil, speakingID: nil, verse: nil,
            participants: [LiveRoom.Participant(id: "sarah", name: "Sarah A.", isCoach: false, joinedAt: now)])
        #expect(alone.oneToOnePresenceLabel == "1 of 2")
        let both = LiveRoom(
            startedAt: nil, endedAt: nil, speakingID: nil, verse: nil,
            participants: alone.participants + [
                LiveRoom.Participant(id: "amina", name: "Ust. Amina", isCoach: true, joinedAt: now),
                LiveRoom.Participant(id: "sarah", name: "Sarah A.", isCoach: false, joinedAt: now),  // a second tab
            ])
        #expect(both.oneToOnePresenceLabel == "2 of 2")
    }
}
