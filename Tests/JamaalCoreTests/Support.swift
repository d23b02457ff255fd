import Calendar
import Foundation
import Identifiers

@testable import JamaalCore

/// Shared fixtures: Toronto, a midnight rollover, and instants written as local wall-clock times.
enum Fixture {
    static let toronto = ZonedCalendar(identifier: "America/Toronto")!
    static let clock = DayClock(calendar: toronto)
    static let settings = try! CapacitySettings()

    static func date(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }
    static func time(_ iso: String) -> LocalTime { LocalTime(iso: iso)! }

    /// The instant Toronto's wall clock shows `time` on `date`.
    static func at(_ date: String, _ time: String, in calendar: ZonedCalendar = toronto) -> Date {
        calendar.instant(on: LocalDate(iso: date)!, at: LocalTime(iso: time)!)
    }

    static func task(
        _ title: String, minutes: Int = 30, importance: Importance = .low, on date: String? = nil,
        category: ID<Category>? = nil, repeatRule: RepeatRule? = nil, created: Date = Date(timeIntervalSince1970: 0)
    ) -> TaskItem {
        try! TaskItem(
            id: ID(title.lowercased()),
            draft: TaskDraft(
                title: title, effortMinutes: minutes, importance: importance, categoryID: category,
                schedule: date.map { .date(LocalDate(iso: $0)!) } ?? .backlog, repeatRule: repeatRule),
            categories: category.map { [Category(id: $0, name: "Stub", color: .blue)] } ?? [], now: created)
    }

    static func habit(_ name: String, _ kind: HabitKind, schedule: HabitSchedule = .daily, created: String = "2026-01-01", times: Int = 1)
        -> Habit
    {
        try! Habit(
            id: ID(name.lowercased()),
            draft: HabitDraft(name: name, kind: kind, schedule: schedule, timesOfDay: (0..<times).map { TimeOfDay(name: "T\($0)") }),
            createdOn: date(created))
    }

    static func entry(_ habit: Habit, _ day: String, _ value: HabitEntryValue, slot: Int = 0, at: Date? = nil) -> HabitEntry {
        HabitEntry(id: .random(), habitID: habit.id, day: date(day), timeOfDay: slot, value: value, at: at ?? Fixture.at(day, "12:00"))
    }
}

/// The error a throwing call threw, or `nil`.
func thrown<T>(_ body: () throws -> T) -> JamaalError? {
    do {
        _ = try body()
        return nil
    } catch let error as JamaalError {
        return error
    } catch {
        return .unknownValue("not a JamaalError: \(error)")
    }
}
