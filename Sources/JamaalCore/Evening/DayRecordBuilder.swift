import Calendar
import Foundation

/// Builds one logical day's ``DayRecord`` from the raw data the app already keeps — tasks (their status instants and
/// deferral history), focus sessions, the Anchor day with its marks, habits with their entries, the day settings and
/// that day's one-day level, and whether the evening ended with a confirmed plan. Pure: the same raw data and `now`
/// always give the same record.
///
/// **Each field's derivation** (the day is logical day `day`: from its rollover to the next, in the person's zone; an
/// instant exactly at the next rollover belongs to the next day):
/// - **plannedItems** — the day's *planned tasks* (below) + its Anchor instances that were kept or missed + its habit
///   times due (`habitsDue`).
/// - **doneItems** — tasks marked done during the day + Anchors kept + habit times held.
/// - **plannedMinutes** — the day's load as the meter counts it, taken at the day's end: the effort of the planned
///   tasks (what got done, and what was still open and due), the timed habits' minutes (each due time of day its
///   goal, or what was logged if more; a time not due counts what was logged), and the Anchor time inside the working
///   day (``AnchorCapacity``; freed instances count nothing).
///   *Planned tasks*: tasks done during the day (whatever their date), and tasks still open at the day's end whose
///   schedule then was that very day. A task left unfinished rolls forward on Today, but it was planned once — on its
///   own date — and is not counted as planned again on each day it waits (#40). The
///   schedule at an instant is read back through the deferral history: the `to` of the last deferral before it, else
///   the `from` of the first deferral, else the task's schedule (an edit of the date outside a deferral is not
///   history, so it reads as if it had always been so). A task dropped or deferred away during the day is not planned
///   (the deferral counts in `deferrals`); a task created after the day is not either.
/// - **budgetMinutes** — the day's level (its one-day override, else the weekday's default) × the normal-day length.
/// - **minutesPastDayEnd** — work after the working day's end (ST-02's end on that logical day), before the day's end:
///   for each focus session that ended during the day, the minutes it must have counted after the end (its counted
///   time minus all the time it had before the end, at least 0 — pauses are not timed, so nothing is assumed past
///   the end that could have been before it); plus, for a task marked done after the end with no session on it
///   ending that day, its effort, at most the minutes from the end to the moment it was marked.
/// - **deferrals** — deferrals made during the day, every task's counted (a task moved twice counts twice).
/// - **focusRuns** — the focus sessions that ended during the day (finished, stopped, or closed at the rollover; a
///   live session has not ended), each with its estimate and its counted whole minutes.
/// - **nightPlanned** — given: an evening planning session for the next day was confirmed.
/// - **anchorsKept / anchorsMissed** — the day's own Anchor instances (those opening on it) marked Attended or
///   Someone else did it / closed without a mark, at `now`; Not today frees the instance (neither), and a window still
///   open at `now` counts neither.
/// - **habitsHeld / habitsDue** — per habit and time of day, the day's cell as the habit's grid reads it
///   (``HabitRead``): met counts held and due; partial, missed and slipped count due; paused, not due, unmarked
///   (an avoid day with no mark) and days before the habit count neither. Habits archived before the day's end and
///   kinds from a newer version are left out.
///
/// **Time away is not strain** (#40): a day the person did not use Jamaal — not opened (``openedDays``) and nothing
/// marked during it (no task done, dropped, deferred or added, no focus session begun or ended, no Anchor marked, no
/// habit logged, no evening planned) — is recorded as a quiet day (only its budget): never over budget, nothing planned
/// against done, no night unplanned, no Anchor or habit missed.
///
/// ```swift
/// let builder = DayRecordBuilder(tasks: tasks, sessions: sessions, anchorRules: rules, anchorMarks: marks,
///                                habits: habits, habitEntries: entries, settings: settings, clock: clock)
/// let record = builder.record(for: yesterday, levelOverride: nil, nightPlanned: true, now: now)
/// ```
public struct DayRecordBuilder: Sendable {
    public let tasks: [TaskItem]
    public let sessions: [FocusSession]
    public let anchorRules: [AnchorRule]
    public let anchorMarks: [AnchorMark]
    public let habits: [Habit]
    public let habitEntries: [HabitEntry]
    public let settings: CapacitySettings
    public let clock: DayClock
    /// The logical days on which Jamaal was opened.
    public let openedDays: Set<LocalDate>

