import Calendar
import Foundation
import Identifiers
import PrayerTimes

@testable import JamaalCore

/// Fixtures for the Anchors tests: London and Toronto prayer rules, a school run, instants by wall clock.
enum AnchorFixture {
    static let london = ZonedCalendar(identifier: "Europe/London")!
    static let londonClock = DayClock(calendar: london)
    static let toronto = Fixture.toronto
    static let torontoClock = Fixture.clock

    static func date(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }
    static func time(_ hour: Int, _ minute: Int) -> LocalTime { LocalTime(hour: hour, minute: minute) }

    /// The instant `calendar`'s wall clock shows `time` on `date`.
    static func at(_ date: String, _ time: String, in calendar: ZonedCalendar) -> Date {
        calendar.instant(on: LocalDate(iso: date)!, at: LocalTime(iso: time)!)
    }

    static func salah(
        latitude: Double = 51.5074, longitude: Double = -0.1278, zone: String = "Europe/London",
        method: CalculationMethod = .muslimWorldLeague,
        ishaEnd: IshaEnd = .middleOfTheNight, prayers: Set<SalahPrayer> = Set(SalahPrayer.allCases), polar: PolarResolution = .unresolved
    ) -> PrayerAnchor {
        try! PrayerAnchor(
            location: PrayerLocation(latitude: latitude, longitude: longitude, zone: zone, source: .city("Test")), method: method,
            prayers: prayers, ishaEnd: ishaEnd, polarResolution: polar)
    }

    static func prayerRule(_ salah: PrayerAnchor = salah(), created: String = "2026-01-01") -> AnchorRule {
        AnchorRule(id: ID("salah"), title: "Salah", kind: .prayer(salah), createdOn: date(created))
    }

    static func scheduledRule(
        _ id: String, title: String, _ schedule: ScheduledAnchor, exceptions: [AnchorException] = [], created: String = "2026-01-01"
    ) -> AnchorRule {
        AnchorRule(id: ID(id), title: title, kind: .scheduled(schedule), exceptions: exceptions, createdOn: date(created))
    }

    static func schoolRun(startsOn: String = "2026-01-01", exceptions: [AnchorException] = []) -> AnchorRule {
        scheduledRule("run", title: "School run", AnchorPreset.schoolRun.schedule(startsOn: date(startsOn)), exceptions: exceptions)
    }

    /// The instance titled `title` among `day`'s own instances.
    static func instance(_ title: String, in day: AnchorDay) -> AnchorInstance {
        day.instances.first { $0.title == title }!
    }

    /// The logical-day Anchors for a date string.
    static func day(_ rules: [AnchorRule], _ iso: String, marks: [AnchorMark] = [], clock: DayClock = londonClock) -> AnchorDay {
        AnchorDay(rules: rules, marks: marks, day: date(iso), clock: clock)
    }

    /// "HH:mm" of an instant in `calendar`.
    static func hm(_ instant: Date, _ calendar: ZonedCalendar = london) -> String { calendar.localTime(of: instant).hourMinute }
}

/// The AnchorError a throwing call threw, or `nil`.
func anchorThrown<T>(_ body: () throws -> T) -> AnchorError? {
    do {
        _ = try body()
        return nil
    } catch let error as AnchorError {
        return error
    } catch {
        return .outcomeFromNewerVersion
    }
}
