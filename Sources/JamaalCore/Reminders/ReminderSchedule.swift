import Calendar
import Foundation
import Identifiers

/// The reminder engine (F13, ST-03): from the person's settings, their Anchors and habits, which reminders fire when —
/// in the person's zone, each logical day from the rollover. Pure: a function of these values and the instants asked
/// about.
///
/// - The planning prompt fires at the evening planning time of each logical day (a time before the rollover is the night
///   after the day) — unless that evening's Night Planning has already started (``planningStarted``): a prompt answered
///   by planning is neither sent nor listed as missed.
/// - The morning list fires at the working day's start, while ``morningList`` is on.
/// - Each Anchor fires at its window's opening (no lead time in v1); a paused, excepted, archived Anchor does not.
/// - Each habit's time of day with a reminder fires on the days the habit is shown, while ``habitReminders`` is on —
///   unless that time of day is already complete when the engine is asked (from ``habitEntries``).
/// - Trial reminders (SB-02) are built by the trial feature and passed in as ``extra``.
///
/// ```swift
/// let schedule = ReminderSchedule(clock: clock, workingDayStart: start, eveningPlanningTime: nine, anchorRules: rules)
/// schedule.deliverable(at: now, delivered: ids)   // what to notify now
/// ```
public struct ReminderSchedule: Sendable {
    public let clock: DayClock
    public let workingDayStart: LocalTime
    public let workingDayEnd: LocalTime
    public let eveningPlanningTime: LocalTime
    public let morningList: Bool
    public let habitReminders: Bool
    public let anchorRules: [AnchorRule]
    public let anchorMarks: [AnchorMark]
    public let habits: [Habit]
    /// Entries of the days asked about: a time of day already complete is not reminded of.
    public let habitEntries: [HabitEntry]
    /// Reminders built elsewhere (the trial's, SB-02), merged in as they are.
    public let extra: [Reminder]
    /// The logical days whose evening Night Planning has started (begun, skipped or confirmed): their prompt is answered.
    public let planningStarted: Set<LocalDate>

    public init(
        clock: DayClock, workingDayStart: LocalTime, workingDayEnd: LocalTime, eveningPlanningTime: LocalTime,
        morningList: Bool = true, habitReminders: Bool = true, anchorRules: [AnchorRule] = [], anchorMarks: [AnchorMark] = [],
        habits: [Habit] = [], habitEntries: [HabitEntry] = [], extra: [Reminder] = [], planningStarted: Set<LocalDate> = []
    ) {
        self.clock = clock
        self.workingDayStart = workingDayStart
        self.workingDayEnd = workingDayEnd
        self.eveningPlanningTime = eveningPlanningTime
        self.morningList = morningList
        self.habitReminders = habitReminders
        self.anchorRules = anchorRules
        self.anchorMarks = anchorMarks
        self.habits = habits
        self.habitEntries = habitEntries
        self.extra = extra
        self.planningStarted = planningStarted
    }

    /// Every reminder firing in `interval` (start inclusive, end exclusive), by instant then id.
    ///
    /// ```swift
    /// schedule.reminders(in: clock.interval(of: today)).map(\.id)
    /// ```
    public func reminders(in interval: DateInterval) -> [Reminder] {
        let first = clock.today(at: interval.start).adding(days: -1)
        let last = clock.today(at: interval.end)
        var found: [Reminder] = extra
        var day = first
        while day <= last {
            found += reminders(of: day)
            day = day.adding(days: 1)
        }
        return found.filter { $0.at >= interval.start && $0.at < interval.end }.sorted { ($0.at, $0.id) < ($1.at, $1.id) }
    }

    /// The reminders of logical day `day` (each fires inside the day, except a planning time before the rollover, which
    /// fires in the night after it and still belongs to it).
    public func reminders(of day: LocalDate) -> [Reminder] {
        let dayEnd = clock.interval(of: day).end
        var found: [Reminder] = []
        if !planningStarted.contains(day) {
            let planning = clock.instant(of: eveningPlanningTime, inLogicalDay: day)
            found.append(
                Reminder(
                    id: "planning/\(day)", kind: .planning, title: ReminderCopy.planningTitle, body: ReminderCopy.planningBody,
                    at: planning, expires: dayEnd, target: .nightPlanning))
        }
        if morningList {
            let working = clock.workingDay(of: day, start: workingDayStart, end: workingDayEnd)
            found.append(
                Reminder(
                    id: "morning/\(day)", kind: .morningList, title: ReminderCopy.morningTitle, body: ReminderCopy.morningBody,
                    at: working.start, expires: working.end > working.start ? working.end : dayEnd, target: .today))
        }
        let anchors = AnchorDay(rules: anchorRules, marks: anchorMarks, day: day, clock: clock)
        for instance in anchors.instances {
            found.append(
                Reminder(
                    id: "anchor/\(instance.id)", kind: .anchor, title: instance.title,
                    body: ReminderCopy.anchorBody(instance, calendar: clock.calendar), at: instance.window.start,
                    expires: instance.window.end, target: .todayAnchor(instanceID: instance.id)))
        }
        if habitReminders {
            for habit in habits where habit.isShownOnToday(day) && !habit.wasPaused(on: day) {
                for (slot, time) in habit.timesOfDay.enumerated() {
                    guard let reminder = time.reminder, !isComplete(habit, slot: slot, on: day) else { continue }
                    let at = clock.instant(of: reminder, inLogicalDay: day)
                    let end = time.end.map { clock.instant(of: $0, inLogicalDay: day) }.flatMap { $0 > at ? $0 : nil } ?? dayEnd
                    found.append(
                        Reminder(
                            id: "habit/\(habit.id.rawValue)/\(slot)/\(day)", kind: .habit, title: habit.name,
                            body: ReminderCopy.habitBody(time, count: habit.timesOfDay.count), at: at, expires: end,
                            target: .todayHabit(habit.id, slot: slot)))
                }
            }
        }
        return found
    }

    /// Whether `habit`'s time of day `slot` is already complete on `day`.
    func isComplete(_ habit: Habit, slot: Int, on day: LocalDate) -> Bool {
        let mine = habitEntries.filter { $0.habitID == habit.id && $0.day == day && $0.timeOfDay == slot }
        return !mine.isEmpty && HabitDayTally(entries: mine).progress(for: habit.kind) >= 1
    }

    /// What goes out as a system notification at `now`: fired in the last ``Reminder/freshFor``, not expired, and not
    /// among the `delivered` ids.
    public func deliverable(at now: Date, delivered: Set<String>) -> [Reminder] {
        reminders(in: DateInterval(start: now.addingTimeInterval(-Reminder.freshFor), end: now.addingTimeInterval(1)))
            .filter { $0.isFresh(at: now) && !delivered.contains($0.id) }
    }

    /// Today's reminders that fired by `now`, are still worth showing and were never delivered: the quiet in-app list of
    /// what was missed while no page could show it.
    public func missed(at now: Date, delivered: Set<String>) -> [Reminder] {
        let today = clock.interval(of: clock.today(at: now))
        return reminders(in: DateInterval(start: today.start, end: Swift.max(today.start, now.addingTimeInterval(1))))
            .filter { $0.isShowable(at: now) && !delivered.contains($0.id) }
    }

    /// The next instant after `now` at which a reminder fires, looking up to `days` logical days ahead (the page times
    /// its next look to it).
    public func next(after now: Date, days: Int = 2) -> Date? {
        let end = clock.interval(of: clock.today(at: now).adding(days: days)).end
        return reminders(in: DateInterval(start: now.addingTimeInterval(1), end: Swift.max(now.addingTimeInterval(1), end))).first?.at
    }
}
