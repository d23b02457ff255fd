import Calendar
import Foundation
import Identifiers
import JamaalCore
import JamaalScreens

/// What the habits feature gives Today: the habits and this week's entries (the meter counts today's timed-habit
/// minutes still to do from them — ``CapacityReading``'s rule) and the Habits section's rows. Registered as one of
/// ``JamaalApplication``'s Today contributors; runs inside Today's read.
///
///     TodayHabits.contributor(db, &inputs)
///     TodayHabits.plannedMinutes(habits: inputs.habits, entries: inputs.habitEntries, today: today)   // e.g. 40
public enum TodayHabits {
    public static let contributor: TodayLoader.Contributor = { db, inputs in
        let today = inputs.clock.today(at: inputs.now)
        let monday = today.adding(days: 1 - today.weekday.rawValue)
        let habits = try db.unarchivedHabits()
        let entries = try db.habitEntries(from: monday, through: today)
        inputs.habits = habits
        inputs.habitEntries = entries
        inputs.habitsSection = TodayHabitsSection(habits: habits, entries: entries, today: today)
    }

    /// Today's timed-habit minutes still to do, as the meter counts them (the capacity reading's own rule, with no
    /// tasks or Anchors): for a loader or a bench that wants the number alone.
    public static func plannedMinutes(habits: [Habit], entries: [HabitEntry], settings: CapacitySettings, clock: DayClock, now: Date) -> Int
    {
        CapacityReading(settings: settings, override: nil, tasks: [], habits: habits, entries: entries, anchors: [], clock: clock, now: now)
            .habitMinutes
    }
}
