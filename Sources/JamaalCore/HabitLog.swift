import Calendar
import Foundation
import Identifiers

/// What one log entry says. Entries add up per day and time of day (see ``HabitDayTally``):
/// the stepper logs `count(+1)` or `count(-1)`; a timed session or HB-09 logs minutes; a correction
/// logs the opposite entry (`undone`, a negative count).
public enum HabitEntryValue: Hashable, Codable, Sendable {
    case done
    case undone
    case count(Int)
    case minutes(Int, manual: Bool)
    /// "Log a slip" (avoid habits).
    case slip
    /// "Held today" (avoid habits) — explicit, never assumed.
    case held
    /// Takes back a held mark (a correction on an older day; Undo within five seconds removes the entry instead).
    case unheld

    /// Whether this value fits a habit of `kind`.
    func fits(_ kind: HabitKind) -> Bool {
        switch (self, kind) {
        case (.done, .binary), (.undone, .binary): true
        case (.count, .counted): true
        case (.minutes, .timed): true
        case (.slip, .avoid), (.held, .avoid), (.unheld, .avoid): true
        default: false
        }
    }
}

/// One logged entry for a habit on a logical day and time of day.
public struct HabitEntry: Hashable, Codable, Sendable {
    public let id: ID<HabitEntry>
    public let habitID: ID<Habit>
    public let day: LocalDate
    /// Index into the habit's times of day.
    public let timeOfDay: Int
    public let value: HabitEntryValue
    public let at: Date

    public init(id: ID<HabitEntry>, habitID: ID<Habit>, day: LocalDate, timeOfDay: Int = 0, value: HabitEntryValue, at: Date) {
        self.id = id
        self.habitID = habitID
        self.day = day
        self.timeOfDay = timeOfDay
        self.value = value
        self.at = at
    }
}

/// The one home of the logging rules (HB-02, HB-08, HB-09): no logs on a paused or archived habit,
/// nor for a kind from a newer version; only values that fit the kind; only today and the 13 days
/// before it (the last 14 days can be corrected), and not before the habit began; "Held today" refused
/// once slips exceed the allowance.
///
/// ```swift
/// let entry = try HabitLogRule.log(.slip, to: habit, day: today, entries: entries, id: .random(), today: today, now: now)
/// ```
public enum HabitLogRule {
    /// How many days, today included, can be logged or corrected.
    public static let correctionDays = 14
    /// The avoid habit's two explicit buttons (HB-08).
    public static let logSlipLabel = "Log a slip"
    public static let heldTodayLabel = "Held today"
    /// HB-09's button for timed habits.
    public static let addMinutesLabel = "Add minutes"

    /// A checked entry, or the broken rule.
    public static func log(
        _ value: HabitEntryValue, to habit: Habit, day: LocalDate, timeOfDay: Int = 0, entries: [HabitEntry],
        id: ID<HabitEntry>, today: LocalDate, now: Date
    ) throws(JamaalError) -> HabitEntry {
        if case .unknown = habit.kind { throw .habitKindFromNewerVersion }
        guard !habit.isArchived else { throw .habitArchived }
        guard !habit.isPaused(on: today) else { throw .habitPaused }
        guard value.fits(habit.kind), habit.timesOfDay.indices.contains(timeOfDay) else { throw .logWrongKind }
        if case .minutes(let minutes, _) = value, minutes == 0 || minutes.magnitude > UInt(HabitKind.minutesRange.upperBound) {
            throw .habitMinutesOutOfRange
        }
        guard day <= today else { throw .logInFuture }
        guard day >= habit.createdOn else { throw .logBeforeStart }
        guard day > today.adding(days: -correctionDays) else { throw .correctionTooOld }
        if case .held = value, case .avoid(let allowance) = habit.kind {
            let tally = HabitDayTally(entries: entries.filter { $0.habitID == habit.id && $0.day == day && $0.timeOfDay == timeOfDay })
            guard tally.slips <= allowance else { throw .heldAfterSlips }
        }
        return HabitEntry(id: id, habitID: habit.id, day: day, timeOfDay: timeOfDay, value: value, at: now)
    }

    /// Whether an entry can still be taken back by the undo toast (five seconds, as for tasks).
    public static func canUndo(_ entry: HabitEntry, now: Date) -> Bool {
        UndoWindow.isOpen(since: entry.at, now: now)
    }
}

/// The sum of a day's entries for one habit and time of day.
public struct HabitDayTally: Hashable, Sendable {
    public let isDone: Bool
    public let count: Int
    public let minutes: Int
    public let slips: Int
    public let isHeld: Bool

    /// Folds `entries` (already filtered to one habit, day and time of day) in time order; entries made in the same
    /// instant fold in the order given.
    public init(entries: [HabitEntry]) {
        var done = false, count = 0, minutes = 0, slips = 0, held = false
        // Time order; entries of the same instant keep the order they were given in (the order they were saved).
        let ordered = entries.enumerated().sorted { $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset }
        for entry in ordered.map(\.element) {
            switch entry.value {
            case .done: done = true
            case .undone: done = false
            case .count(let delta): count = Swift.max(0, Saturating.adding(count, delta))
            case .minutes(let value, _): minutes = Swift.max(0, Saturating.adding(minutes, value))
            case .slip: slips = Saturating.adding(slips, 1)
            case .held: held = true
            case .unheld: held = false
            }
        }
        isDone = done
        self.count = count
        self.minutes = minutes
        self.slips = slips
        isHeld = held
    }

    /// How far the day got towards the habit's goal, 0…1. An avoid day counts 1 when held within the allowance.
    public func progress(for kind: HabitKind) -> Double {
        switch kind {
        case .binary: isDone ? 1 : 0
        case .counted(let target): Swift.min(1, Double(count) / Double(Swift.max(target, 1)))
        case .timed(let goal): Swift.min(1, Double(minutes) / Double(Swift.max(goal, 1)))
        case .avoid(let allowance): isHeld && slips <= allowance ? 1 : 0
        case .unknown: 0
        }
    }

    /// What the Today row shows for a timed habit: "12 of 20 min".
    public func timedLabel(goal: Int) -> String { "\(minutes) of \(goal) min" }
}
