import Calendar
import Foundation
import JamaalCore

/// Everything a Night Planning page is built from, loaded by the app in one read. Pure data: the screen is a function
/// of it (and `now`).
///
/// ```swift
/// let screen = NightPlanningScreen(NightPlanningInputs(session: session, settings: settings, clock: clock, now: now,
///                                                      firstDay: firstDay))
/// ```
public struct NightPlanningInputs: Sendable {
    public var session: NightPlanningSession
    public var settings: CapacitySettings
    public var clock: DayClock
    public var now: Date
    /// The person's first logical day (NP-01 is minimal on it).
    public var firstDay: LocalDate
    /// Every open task.
    public var openTasks: [TaskItem]
    /// Tasks done or dropped on the night being reviewed.
    public var closedOnNight: [TaskItem]
    /// Focus sessions that began on the night being reviewed.
    public var focusOnNight: [FocusSession]
    public var categories: CategoryList
    public var anchorRules: [AnchorRule]
    /// Marks recent enough for the night and the planned day.
    public var anchorMarks: [AnchorMark]
    /// Habits not archived (paused ones are left out by the screen).
    public var habits: [Habit]
    public var habitEntries: [HabitEntry]
    /// The one-day level already set for the planned day, if any.
    public var levelOverride: CapacityLevel?
    /// NP-05's running total of nights planned (including this one once confirmed).
    public var nightsPlanned: Int
    /// ST-02's quiet normal-day suggestion, if the last 14 days make one.
    public var normalDay: NormalDaySuggestion?
    /// The suggestion (in minutes) NP-04 has already shown once.
    public var normalDayLineShown: Int?
    /// A refusal to show on the step (a reason missing, a move that no longer applies).
    public var error: String?

    public init(
        session: NightPlanningSession, settings: CapacitySettings, clock: DayClock, now: Date, firstDay: LocalDate,
        openTasks: [TaskItem] = [], closedOnNight: [TaskItem] = [], focusOnNight: [FocusSession] = [],
        categories: CategoryList = CategoryList(), anchorRules: [AnchorRule] = [], anchorMarks: [AnchorMark] = [], habits: [Habit] = [],
        habitEntries: [HabitEntry] = [], levelOverride: CapacityLevel? = nil, nightsPlanned: Int = 0,
        normalDay: NormalDaySuggestion? = nil, normalDayLineShown: Int? = nil, error: String? = nil
    ) {
        self.session = session
        self.settings = settings
        self.clock = clock
        self.now = now
        self.firstDay = firstDay
        self.openTasks = openTasks
        self.closedOnNight = closedOnNight
        self.focusOnNight = focusOnNight
        self.categories = categories
        self.anchorRules = anchorRules
        self.anchorMarks = anchorMarks
        self.habits = habits
        self.habitEntries = habitEntries
        self.levelOverride = levelOverride
        self.nightsPlanned = nightsPlanned
        self.normalDay = normalDay
        self.normalDayLineShown = normalDayLineShown
        self.error = error
    }

    /// The evening being reviewed: the day before the planned one (the evening flow), or today (the morning flow).
    public var night: LocalDate { session.flow == .evening ? session.night : session.day }

    /// NP-02's rows: the tasks still open on the night, in Today's order (none in the morning flow).
    public var incomplete: [TaskItem] {
        session.flow == .evening ? CarryForward.incomplete(openTasks, night: night) : []
    }

    /// The planned day's habits: shown on that day (not paused, not archived).
    public var plannedHabits: [Habit] { habits.filter { $0.isShownOnToday(session.day) } }

    /// NP-03's layout of the planned day.
    public var layout: DayLayout {
        DayLayout(day: session.day, rules: anchorRules, marks: anchorMarks, settings: settings, clock: clock, now: now)
    }

    /// NP-04's reading of the planned day.
    public var loadCheck: LoadCheck {
        LoadCheck(
            day: session.day, chosen: levelOverride, settings: settings, tasks: openTasks, habits: plannedHabits, entries: habitEntries,
            anchors: AnchorDay(rules: anchorRules, marks: anchorMarks, day: session.day, clock: clock), marks: anchorMarks, clock: clock,
            now: now, normalDay: normalDay, normalDayLineShown: normalDayLineShown)
    }

    /// NP-01's review of the night.
    public var review: DayReview {
        DayReview(
            tasks: openTasks + closedOnNight, sessions: focusOnNight,
            anchors: AnchorDay(rules: anchorRules, marks: anchorMarks, day: night, clock: clock), marks: anchorMarks, clock: clock,
            now: now, firstDay: firstDay)
    }
}
