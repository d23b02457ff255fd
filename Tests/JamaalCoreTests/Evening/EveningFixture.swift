import Calendar
import Foundation
import Identifiers
import PrayerTimes

@testable import JamaalCore

/// Fixtures for the evening tests: Toronto days, one-off Anchors, sessions, and a seeded generator for property tests.
enum EveningFixture {
    static let clock = Fixture.clock
    static let toronto = Fixture.toronto

    /// A one-off Anchor rule on `date` from `opens` to `closes` (`days` later), holding its whole window without a duration.
    static func oneOff(
        _ title: String, on date: String, _ opens: String, _ closes: String, days: Int = 0, minutes: Int? = nil
    ) throws -> AnchorRule {
        let once = try OneOffAnchor(
            date: Fixture.date(date), opens: Fixture.time(opens), closes: Fixture.time(closes), closesDaysLater: days,
            durationMinutes: minutes)
        return AnchorRule(id: ID(title.lowercased()), title: title, kind: .oneOff(once), createdOn: Fixture.date("2026-01-01"))
    }

    /// Toronto's prayer rule (ISNA method).
    static var torontoSalah: AnchorRule {
        AnchorFixture.prayerRule(
            AnchorFixture.salah(latitude: 43.6532, longitude: -79.3832, zone: "America/Toronto", method: .northAmerica))
    }

    /// The layout of `date` in Toronto for `rules` at `now` (default: the evening before, 21:30).
    static func layout(
        _ date: String, rules: [AnchorRule], marks: [AnchorMark] = [], settings: CapacitySettings = Fixture.settings, now: Date? = nil
    ) -> DayLayout {
        let day = Fixture.date(date)
        let evening = now ?? Fixture.at(day.adding(days: -1).description, "21:30")
        return DayLayout(day: day, rules: rules, marks: marks, settings: settings, clock: clock, now: evening)
    }

    /// A task already deferred `times` times (each to the next day), now dated `date`.
    static func deferredTask(_ title: String, times: Int, importance: Importance = .low, minutes: Int = 30, on date: String) throws
        -> TaskItem
    {
        let target = Fixture.date(date)
        var task = Fixture.task(title, minutes: minutes, importance: importance, on: target.adding(days: -times).description)
        for step in 0..<times {
            let today = target.adding(days: step - times)
            task = try task.deferred(to: .tomorrow, reason: .tooMuchToday, today: today, now: Fixture.at(today.description, "20:00"))
        }
        return task
    }
}

/// SplitMix64: a small seeded generator, so every property test sees the same "random" histories on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
