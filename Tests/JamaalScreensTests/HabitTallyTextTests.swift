import Calendar
import Foundation
import Identifiers
import JamaalCore
import JamaalScreens
import Testing

/// An avoid habit's row words: a held day with a slip inside the allowance says both.
@Suite("Habits · an avoid day's words")
struct HabitTallyTextTests {
    static let day = LocalDate(iso: "2026-11-30")!

    static func tally(_ values: [HabitEntryValue]) -> HabitDayTally {
        HabitDayTally(
            entries: values.enumerated().map { index, value in
                HabitEntry(
                    id: ID("e\(index)"), habitID: ID("h"), day: day, value: value,
                    at: Date(timeIntervalSince1970: 1_764_489_600 + Double(index)))
            })
    }

    @Test("Held with no slip, held with one within the allowance, slips only, over the allowance, nothing marked")
    func words() {
        let kind = HabitKind.avoid(allowance: 2)
        #expect(HabitText.tally(Self.tally([.held]), kind: kind, isToday: true) == "Held today")
        #expect(
            HabitText.tally(Self.tally([.held, .slip]), kind: kind, isToday: true)
                == "Held today · 1 slip, within the allowance of 2")
        #expect(
            HabitText.tally(Self.tally([.slip, .slip, .held]), kind: kind, isToday: false) == "Held · 2 slips, within the allowance of 2")
        #expect(HabitText.tally(Self.tally([.slip]), kind: kind, isToday: true) == "1 slip · allowance 2")
        #expect(HabitText.tally(Self.tally([.slip, .slip, .slip, .held]), kind: kind, isToday: true) == "3 slips · over the allowance")
        #expect(HabitText.tally(Self.tally([]), kind: kind, isToday: true) == "Not marked yet")
    }
}
