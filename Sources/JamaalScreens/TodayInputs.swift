import Calendar
import Foundation
import JamaalCore

/// Everything TD-01 is built from, loaded by the app in one read. Pure data: the screen is a function of it and `now`.
///
/// ```swift
/// let screen = TodayScreen(TodayInputs(settings: settings, clock: clock, now: now, openTasks: tasks))
/// ```
public struct TodayInputs: Sendable {
    public var settings: CapacitySettings
    public var clock: DayClock
    public var now: Date
    /// Every open task (dated, Someday and backlog).
    public var openTasks: [TaskItem]
    /// Stored open tasks this version cannot read ("Update Jamaal to see this").
    public var unreadableTasks: Int
    /// Tasks done or dropped today.
    public var closedToday: [TaskItem]
    public var categories: CategoryList
    /// Today's slider position, if moved.
    public var levelOverride: CapacityLevel?
    /// The live session, if any.
    public var liveSession: FocusSession?
    /// Sessions that began today (any state).
    public var sessionsToday: [FocusSession]
    /// A session the rollover closed whose task is still open (TD-06).
    public var carriedOver: FocusSession?
    /// The Today filter (TD-03), if set.
    public var filter: TodayFilter?
    /// Whether this is the person's first logical day.
    public var isFirstDay: Bool
    /// TD-02's wellbeing strip (the wellbeing feature fills it).
    public var wellbeing: WellbeingStrip?
    /// Habits and their entries, for the meter (the habits feature fills these).
    public var habits: [Habit]
    public var habitEntries: [HabitEntry]
    /// Anchor blocks inside the day, for the meter and the order (the Anchors feature fills these).
    public var anchors: [AnchorBlock]
    /// The sections other features draw on Today.
    public var anchorsSection: TodayAnchorsSection
    public var habitsSection: TodayHabitsSection
    /// The quiet Plan tomorrow row and TD-07's card (the evening feature fills it).
    public var evening: TodayEvening
    /// F01's "Tonight, we'll plan tomorrow" card (the first launch fills it).
    public var firstEvening: FirstEveningCard?
    /// Whether tonight's Night Planning (for tomorrow) has started: then nothing promises it any more (the first launch
    /// fills it).
    public var planningStartedTonight = false
    /// Missed reminders and SY-01's banner (the reminders feature fills it).
    public var reminders = TodayReminders()
    /// TD-05's trial status or SB-03's read-only banner (the trial feature fills it).
    public var trial: TrialBanner?

    public init(
        settings: CapacitySettings, clock: DayClock, now: Date, openTasks: [TaskItem] = [], unreadableTasks: Int = 0,
        closedToday: [TaskItem] = [], categories: CategoryList = CategoryList(), levelOverride: CapacityLevel? = nil,
        liveSession: FocusSession? = nil, sessionsToday: [FocusSession] = [], carriedOver: FocusSession? = nil,
        filter: TodayFilter? = nil, isFirstDay: Bool = false, habits: [Habit] = [], habitEntries: [HabitEntry] = [],
        anchors: [AnchorBlock] = [], anchorsSection: TodayAnchorsSection = TodayAnchorsSection(),
        habitsSection: TodayHabitsSection = TodayHabitsSection(), evening: TodayEvening = TodayEvening()
    ) {
        self.settings = settings
        self.clock = clock
        self.now = now
        self.openTasks = openTasks
        self.unreadableTasks = unreadableTasks
        self.closedToday = closedToday
        self.categories = categories
        self.levelOverride = levelOverride
        self.liveSession = liveSession
        self.sessionsToday = sessionsToday
        self.carriedOver = carriedOver
        self.filter = filter
        self.isFirstDay = isFirstDay
        self.habits = habits
        self.habitEntries = habitEntries
        self.anchors = anchors
        self.anchorsSection = anchorsSection
        self.habitsSection = habitsSection
        self.evening = evening
    }
}
