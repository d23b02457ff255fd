import Calendar

/// The wellbeing score (F11, WB-01…WB-03) — **the formula, in this one place**.
///
/// Read from behaviour only (``DayRecord``: planned against done, days over budget and by how much, work past the
/// day's end, deferral churn, focus sessions far past their estimate, nights planned, Anchors kept or missed, habit
/// holds). Nothing typed by the person, and no mood, exists in its input.
///
/// **Formula.**
/// 1. The window is the 14 complete logical days before `today` (today is still being lived). A day without a record
///    is a quiet day.
/// 2. Each day scores `100 − Σ weight × strain` over the eight ``WellbeingFactor``s (weights add up to 100, each
///    strain is 0…1), so a day scores 0…100 and a quiet day scores 100 — a day off is a rested day.
/// 3. The score is the mean of the 14 day scores, rounded to a whole number (``value`` keeps it unrounded).
///    Every strain only grows with more load, and a within-budget day that went as planned has no strain at all,
///    so: more overload never raises the score; replacing any day with such a day never lowers it; and the same
///    records always give the same score (no clock, no randomness, no order dependence).
/// 4. **States**: *gathering data* while fewer than 7 of the 14 days are active (WB-03 shows n of 7); otherwise
///    *strained* when the score is below 60 or at least 3 of the last 7 days went over budget; otherwise *steady*.
/// 5. **Trend**: the mean day score of the last 7 days against the 7 before; 3 points or more either way is a change.
///
/// ```swift
/// let score = WellbeingScore(records: records, today: today)
/// score.state   // .strained
/// score.score   // 54
/// ```
public struct WellbeingScore: Hashable, Sendable {
    /// Days in the window.
    public static let windowDays = 14
    /// Active days needed before a score is read (WB-03).
    public static let activeDaysNeeded = 7
    /// A score below this reads strained.
    public static let strainedBelow = 60
    /// Days over budget in the last 7 that read strained whatever the score.
    public static let heavyDaysStrained = 3
    /// Points of difference between the two weeks' means that count as a change.
    public static let trendPoints = 3.0
    /// The completion (percent) at or above which the steady read may say the days held what was planned.
    public static let heldCompletion = 80

    /// WB-01 / WB-02 / WB-03.
    public enum State: Hashable, Sendable {
        /// Fewer than seven active days in the window: `activeDays` of ``WellbeingScore/activeDaysNeeded``.
        case gathering(activeDays: Int)
        case steady
        case strained
    }

    /// How this week compares with last week.
    public enum Trend: Hashable, Sendable {
        case lighter, same, heavier

        /// The trend's words.
        public var text: String {
            switch self {
            case .lighter: "Lighter than last week"
            case .same: "About the same as last week"
            case .heavier: "Heavier than last week"
            }
        }
    }

    /// The window's days, oldest first (quiet records fill the days without one).
    public let days: [DayRecord]
    /// Each day's score, oldest first — TD-02's sparkline.
    public let dayScores: [Double]
    /// The unrounded score, 0…100.
    public let value: Double

    /// The score on logical day `today` from `records` (any days; only the window's are read; for a day recorded
    /// twice, the last record wins).
    public init(records: [DayRecord], today: LocalDate) {
        var byDay: [LocalDate: DayRecord] = [:]
        let first = today.adding(days: -Self.windowDays)
        for record in records where record.day >= first && record.day < today { byDay[record.day] = record }
        days = (0..<Self.windowDays).map { offset in
            let day = first.adding(days: offset)
            return byDay[day] ?? .quiet(day)
        }
        dayScores = days.map(Self.dayScore)
        value = dayScores.reduce(0, +) / Double(Self.windowDays)
    }

    /// One day's score: 100 − Σ weight × strain, 0…100.
    public static func dayScore(_ record: DayRecord) -> Double {
        let lost = WellbeingFactor.allCases.reduce(0.0) { $0 + $1.weight * $1.strain(of: record) }
        return Swift.min(100, Swift.max(0, 100 - lost))
    }

    /// The score shown, 0…100.
    public var score: Int { Self.percent(value) }

    /// `value` as a whole number within 0…100 (`NaN` reads as 0): the one bounded Double → Int step of the score.
    static func percent(_ value: Double) -> Int {
        guard value.isFinite else { return value == .infinity ? 100 : 0 }
        return Int(Swift.min(100, Swift.max(0, value)).rounded())
    }

    /// The last 7 days, oldest first.
    public var thisWeek: ArraySlice<DayRecord> { days.suffix(7) }
    /// The 7 days before those.
    public var lastWeek: ArraySlice<DayRecord> { days.prefix(Self.windowDays - 7) }

    /// Active days in the window.
    public var activeDays: Int { days.filter(\.isActive).count }

    /// Days over budget among the last 7 — WB-01's "heavy days".
    public var heavyDays: Int { thisWeek.filter(\.isOverBudget).count }

    /// WB-01 / WB-02 / WB-03.
    public var state: State {
        guard activeDays >= Self.activeDaysNeeded else { return .gathering(activeDays: activeDays) }
        return score < Self.strainedBelow || heavyDays >= Self.heavyDaysStrained ? .strained : .steady
    }

    /// This week's mean day score minus last week's.
    public var trendDelta: Double {
        let this = dayScores.suffix(7), last = dayScores.prefix(Self.windowDays - 7)
        return this.reduce(0, +) / Double(Swift.max(this.count, 1)) - last.reduce(0, +) / Double(Swift.max(last.count, 1))
    }

    /// The trend (a higher score is lighter).
    public var trend: Trend {
        trendDelta >= Self.trendPoints ? .lighter : trendDelta <= -Self.trendPoints ? .heavier : .same
    }

    /// Planned items done in the last 7 days, in whole percent (`nil` with nothing planned) — WB-01's completion.
    public var completionPercent: Int? {
        let planned = EveningMath.sum(thisWeek.map { EveningMath.clampedMinutes($0.plannedItems) })
        guard planned > 0 else { return nil }
        let done = Swift.min(planned, EveningMath.sum(thisWeek.map { EveningMath.clampedMinutes($0.doneItems) }))
        return Self.percent(Double(done) * 100 / Double(planned))
    }

    /// The plain-language read of WB-01/02/03.
    public var read: String {
        switch state {
        case .gathering(let active):
            return "Gathering data — \(active) of \(Self.activeDaysNeeded) days so far."
        case .steady:
            guard heavyDays == 0 else { return "Mostly steady — \(heavyDays) heavy day\(heavyDays == 1 ? "" : "s") this week." }
            // Never "held what you planned" beside a completion figure that says otherwise.
            if let completion = completionPercent, completion < Self.heldCompletion {
                return "No day ran over budget this week, though some of what you planned is still waiting."
            }
            return "Your days have held what you planned for them."
        case .strained:
            return heavyDays >= Self.heavyDaysStrained
                ? "This week has run heavier than your days hold — \(heavyDays) of the last 7 days went over budget."
                : "The last two weeks have asked a lot of you."
        }
    }

    /// WB-03's progress: "4 of 7 days"; `nil` once a score is read.
    public var gatheringProgress: String? {
        if case .gathering(let active) = state { return "\(active) of \(Self.activeDaysNeeded) days" }
        return nil
    }
}
