import Calendar
import Foundation
import Identifiers

@testable import QuranFlowCore

/// Ust. Amina's Tuesday slots (3:40–5:40 PM Cairo: 8:40–10:20 AM Toronto in the fall) and the students who book them.
enum BookingFixtures {
    static let amina = Fixtures.amina
    static let fall = Fixtures.fall
    static let spring = Fixtures.spring
    static let sarah = Fixtures.sarah
    static let khadija = Fixtures.student("khadija", "Khadija Rahman", "Khadija R.")
    static let noor = Fixtures.student("noor", "Noor Ali", "Noor A.", year: .one)
    static let availability = CoachAvailability(
        coach: amina,
        windows: [
            AvailabilityWindow(weekday: .tuesday, startMinute: 15 * 60 + 40, endMinute: 17 * 60 + 40)
        ])
    static let toronto = "America/Toronto"
    /// Ust. Rania in Amman (UTC+3 all year), who offers Thursdays 6–8 PM and Tuesdays 5–6 PM on her clock.
    static let rania = Coach(id: ID("rania"), name: "Rania Mansour", displayName: "Ust. Rania", zoneIdentifier: "Asia/Amman")
    static let raniaAvailability = CoachAvailability(
        coach: rania,
        windows: [
            AvailabilityWindow(weekday: .tuesday, startMinute: 17 * 60, endMinute: 18 * 60),
            AvailabilityWindow(weekday: .thursday, startMinute: 18 * 60, endMinute: 20 * 60),
        ])

    /// Thursday at `hour:minute` on Rania's Amman clock.
    static func raniaThursday(_ hour: Int, _ minute: Int) -> WeeklySlot {
        WeeklySlot(coach: rania, weekday: .thursday, start: LocalTime(hour: hour, minute: minute))
    }

    /// Tuesday at `hour:minute` on Amina's Cairo clock.
    static func tuesday(_ hour: Int, _ minute: Int) -> WeeklySlot {
        WeeklySlot(coach: amina, weekday: .tuesday, start: LocalTime(hour: hour, minute: minute))
    }

    /// Sarah's slot: Tuesdays 4:20 PM Cairo.
    static let sarahSlot = tuesday(16, 20)
    /// Before the fall term.
    static let beforeFall = Fixtures.instant("2026-09-01T09:00:00-04:00")
    static let beforeSpring = Fixtures.instant("2026-01-05T09:00:00-05:00")

    /// The ledger after Sarah books Tuesdays 4:20 PM Cairo for all of Fall 2026.
    static func sarahWeekly(now: Date = beforeFall) throws -> OneToOneLedger {
        let change = try BookingRules.bookWeekly(
            student: sarah, slot: sarahSlot, term: fall, availability: availability,
            ledger: OneToOneLedger(), now: now, id: ID("sarah-series"))
        return OneToOneLedger().applying(change)
    }

    /// The error `body` throws, or `nil`.
    static func error(_ body: () throws(BookingError) -> BookingChange) -> BookingError? {
        do { _ = try body(); return nil } catch { return error }
    }
}