    /// The raw data of any range of days (only what touches the day asked for is read).
    public init(
        tasks: [TaskItem], sessions: [FocusSession], anchorRules: [AnchorRule], anchorMarks: [AnchorMark], habits: [Habit],
        habitEntries: [HabitEntry], settings: CapacitySettings, clock: DayClock, openedDays: Set<LocalDate> = []
    ) {
        self.openedDays = openedDays
        self.tasks = tasks
        self.sessions = sessions
        self.anchorRules = anchorRules
        self.anchorMarks = anchorMarks
        self.habits = habits
        self.habitEntries = habitEntries
        self.settings = settings
        self.clock = clock
    }

    /// The record of logical day `day` as of `now` (normally after the day's end; see the type for each field).
    public func record(for day: LocalDate, levelOverride: CapacityLevel?, nightPlanned: Bool, now: Date) -> DayRecord {
        let interval = clock.interval(of: day)
        func during(_ instant: Date) -> Bool { instant >= interval.start && instant < interval.end }
        let working = clock.workingDay(of: day, start: settings.workingDayStart, end: settings.workingDayEnd)
        let level = settings.level(on: day, override: levelOverride)
        guard wasUsed(day, interval: interval, nightPlanned: nightPlanned) else {
            return DayRecord(day: day, budgetMinutes: level.budget(normalDayMinutes: settings.normalDayMinutes))
        }

        // Tasks.
        let done = tasks.filter { if case .done(let at) = $0.status { during(at) } else { false } }
        let stillOpen = tasks.filter { task in
            guard task.createdAt < interval.end, Self.isOpen(task, at: interval.end) else { return false }
            return Self.schedule(of: task, at: interval.end).date == day
        }
        let deferrals = EveningMath.sum(tasks.map { task in task.deferrals.filter { during($0.at) }.count })

        // Focus sessions that ended during the day.
        let ended = sessions.compactMap { session -> (FocusSession, Date)? in
            guard let end = Self.end(of: session), during(end) else { return nil }
            return (session, end)
        }
        let runs = ended.map { session, end in
            FocusRun(estimateMinutes: session.estimateMinutes, actualMinutes: EveningMath.wholeMinutes(session.elapsedSeconds(now: end)))
        }
        var pastEndSeconds = ended.reduce(0.0) { total, pair in
            let (session, end) = pair
            let last = Swift.min(end, interval.end)
            guard last > working.end else { return total }
            let beforeEnd = Swift.max(0, working.end.timeIntervalSince(session.startedAt))
            let counted = Swift.max(0, session.elapsedSeconds(now: end))
            return total + Swift.min(Swift.max(0, counted - beforeEnd), last.timeIntervalSince(working.end))
        }
        let timedTasks = Set(ended.compactMap { pair -> String? in if case .task(let id) = pair.0.subject { id.rawValue } else { nil } })
        for task in done where !timedTasks.contains(task.id.rawValue) {
            guard case .done(let at) = task.status, at > working.end else { continue }
            pastEndSeconds += Swift.min(Double(EveningMath.clampedMinutes(task.effort.minutes)) * 60, at.timeIntervalSince(working.end))
        }

        // Anchors.
        let anchorDay = AnchorDay(rules: anchorRules, marks: anchorMarks, day: day, clock: clock)
        var kept = 0, missed = 0
        for instance in anchorDay.instances {
            switch AnchorStatus.of(instance, marks: anchorMarks, at: now) {
            case .marked(.attended), .marked(.someoneElseDidIt): kept += 1
            case .missed: missed += 1
            default: break
            }
        }
        let anchorMinutes = EveningMath.sum(
            AnchorCapacity.blocks(for: anchorDay, marks: anchorMarks, settings: settings, clock: clock, now: now)
                .map { EveningMath.wholeMinutes($0.interval.duration) })

        // Habits.
        let habitDay = habitFigures(day: day, dayEnd: interval.end)

        let planned = done + stillOpen
        let taskMinutes = EveningMath.sum(planned.map { EveningMath.clampedMinutes($0.effort.minutes) })
        return DayRecord(
            day: day,
            plannedItems: EveningMath.sum([planned.count, kept, missed, habitDay.due]),
            doneItems: EveningMath.sum([done.count, kept, habitDay.held]),
            plannedMinutes: EveningMath.sum([taskMinutes, habitDay.minutes, anchorMinutes]),
            budgetMinutes: level.budget(normalDayMinutes: settings.normalDayMinutes),
            minutesPastDayEnd: EveningMath.wholeMinutes(pastEndSeconds),
            deferrals: deferrals, focusRuns: runs, nightPlanned: nightPlanned, anchorsKept: kept, anchorsMissed: missed,
            habitsHeld: habitDay.held, habitsDue: habitDay.due)
    }

