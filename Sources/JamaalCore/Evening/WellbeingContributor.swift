import Calendar

/// WB-04 "What makes this score": one factor's part in the score, and the days this week that moved it, in words.
///
/// A factor's **points** are what it took off the 14-day score (Σ weight × strain ÷ 14, see ``WellbeingScore``), so the
/// points of all factors add up to 100 − the score. Its **share** is its part of those lost points, in whole percent.
///
/// ```swift
/// WellbeingContributor.all(of: score).first?.words
/// // "Over budget on Monday (1 h 10 min over), Wednesday (40 min over) and Thursday (2 h over)."
/// ```
public struct WellbeingContributor: Hashable, Sendable {
    public let factor: WellbeingFactor
    /// Points taken off the score over the 14 days.
    public let points: Double
    /// Share of all points taken off, in whole percent (0 when nothing was taken off).
    public let share: Int
    /// The days of the last 7 on which this factor had any strain, oldest first.
    public let days: [LocalDate]
    /// Those days in words.
    public let words: String

    /// Every factor's contribution, the largest first (ties in the table's order).
    public static func all(of score: WellbeingScore) -> [WellbeingContributor] {
        let window = Double(WellbeingScore.windowDays)
        let points = WellbeingFactor.allCases.map { factor in
            score.days.reduce(0.0) { $0 + factor.weight * factor.strain(of: $1) } / window
        }
        let lost = points.reduce(0, +)
        let contributors = zip(WellbeingFactor.allCases, points).map { factor, points in
            let moved = score.thisWeek.filter { factor.strain(of: $0) > 0 }
            let share = lost > 0 ? WellbeingScore.percent(points / lost * 100) : 0
            return WellbeingContributor(
                factor: factor, points: points, share: share, days: moved.map(\.day), words: words(for: factor, days: Array(moved)))
        }
        let order = Dictionary(uniqueKeysWithValues: WellbeingFactor.allCases.enumerated().map { ($1, $0) })
        return contributors.sorted { a, b in
            a.points != b.points ? a.points > b.points : (order[a.factor] ?? 0) < (order[b.factor] ?? 0)
        }
    }

    /// "Over budget on Monday (1 h 10 min over) and Thursday (40 min over)."; "Nothing this week." without days.
    static func words(for factor: WellbeingFactor, days: [DayRecord]) -> String {
        guard !days.isEmpty else { return "Nothing this week." }
        let phrases = days.map { record in
            let name = record.day.weekday.name
            let detail = Self.detail(for: factor, record: record)
            return detail.map { "\(name) (\($0))" } ?? name
        }
        let list = phrases.count == 1 ? phrases[0] : phrases.dropLast().joined(separator: ", ") + " and " + (phrases.last ?? "")
        return "\(lead(for: factor)) \(list)."
    }

    private static func lead(for factor: WellbeingFactor) -> String {
        switch factor {
        case .overBudget: "Over budget on"
        case .pastDayEnd: "Worked past the day's end on"
        case .plannedAgainstDone: "Less done than planned on"
        case .deferralChurn: "Tasks moved again on"
        case .focusOverrun: "Focus ran far past the estimate on"
        case .nightsPlanned: "No plan made on the evening of"
        case .anchorsMissed: "Anchors missed on"
        case .habitsHeld: "Habits not all held on"
        }
    }

    private static func detail(for factor: WellbeingFactor, record: DayRecord) -> String? {
        switch factor {
        case .overBudget: "\(DurationText.minutes(record.overBudgetMinutes)) over"
        case .pastDayEnd: DurationText.minutes(EveningMath.clampedMinutes(record.minutesPastDayEnd))
        case .plannedAgainstDone: "\(Swift.max(0, record.doneItems)) of \(record.plannedItems) done"
        case .deferralChurn: record.deferrals == 1 ? "1 move" : "\(record.deferrals) moves"
        case .focusOverrun: "\(record.focusRuns.filter(WellbeingFactor.isFarPast).count) of \(record.focusRuns.count) sessions"
        case .nightsPlanned: nil
        case .anchorsMissed: "\(record.anchorsMissed) missed"
        case .habitsHeld: "\(Swift.max(0, record.habitsHeld)) of \(record.habitsDue) held"
        }
    }
}
