import Calendar
import Foundation

/// One cell of a habit's density grid (HB-02). There are no streak numbers anywhere; a cell only says
/// how that day went.
public enum HabitCell: Hashable, Sendable {
    /// After today.
    case future
    /// Before the habit existed.
    case beforeStart
    /// Not a due day (or any day of a weekly-target habit with nothing logged): never "missed".
    case notDue
    /// The habit was paused.
    case paused
    /// Today, not yet complete (not missed — the day isn't over).
    case open(progress: Double)
    /// A due day that got part of the way (0 < progress < 1).
    case partial(Double)
    /// Done, reached, or held within the allowance.
    case met
    /// A past due day with nothing logged.
    case missed
    /// An avoid day whose slips went past the allowance.
    case slipped
    /// An avoid day with no "Held today" and slips within the allowance: explicit marks only, so not assumed either way.
    case unmarked

    /// The cell's fill for drawing, 0…1 (`nil`: drawn empty/neutral).
    public var density: Double? {
        switch self {
        case .met: 1
        case .partial(let value), .open(let value): value
        case .missed, .slipped: 0
        default: nil
        }
    }
}

/// One week of a weekly-target habit: counted, and either reached or not — never a missed day.
public struct HabitWeek: Hashable, Sendable {
    public let monday: LocalDate
    /// Days that reached the day's goal (done, the count, the minutes).
    public let daysDone: Int
    public let target: Int
    public var isMet: Bool { daysDone >= target }

    /// The week of `day` (from its Monday) for a weekly-target `habit`, counting only the days before `day`: a day counts
    /// when any time of day reached the goal. Nil when the habit has no weekly target.
    ///
    /// ```swift
    /// HabitWeek.before(today, habit: reading, entries: entries)?.isMet   // true once 3 of 3 days are done
    /// ```
    public static func before(_ day: LocalDate, habit: Habit, entries: [HabitEntry]) -> HabitWeek? {
        guard case .timesAWeek(let target) = habit.schedule else { return nil }
        let monday = day.adding(days: 1 - day.weekday.rawValue)
        let slots = Swift.max(habit.timesOfDay.count, 1)
        let mine = entries.filter { $0.habitID == habit.id && $0.day >= monday && $0.day < day }
        let done = (0..<7).map { monday.adding(days: $0) }.filter { $0 < day }.filter { current in
            let entries = mine.filter { $0.day == current }
            return (0..<slots).contains { slot in
                HabitDayTally(entries: entries.filter { $0.timeOfDay == slot }).progress(for: habit.kind) >= 1
            }
        }.count
        return HabitWeek(monday: monday, daysDone: done, target: target)
    }
}

/// The plain-language read of a habit (HB-02).
///
/// Definition: over the last 14 days (today counts only once complete; paused days and days before the
/// habit existed don't count), a day-scheduled habit is **healthy** when at least 70 % of its due days
/// were met (a partial day counts its share) and **slipping** below that. For avoid habits only marked
/// days count (held, or slipped past the allowance). A weekly target reads the last four complete weeks
/// instead: healthy when at least 70 % reached the target. With fewer than four counted days (two weeks)
/// the read is "gathering". A week the habit began partway through is not judged. No numbers are shown.
public enum HabitHealth: Hashable, Sendable {
    case gathering, healthy, slipping, paused

    /// The share at or above which a habit reads healthy.
    public static let healthyShare = 0.7

    /// The sentence HB-02 shows.
    public func sentence(weekly: Bool) -> String {
        switch self {
        case .gathering: "Still getting to know this habit."
        case .paused: "Paused — nothing is counted while it rests."
        case .healthy: weekly ? "Healthy — most recent weeks reached their target." : "Healthy — it's holding on most of its days."
        case .slipping:
            weekly
                ? "Slipping — recent weeks have fallen short. A smaller target is fine."
                : "Slipping — it has been missed more often lately. A smaller target or a pause is fine."
        }
    }
}

/// The habit detail's grids and read, computed from the habit, its entries and today.
///
/// ```swift
/// let read = HabitRead(habit: habit, entries: entries, today: today)
/// read.grids[0]      // 6 weeks × 7 days for the first time of day, Monday first
/// read.health        // .healthy
/// ```
public struct HabitRead: Hashable, Sendable {
    /// Weeks shown in each grid.
    public static let gridWeeks = 6

