import Calendar
import Foundation
import Identifiers
import JamaalCore
import JamaalPersistence

/// The habits and categories part of the demo person (DESIGN §5), as of the clock: habits of all four kinds —
/// morning and evening adhkar (yes / no, two times of day, in the "Mornings" group), water (counted), Quran reading
/// (timed, daily) and a walk (timed, three times a week), no sweets after dinner (avoid, allowance 1) — with three
/// weeks of history since she started; a stretch routine paused for illness; a journal archived with its history;
/// and an archived category ("Garden"). Added through ``JamaalDemo/seeders``.
///
///     try JamaalHabitsDemo.seed(db, person, now)
enum JamaalHabitsDemo {
    static func seed(_ db: StoreConnection, person: Person, now: Date) throws {
        let clock = person.clock
        let today = clock.today(at: now)
        let started = clock.today(at: person.createdAt)

        var categories = try db.categories()
        let garden = ID<Category>("cat-garden")
        categories = try categories.adding(id: garden, name: "Garden", color: .slate)
        categories = try categories.archiving(garden, now: now.addingTimeInterval(-10 * 86_400))
        try db.save(categories)

        let mornings = try HabitGroup(id: ID("g-mornings"), name: "Mornings")
        try db.save(mornings)

        func make(_ id: String, _ draft: HabitDraft, created: LocalDate = started) throws -> Habit {
            try Habit(id: ID(id), draft: draft, createdOn: created)
        }
        let adhkar = try make(
            "h-adhkar",
            HabitDraft(
                name: "Adhkar", kind: .binary,
                timesOfDay: [
                    TimeOfDay(
                        name: "Morning", start: LocalTime(hour: 6, minute: 0), end: LocalTime(hour: 9, minute: 0),
                        reminder: LocalTime(hour: 7, minute: 0)),
                    TimeOfDay(name: "Evening", start: LocalTime(hour: 15, minute: 30), end: LocalTime(hour: 18, minute: 0)),
                ], groupID: mornings.id.rawValue))
        let water = try make("h-water", HabitDraft(name: "Glasses of water", kind: .counted(target: 8), groupID: mornings.id.rawValue))
        let quran = try make("h-quran", HabitDraft(name: "Quran reading", kind: .timed(minutes: 20)))
        let walk = try make("h-walk", HabitDraft(name: "Walk", kind: .timed(minutes: 30), schedule: .timesAWeek(3)))
        let sweets = try make("h-sweets", HabitDraft(name: "No sweets after dinner", kind: .avoid(allowance: 1)))
        var stretch = try make(
            "h-stretch", HabitDraft(name: "Stretch", kind: .binary, schedule: .days([.monday, .wednesday, .friday])))
        var journal = try make("h-journal", HabitDraft(name: "Journal", kind: .binary))

        var entries: [HabitEntry] = []
        var serial = 0
        func add(_ habit: Habit, _ day: LocalDate, _ value: HabitEntryValue, slot: Int = 0, hour: Double) {
            serial += 1
            let at = clock.interval(of: day).start.addingTimeInterval(hour * 3600)
            guard at <= now else { return }
            entries.append(HabitEntry(id: ID("e-demo-\(serial)"), habitID: habit.id, day: day, timeOfDay: slot, value: value, at: at))
        }
        /// A fixed pattern (no randomness), so the demo looks lived-in and is the same every run.
        func hit(_ offset: Int, _ salt: Int, _ outOfTen: Int) -> Bool { (offset * 7 + salt * 3) % 10 < outOfTen }

        var day = started
        while day <= today {
            let offset = started.days(until: day)
            let isToday = day == today
            // Adhkar: mornings almost always, evenings most days.
            if hit(offset, 1, 9) { add(adhkar, day, .done, slot: 0, hour: 7) }
            if !isToday && hit(offset, 2, 7) { add(adhkar, day, .done, slot: 1, hour: 17) }
            // Water: usually 6–8 glasses; three so far today.
            let glasses = isToday ? 3 : 5 + (offset * 5) % 4
            for glass in 0..<glasses { add(water, day, .count(1), hour: 8 + Double(glass)) }
            // Quran: 20 minutes most days, sometimes 10 (a session, or minutes added by hand).
            if !isToday {
                if hit(offset, 3, 6) {
                    add(quran, day, .minutes(20, manual: false), hour: 6.5)
                } else if hit(offset, 4, 5) {
                    add(quran, day, .minutes(10, manual: true), hour: 21)
                }
            }
            // Walk: most Mondays, Wednesdays, Fridays and Saturdays (any three a week reach the target).
            if !isToday && [Weekday.monday, .wednesday, .friday, .saturday].contains(day.weekday) && offset % 9 != 4 {
                add(walk, day, .minutes(35, manual: true), hour: 13)
            }
            // Sweets: held most evenings; a slip now and then; one evening past the allowance.
            if !isToday {
                if offset == 9 {
                    add(sweets, day, .slip, hour: 20)
                    add(sweets, day, .slip, hour: 21)
                } else if offset % 5 == 2 {
                    add(sweets, day, .slip, hour: 20)
                    add(sweets, day, .held, hour: 22)
                } else if offset % 6 != 5 {
                    add(sweets, day, .held, hour: 22)
                }
            }
            // Stretch: done on its days until she fell ill.
            if stretch.schedule.isDue(on: day) && day < today.adding(days: -5) && offset % 4 != 3 {
                add(stretch, day, .done, hour: 7.5)
            }
            // Journal: the first two weeks, before she archived it.
            if day < today.adding(days: -7) && hit(offset, 5, 6) { add(journal, day, .done, hour: 22.5) }
            day = day.adding(days: 1)
        }
        stretch = try stretch.paused(reason: .illness, today: today.adding(days: -4))
        journal = journal.archived(now: clock.interval(of: today.adding(days: -7)).start.addingTimeInterval(21 * 3600))

        for habit in [adhkar, water, quran, walk, sweets, stretch, journal] { try db.save(habit) }
        for entry in entries { try db.save(entry) }
    }
}