    /// Whether the person used Jamaal on `day` (its instants are `interval`): opened it, or marked anything during it.
    ///
    /// ```swift
    /// builder.wasUsed(day, interval: clock.interval(of: day), nightPlanned: false)   // false: a day away
    /// ```
    public func wasUsed(_ day: LocalDate, interval: DateInterval, nightPlanned: Bool) -> Bool {
        func during(_ instant: Date) -> Bool { instant >= interval.start && instant < interval.end }
        if nightPlanned || openedDays.contains(day) { return true }
        if habitEntries.contains(where: { $0.day == day || during($0.at) }) { return true }
        if anchorMarks.contains(where: { $0.markedOn == day || during($0.at) }) { return true }
        if sessions.contains(where: { during($0.startedAt) || Self.end(of: $0).map(during) == true }) { return true }
        return tasks.contains { task in
            if during(task.createdAt) || task.deferrals.contains(where: { during($0.at) }) { return true }
            switch task.status {
            case .open: return false
            case .done(let at), .dropped(let at): return during(at)
            }
        }
    }

    /// The habit times held and due on `day`, and the timed habits' minutes.
    private func habitFigures(day: LocalDate, dayEnd: Date) -> (held: Int, due: Int, minutes: Int) {
        var held = 0, due = 0, minutes = 0
        let todays = habitEntries.filter { $0.day == day }
        for habit in habits {
            if let archived = habit.archivedAt, archived < dayEnd { continue }
            if case .unknown = habit.kind { continue }
            let mine = todays.filter { $0.habitID == habit.id }
            for slot in 0..<Swift.max(habit.timesOfDay.count, 1) {
                let tally = HabitDayTally(entries: mine.filter { $0.timeOfDay == slot })
                let cell = HabitRead.cell(habit: habit, tally: tally, day: day, today: day.adding(days: 1))
                var counted = false
                switch cell {
                case .met:
                    held += 1
                    due += 1
                    counted = true
                case .partial, .missed, .slipped:
                    due += 1
                    counted = true
                default: break
                }
                if case .timed(let goal) = habit.kind {
                    let logged = EveningMath.clampedMinutes(tally.minutes)
                    minutes = EveningMath.adding(minutes, counted ? Swift.max(EveningMath.clampedMinutes(goal), logged) : logged)
                }
            }
        }
        return (held, due, minutes)
    }

    /// The task's schedule at `instant`, read back through its deferral history.
    public static func schedule(of task: TaskItem, at instant: Date) -> TaskSchedule {
        if let last = task.deferrals.last(where: { $0.at < instant }) { return last.to }
        return task.deferrals.first?.from ?? task.schedule
    }

    /// Whether the task was still open at `instant` (done or dropped only at or after it).
    static func isOpen(_ task: TaskItem, at instant: Date) -> Bool {
        switch task.status {
        case .open: true
        case .done(let at), .dropped(let at): at >= instant
        }
    }

    /// When a session ended (nil while live).
    static func end(of session: FocusSession) -> Date? {
        switch session.state {
        case .running, .paused: nil
        case .finished(let at), .stopped(let at), .closedAtRollover(let at): at
        }
    }
}
