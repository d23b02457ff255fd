import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// One habit (one of its times of day) with the controls that log it on a given day — Today's Habits section (TD-01),
/// the detail's today row and the 14-day correction (HB-02), and the avoid (HB-08) and add-minutes (HB-09) moments.
/// Every action is a POST to ``logPath`` with `value`, `day` and `slot`.
///
/// ```swift
/// let row = HabitLogRow(habit: water, slot: 0, day: today, today: today, entries: entries)
/// row.stateText           // "3 of 8"
/// row.actions.map(\.label) // ["−", "+"]
/// ```
public struct HabitLogRow: Codable, Hashable, Sendable {
    /// A one-tap log: the `value` sent, how it is labelled, and whether it shows as pressed (done, held).
    public struct Action: Codable, Hashable, Sendable {
        public let label: String
        public let value: String
        /// The accessible name ("Mark Morning adhkar done").
        public let accessibleLabel: String
        public let isPrimary: Bool
        public let isPressed: Bool
    }

    public let id: String
    public let habitID: String
    public let slot: Int
    public let title: String
    /// The time of day's name when the habit has more than one ("Morning").
    public let slotName: String?
    /// "binary", "counted", "timed", "avoid", or "newer" (a kind from a newer version: no controls).
    public let kind: String
    public let day: String
    /// "Done", "3 of 8", "12 of 20 min", "Held today", or "Update Jamaal to see this".
    public let stateText: String
    /// For a weekly target: "2 of 3 this week".
    public let weekText: String?
    public let isComplete: Bool
    public let logPath: String
    public let actions: [Action]
    /// HB-09: timed habits take minutes by hand (a number field posting `value=minutes`).
    public let acceptsMinutes: Bool
    /// POST: Begin a focus session for this timed habit (today only).
    public private(set) var beginPath: String?
    public let detailPath: String
    /// The live focus session on this row, if it is this habit's and time of day's: "Running" with the elapsed time and
    /// Finish (Begin is not offered meanwhile).
    public private(set) var running: Running?

    /// A running (or paused) timed-habit session, as its Today row shows it.
    public struct Running: Codable, Hashable, Sendable {
        /// "Running" or "Paused".
        public let label: String
        /// "12:04" at `now`.
        public let elapsedText: String
        public let elapsedSeconds: Int
        public let isPaused: Bool
        /// GET: FS-05's Finish.
        public let finishPath: String
    }

    /// This row with `session` shown on it when the session is live and for this habit and time of day.
    public func showing(_ session: FocusSession?, now: Date) -> HabitLogRow {
        guard let session, session.isLive, case .habit(let id, let timeOfDay) = session.subject,
            id.rawValue == habitID, timeOfDay == slot
        else { return self }
        var row = self
        var paused = false
        if case .paused = session.state { paused = true }
        row.running = Running(
            label: paused ? "Paused" : "Running", elapsedText: session.timerText(now: now),
            elapsedSeconds: Saturating.int(session.elapsedSeconds(now: now)), isPaused: paused, finishPath: JamaalRoute.finishSheet.path())
        row.beginPath = nil
        return row
    }

