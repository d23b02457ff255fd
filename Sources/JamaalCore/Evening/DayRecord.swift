import Calendar

/// One focus session as the wellbeing score sees it: its estimate and the minutes it actually ran.
public struct FocusRun: Hashable, Codable, Sendable {
    public let estimateMinutes: Int
    public let actualMinutes: Int

    public init(estimateMinutes: Int, actualMinutes: Int) {
        self.estimateMinutes = estimateMinutes
        self.actualMinutes = actualMinutes
    }
}

/// What one logical day's behaviour was, in facts the app already records — the only input of the wellbeing score.
///
/// Numbers and flags only: nothing the person types (no note, no mood, no title) can enter the score, because there is
/// no field for it. The persistence layer fills one record per logical day; a day with no record reads as a quiet day.
/// Stored figures are kept as they are; the score reads a negative one as 0.
///
/// ```swift
/// let monday = DayRecord(day: monday, plannedItems: 6, doneItems: 5, plannedMinutes: 400, budgetMinutes: 360)
/// monday.isActive        // true
/// monday.overBudgetMinutes  // 40
/// ```
public struct DayRecord: Hashable, Codable, Sendable {
    public let day: LocalDate
    /// Tasks, habit times and Anchors that were on the day's plan.
    public let plannedItems: Int
    /// How many of them got done (attended, logged, marked done).
    public let doneItems: Int
    /// The day's load as the capacity meter counted it at the day's end.
    public let plannedMinutes: Int
    /// The day's budget (normal-day length × the day's level).
    public let budgetMinutes: Int
    /// Minutes of work (focus sessions, tasks finished) after the working day's end.
    public let minutesPastDayEnd: Int
    /// Deferrals made on the day.
    public let deferrals: Int
    /// The focus sessions that ended on the day.
    public let focusRuns: [FocusRun]
    /// Whether this day's evening ended with a confirmed plan for the next day.
    public let nightPlanned: Bool
    /// The day's Anchor instances attended (or done by someone else).
    public let anchorsKept: Int
    /// The day's Anchor instances whose window closed unmarked.
    public let anchorsMissed: Int
    /// Habit times due on the day that were held (met, or held within the allowance).
    public let habitsHeld: Int
    /// Habit times due on the day (paused habits excluded).
    public let habitsDue: Int

    public init(
        day: LocalDate, plannedItems: Int = 0, doneItems: Int = 0, plannedMinutes: Int = 0, budgetMinutes: Int = 0,
        minutesPastDayEnd: Int = 0, deferrals: Int = 0, focusRuns: [FocusRun] = [], nightPlanned: Bool = false, anchorsKept: Int = 0,
        anchorsMissed: Int = 0, habitsHeld: Int = 0, habitsDue: Int = 0
    ) {
        self.day = day
        self.plannedItems = plannedItems
        self.doneItems = doneItems
        self.plannedMinutes = plannedMinutes
        self.budgetMinutes = budgetMinutes
        self.minutesPastDayEnd = minutesPastDayEnd
        self.deferrals = deferrals
        self.focusRuns = focusRuns
        self.nightPlanned = nightPlanned
        self.anchorsKept = anchorsKept
        self.anchorsMissed = anchorsMissed
        self.habitsHeld = habitsHeld
        self.habitsDue = habitsDue
    }

    /// A day with nothing recorded.
    public static func quiet(_ day: LocalDate) -> DayRecord { DayRecord(day: day) }

    /// An *active* day (WB-03 counts seven of them): anything planned or done.
    public var isActive: Bool { plannedItems > 0 || doneItems > 0 }

    /// Minutes planned past the budget (0 within it).
    public var overBudgetMinutes: Int {
        Swift.max(0, EveningMath.clampedMinutes(plannedMinutes) - EveningMath.clampedMinutes(budgetMinutes))
    }

    /// Whether the day went over its budget — a "heavy day".
    public var isOverBudget: Bool { overBudgetMinutes > 0 }
}
