import Calendar

/// NP-04's suggested level, with its reason.
///
/// The decision (issue 18): the **lowest level whose budget holds the day's fixed commitments plus its must-do tasks**
/// (medium or high importance, due that day). Fixed commitments are counted as the capacity meter counts Anchors
/// (``AnchorCapacity``), so the suggestion and tomorrow's meter agree. Because the lowest level that holds is chosen,
/// the suggestion is above the weekday's default only when those alone exceed the default's budget; when they exceed
/// even Stretch, Stretch is suggested and the reason says so.
///
/// ```swift
/// let suggestion = SuggestedLevel(fixedMinutes: 60, mustDoMinutes: 90, day: tomorrow, settings: settings)
/// suggestion.level        // .light
/// suggestion.reasonText   // "Light holds tomorrow's fixed commitments and must-do tasks (2 h 30 min)."
/// ```
public struct SuggestedLevel: Hashable, Sendable {
    /// Why this level.
    public enum Reason: Hashable, Sendable {
        /// The level holds what must happen, at or below the weekday's default.
        case holds
        /// What must happen alone is more than the weekday's default holds.
        case exceedsDefault(CapacityLevel)
        /// What must happen is more than even Stretch holds.
        case exceedsEveryLevel
    }

    public let level: CapacityLevel
    public let reason: Reason
    /// Fixed commitments plus must-do tasks, in minutes.
    public let neededMinutes: Int
    /// The suggested level's budget.
    public let budgetMinutes: Int

    /// The suggestion for `day` given the minutes its Anchors hold and its must-do tasks' effort.
    public init(fixedMinutes: Int, mustDoMinutes: Int, day: LocalDate, settings: CapacitySettings) {
        let needed = EveningMath.adding(EveningMath.clampedMinutes(fixedMinutes), EveningMath.clampedMinutes(mustDoMinutes))
        let weekdayDefault = settings.level(on: day, override: nil)
        let levels = CapacityLevel.allCases.sorted()
        let holding = levels.first { $0.budget(normalDayMinutes: settings.normalDayMinutes) >= needed }
        level = holding ?? .stretch
        neededMinutes = needed
        budgetMinutes = level.budget(normalDayMinutes: settings.normalDayMinutes)
        if holding == nil {
            reason = .exceedsEveryLevel
        } else if level > weekdayDefault {
            reason = .exceedsDefault(weekdayDefault)
        } else {
            reason = .holds
        }
    }

    /// The reason in words, for the evening's plan of tomorrow.
    public var reasonText: String { reasonText(for: .evening) }

    /// The reason in words for `flow`'s day: tomorrow in the evening, today in TD-07's morning flow.
    ///
    /// ```swift
    /// suggestion.reasonText(for: .morning)   // "Light holds today's fixed commitments and must-do tasks (2 h 30 min)."
    /// ```
    public func reasonText(for flow: NightPlanningFlow) -> String {
        let needed = DurationText.minutes(neededMinutes)
        let day = flow == .morning ? "today" : "tomorrow"
        let capitalised = flow == .morning ? "Today" : "Tomorrow"
        switch reason {
        case .holds:
            return "\(level.name) holds \(day)'s fixed commitments and must-do tasks (\(needed))."
        case .exceedsDefault(let weekdayDefault):
            return "\(capitalised)'s fixed commitments and must-do tasks alone take \(needed) — more than \(weekdayDefault.name) holds."
        case .exceedsEveryLevel:
            return "\(capitalised)'s fixed commitments and must-do tasks take \(needed) — more than even \(level.name) holds."
        }
    }
}