    public init(habit: Habit, slot: Int, day: LocalDate, today: LocalDate, entries: [HabitEntry]) {
        let mine = entries.filter { $0.habitID == habit.id && $0.day == day && $0.timeOfDay == slot }
        let tally = HabitDayTally(entries: mine)
        let name = habit.name
        id = "\(habit.id.rawValue)-\(slot)"
        habitID = habit.id.rawValue
        self.slot = slot
        title = name
        slotName = habit.timesOfDay.count > 1 && habit.timesOfDay.indices.contains(slot) ? habit.timesOfDay[slot].name : nil
        self.day = day.description
        isComplete = tally.progress(for: habit.kind) >= 1
        logPath = JamaalRoute.logHabit.path(habit.id)
        detailPath = JamaalRoute.habit.path(habit.id)
        stateText = HabitText.tally(tally, kind: habit.kind, isToday: day == today)
        if case .timesAWeek(let target) = habit.schedule {
            let monday = day.adding(days: 1 - day.weekday.rawValue)
            let done = (0..<7).map { monday.adding(days: $0) }.filter { date in
                date <= day
                    && habit.timesOfDay.indices.contains { slot in
                        HabitDayTally(entries: entries.filter { $0.habitID == habit.id && $0.day == date && $0.timeOfDay == slot })
                            .progress(for: habit.kind) >= 1
                    }
            }.count
            weekText = done >= target ? "Week reached · \(done) of \(target)" : "\(done) of \(target) this week"
        } else {
            weekText = nil
        }
        let active = !habit.isPaused(on: today) && !habit.isArchived
        var actions: [Action] = []
        var minutes = false
        var begin: String?
        switch habit.kind {
        case .binary:
            kind = "binary"
            actions = [
                tally.isDone
                    ? Action(label: "Done", value: "undone", accessibleLabel: "Mark “\(name)” not done", isPrimary: true, isPressed: true)
                    : Action(label: "Done", value: "done", accessibleLabel: "Mark “\(name)” done", isPrimary: false, isPressed: false)
            ]
        case .counted:
            kind = "counted"
            actions = [
                Action(label: "−", value: "minus", accessibleLabel: "One less for “\(name)”", isPrimary: false, isPressed: false),
                Action(label: "+", value: "plus", accessibleLabel: "One more for “\(name)”", isPrimary: true, isPressed: false),
            ]
            if tally.count == 0 { actions.removeFirst() }
        case .timed:
            kind = "timed"
            minutes = true
            if day == today { begin = JamaalRoute.beginHabit.path(habit.id) }
        case .avoid(let allowance):
            kind = "avoid"
            actions = [
                Action(
                    label: HabitLogRule.logSlipLabel, value: "slip", accessibleLabel: "Log a slip for “\(name)”", isPrimary: false,
                    isPressed: false)
            ]
            if tally.isHeld {
                actions.append(
                    Action(label: "Undo", value: "unheld", accessibleLabel: "Undo held for “\(name)”", isPrimary: false, isPressed: false))
            } else if tally.slips <= allowance {
                let label = day == today ? HabitLogRule.heldTodayLabel : "Held"
                actions.append(
                    Action(label: label, value: "held", accessibleLabel: "\(label): “\(name)”", isPrimary: true, isPressed: false))
            }
        case .unknown:
            kind = "newer"
        }
        self.actions = active ? actions : []
        acceptsMinutes = active && minutes
        beginPath = active ? begin : nil
    }

    /// The rows for every time of day of `habit` on `day`.
    public static func rows(for habit: Habit, day: LocalDate, today: LocalDate, entries: [HabitEntry]) -> [HabitLogRow] {
        habit.timesOfDay.indices.map { HabitLogRow(habit: habit, slot: $0, day: day, today: today, entries: entries) }
    }
}

extension TodayHabitsSection {
    /// The section with the live focus session shown on its habit's row ("Running 12:04", Finish).
    ///
    /// ```swift
    /// section.showing(liveSession, now: now).rows.first?.running?.label   // "Running"
    /// ```
    public func showing(_ session: FocusSession?, now: Date) -> TodayHabitsSection {
        var section = self
        section.rows = rows.map { $0.showing(session, now: now) }
        return section
    }

    /// Today's Habits section: every habit shown today (not paused, not archived, scheduled — a weekly target shows
    /// every day), one row per time of day, in the person's order; a habit from a newer version shows its line.
    ///
    /// ```swift
    /// let section = TodayHabitsSection(habits: habits, entries: thisWeeksEntries, today: today)
    /// ```
    public init(habits: [Habit], entries: [HabitEntry], today: LocalDate) {
        self.init(
            rows: habits.filter { $0.isShownOnToday(today) }.flatMap {
                HabitLogRow.rows(for: $0, day: today, today: today, entries: entries)
            })
    }
}
