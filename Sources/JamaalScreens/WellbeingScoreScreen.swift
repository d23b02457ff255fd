import Calendar
import JamaalCore
import JamaalRoutes
import Routing

/// WB-04 "What makes this score": each contributor with its share of the points taken off and the days this week that
/// moved it, in words; and the formula itself (the weights, the window, the strained rule, the trend), so the score can
/// be read and checked by the person it describes.
///
/// ```swift
/// WellbeingScoreScreen(score: score).rows.first?.words
/// // "Over budget on Monday (1 h 10 min over) and Thursday (40 min over)."
/// ```
public struct WellbeingScoreScreen: Codable, Hashable, Sendable {
    /// One factor's part.
    public struct Row: Codable, Hashable, Sendable {
        /// "Days over budget".
        public let title: String
        /// Share of the points taken off, in whole percent.
        public let share: Int
        /// "34 %".
        public let shareLabel: String
        /// "9.5 points off".
        public let pointsLabel: String
        /// The days this week that moved it, in words ("Nothing this week.").
        public let words: String
    }

    /// One line of the formula's table.
    public struct Weight: Codable, Hashable, Sendable {
        public let title: String
        /// Points the factor can take off a day (all add up to 100).
        public let weight: Int
        /// How a day's strain on it is counted.
        public let rule: String
    }

    public let title: String
    /// The score, nil while gathering data.
    public let score: Int?
    /// "100 − 28 points taken off = 72", or the gathering line.
    public let summary: String
    /// Largest first; empty while gathering.
    public let rows: [Row]
    public let weights: [Weight]
    /// The window, the states and the trend, in words.
    public let rules: [String]
    public let backPath: String
    public let backLabel: String

    public init(score: WellbeingScore) {
        title = "What makes this score"
        backPath = JamaalRoute.wellbeing.path()
        backLabel = "Wellbeing"
        weights = WellbeingFactor.allCases.map { Weight(title: $0.title, weight: Int($0.weight), rule: Self.rule(for: $0)) }
        rules = [
            "Each of the last \(WellbeingScore.windowDays) complete days scores 100 minus the points its strains take off; a quiet day scores 100. The score is their mean.",
            "Strained when the score is below \(WellbeingScore.strainedBelow), or when \(WellbeingScore.heavyDaysStrained) of the last 7 days went over budget.",
            "The trend compares the last 7 days' mean with the 7 before; \(Int(WellbeingScore.trendPoints)) points or more either way is a change.",
            "A score appears after \(WellbeingScore.activeDaysNeeded) active days (a day with anything planned or done).",
        ]
        if case .gathering = score.state {
            self.score = nil
            summary =
                "Gathering data — \(score.gatheringProgress ?? "") so far. The score appears after \(WellbeingScore.activeDaysNeeded) active days."
            rows = []
        } else {
            self.score = score.score
            let contributors = WellbeingContributor.all(of: score)
            let lost = contributors.reduce(0.0) { $0 + $1.points }
            summary = "100 − \(Self.points(lost)) points taken off = \(score.score)"
            rows = contributors.map { contributor in
                Row(
                    title: contributor.factor.title, share: contributor.share, shareLabel: "\(contributor.share) %",
                    pointsLabel: "\(Self.points(contributor.points)) points off", words: contributor.words)
            }
        }
    }

    /// Points to one decimal place, without a formatter: "9.5", "0".
    static func points(_ value: Double) -> String {
        let tenths = Self.tenths(value)
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    /// `value` in whole tenths, within 0…1000.
    static func tenths(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int((Swift.min(100, Swift.max(0, value)) * 10).rounded())
    }

    static func rule(for factor: WellbeingFactor) -> String {
        switch factor {
        case .overBudget: "0 within budget; over it, ½ + the overflow ÷ the budget, at most 1 (50 % over counts fully)"
        case .pastDayEnd: "minutes worked past the working day's end ÷ 120, at most 1"
        case .plannedAgainstDone: "1 − done ÷ planned items (0 with nothing planned)"
        case .deferralChurn: "deferrals made that day ÷ 4, at most 1"
        case .focusOverrun: "share of the day's focus sessions that ran 1½ × their estimate and 15 min past it"
        case .nightsPlanned: "1 on an active day whose evening ended without a plan for the next"
        case .anchorsMissed: "missed ÷ (kept + missed)"
        case .habitsHeld: "1 − held ÷ due habit times"
        }
    }
}
