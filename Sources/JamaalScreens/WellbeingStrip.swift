import Calendar
import JamaalCore

/// TD-02 the wellbeing strip on Today: the last 14 days' day scores as a sparkline, or "Gathering data · N of 7 days"
/// until seven active days exist; it leads to the Wellbeing tab. Numbers read from behaviour only — no streak, no mood.
///
/// ```swift
/// WellbeingStrip(score: score, path: "/wellbeing").line   // "Strained · 54" or "Gathering data · 3 of 7 days"
/// ```
public struct WellbeingStrip: Codable, Hashable, Sendable {
    /// One day of the sparkline.
    public struct Bar: Codable, Hashable, Sendable {
        /// ISO date.
        public let day: String
        /// "Mon 23 Nov".
        public let label: String
        /// The day's score, 0…100 (a quiet day is 100).
        public let score: Int
        /// Whether the day went over its budget (drawn in terracotta).
        public let isHeavy: Bool
    }

    /// Whether the score is still gathering data (WB-03).
    public let isGathering: Bool
    /// The strip's visible line: "Steady · 78", "Strained · 54", "Gathering data · 3 of 7 days".
    public let line: String
    /// The 14 days, oldest first; empty while gathering.
    public let bars: [Bar]
    /// While gathering: seven marks, the active days so far filled.
    public let progress: [Bool]
    /// What a screen reader says for the strip.
    public let accessibilityLabel: String
    /// The Wellbeing tab, when built.
    public let path: String?

    public init(score: WellbeingScore, path: String?) {
        self.path = path
        switch score.state {
        case .gathering(let active):
            isGathering = true
            let shown = Swift.min(Swift.max(active, 0), WellbeingScore.activeDaysNeeded)
            line = "Gathering data · \(shown) of \(WellbeingScore.activeDaysNeeded) days"
            bars = []
            progress = (0..<WellbeingScore.activeDaysNeeded).map { $0 < shown }
            accessibilityLabel = "Wellbeing: gathering data, \(shown) of \(WellbeingScore.activeDaysNeeded) active days so far."
        case .steady, .strained:
            isGathering = false
            let state = score.state == .strained ? "Strained" : "Steady"
            line = "\(state) · \(score.score)"
            bars = zip(score.days, score.dayScores).map { record, value in
                Bar(
                    day: record.day.description, label: DayText.short(record.day), score: WellbeingScoreText.percent(value),
                    isHeavy: record.isOverBudget)
            }
            progress = []
            let lowest = bars.map(\.score).min() ?? 100, highest = bars.map(\.score).max() ?? 100
            accessibilityLabel =
                "Wellbeing \(state.lowercased()), score \(score.score). Day scores over the last 14 days ranged from \(lowest) to "
                + "\(highest); \(score.trend.text.lowercased())."
        }
    }
}

/// The score's numbers as the screens print them.
enum WellbeingScoreText {
    /// A 0…100 value as a whole number (non-finite values read as 0).
    static func percent(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(Swift.min(100, Swift.max(0, value)).rounded())
    }
}