    /// One grid per time of day: rows are weeks (oldest first), columns Monday…Sunday.
    public let grids: [[[HabitCell]]]
    /// For a weekly-target habit, the grid's weeks (oldest first); empty otherwise.
    public let weeks: [HabitWeek]
    public let health: HabitHealth
    /// The sentence for ``health``.
    public let sentence: String

    public init(habit: Habit, entries: [HabitEntry], today: LocalDate) {
        let mine = entries.filter { $0.habitID == habit.id }
        var byKey: [String: [HabitEntry]] = [:]
        for entry in mine { byKey["\(entry.day)#\(entry.timeOfDay)", default: []].append(entry) }
        func tally(_ day: LocalDate, _ slot: Int) -> HabitDayTally { HabitDayTally(entries: byKey["\(day)#\(slot)"] ?? []) }

        let thisMonday = today.adding(days: 1 - today.weekday.rawValue)
        let firstMonday = thisMonday.adding(days: -7 * (Self.gridWeeks - 1))
        let slots = Swift.max(habit.timesOfDay.count, 1)
        grids = (0..<slots).map { slot in
            (0..<Self.gridWeeks).map { week in
                (0..<7).map { offset in
                    let day = firstMonday.adding(days: week * 7 + offset)
                    return Self.cell(habit: habit, tally: tally(day, slot), day: day, today: today)
                }
            }
        }

        let weekly: Bool
        if case .timesAWeek(let target) = habit.schedule {
            weekly = true
            func week(_ monday: LocalDate) -> HabitWeek {
                let done = (0..<7).filter { offset in
                    let day = monday.adding(days: offset)
                    return (0..<slots).contains { tally(day, $0).progress(for: habit.kind) >= 1 }
                }.count
                return HabitWeek(monday: monday, daysDone: done, target: target)
            }
            weeks = (0..<Self.gridWeeks).map { week(firstMonday.adding(days: 7 * $0)) }
            let complete = (1...4).map { thisMonday.adding(days: -7 * $0) }.filter { monday in
                let days = (0..<7).map { monday.adding(days: $0) }
                // A week counts only when the habit existed all of it (a first, partial week is never judged)
                // and was not paused all of it.
                return monday >= habit.createdOn && days.contains { !habit.wasPaused(on: $0) }
            }
            health = habit.isPaused(on: today) ? .paused : Self.judge(complete.map { week($0).isMet ? 1.0 : 0.0 }, minimum: 2)
        } else {
            weekly = false
            weeks = []
            var shares: [Double] = []
            for back in 0..<HabitLogRule.correctionDays {
                let day = today.adding(days: -back)
                for slot in 0..<slots {
                    switch Self.cell(habit: habit, tally: tally(day, slot), day: day, today: today) {
                    case .met: shares.append(1)
                    case .partial(let value): shares.append(value)
                    case .missed, .slipped: shares.append(0)
                    default: break
                    }
                }
            }
            health = habit.isPaused(on: today) ? .paused : Self.judge(shares, minimum: 4)
        }
        sentence = health.sentence(weekly: weekly)
    }

    static func judge(_ shares: [Double], minimum: Int) -> HabitHealth {
        guard shares.count >= minimum else { return .gathering }
        return shares.reduce(0, +) / Double(shares.count) >= HabitHealth.healthyShare ? .healthy : .slipping
    }

    /// The single home of "how did this day go" for one time of day.
    static func cell(habit: Habit, tally: HabitDayTally, day: LocalDate, today: LocalDate) -> HabitCell {
        if day > today { return .future }
        if day < habit.createdOn { return .beforeStart }
        if habit.wasPaused(on: day) { return .paused }
        let progress = tally.progress(for: habit.kind)
        if case .avoid(let allowance) = habit.kind {
            if tally.slips > allowance { return .slipped }
            if tally.isHeld { return .met }
            return day == today ? .open(progress: 0) : .unmarked
        }
        let due = habit.schedule.isDue(on: day)
        if progress >= 1 { return .met }
        if day == today { return due || progress > 0 ? .open(progress: progress) : .notDue }
        if progress > 0 { return .partial(progress) }
        return due ? .missed : .notDue
    }
}
