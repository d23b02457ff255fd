import Calendar
import JamaalCore
import JamaalRoutes
import Routing

/// The Wellbeing tab: WB-03 gathering data (seven-day progress), WB-01 steady (score, trend, plain read, completion,
/// heavy days) and WB-02 strained (the same, with one suggested action tied to the calendar and "Not now").
/// Everything on it is read from behaviour (``WellbeingScore``): never a streak, never a mood, nothing typed.
///
/// ```swift
/// let screen = WellbeingScreen(score: score, action: action, today: today)
/// screen.state        // .strained
/// screen.action?.label   // "Lighten Saturday"
/// ```
public struct WellbeingScreen: Codable, Hashable, Sendable {
    /// WB-03 / WB-01 / WB-02.
    public enum State: String, Codable, Hashable, Sendable, CaseIterable {
        case gathering, steady, strained
    }

    /// WB-03's progress: active days so far of the seven needed.
    public struct Gathering: Codable, Hashable, Sendable {
        public let activeDays: Int
        public let needed: Int
        /// "3 of 7 days".
        public let progress: String
        /// Seven marks, the active days filled.
        public let marks: [Bool]
    }

    /// WB-02's one suggested action, as a form: its button, the line under it, and the fields that name it exactly
    /// (so a plan that changed since is refused, never applied to something else).
    public struct Action: Codable, Hashable, Sendable {
        /// "lighten" or "move".
        public let kind: String
        /// "Lighten Saturday", "Move “Sort the garage” to Tuesday".
        public let label: String
        public let detail: String
        public let applyPath: String
        public let notNowPath: String
        public let notNowLabel: String
        /// Hidden fields naming the action.
        public let fields: [Field]
        /// The reasons to choose from when the move is the task's third deferral (TK-03's chips); empty otherwise.
        public let reasons: [Choice]
    }

    public struct Field: Codable, Hashable, Sendable {
        public let name: String
        public let value: String

        /// A field of ``JamaalRoutes/WellbeingActionForm``, named as the route reads it.
        init(_ field: WellbeingActionForm.CodingKeys, value: String) {
            name = field.rawValue
            self.value = value
        }
    }

    public struct Choice: Codable, Hashable, Sendable {
        public let value: String
        public let label: String
    }

    public let title: String
    public let state: State
    /// "Gathering data", "Steady", "Strained".
    public let stateLabel: String
    /// The plain-language read.
    public let read: String
    /// The score, 0…100 (nil while gathering: the first days have no score).
    public let score: Int?
    /// "72 of 100".
    public let scoreLine: String?
    /// "Heavier than last week".
    public let trend: String?
    /// "81 % of what you planned got done in the last 7 days".
    public let completion: String?
    /// "3 heavy days in the last 7 (over budget)".
    public let heavyDays: String?
    public let gathering: Gathering?
    /// TD-02's sparkline, drawn here too.
    public let strip: WellbeingStrip
    /// WB-02's suggested action (strained and not set aside with Not now).
    public let action: Action?
    /// After Not now: "Suggestions rest until Monday 7 December."
    public let restingLine: String?
    /// WB-04 "What makes this score" (nil while gathering).
    public let derivationPath: String?
    public let derivationLabel: String
    /// A refusal to show above the page (a stale action), if any.
    public let notice: String?
    /// What the score reads, in one line.
    public let sourceLine: String

    /// The tab for `score` on logical day `today`; `action` is what ``WellbeingAction/shown(for:today:settings:overrides:tasks:dismissedOn:)``
    /// gave; `hiddenUntil` is the Monday a Not now rests until (when it applies); `reasonNeeded` when the move is a
    /// task's third deferral.
    public init(
        score: WellbeingScore, action: WellbeingAction?, hiddenUntil: LocalDate? = nil, reasonNeeded: Bool = false, notice: String? = nil
    ) {
        title = "Wellbeing"
        read = score.read
        strip = WellbeingStrip(score: score, path: nil)
        self.notice = notice
        derivationLabel = "What makes this score"
        sourceLine =
            "Read only from what you did: plans and budgets, work past the day's end, tasks moved, focus, nights planned, Anchors and habits. Nothing you type, and no mood."
        switch score.state {
        case .gathering(let active):
            let shown = Swift.min(Swift.max(active, 0), WellbeingScore.activeDaysNeeded)
            state = .gathering
            stateLabel = "Gathering data"
            self.score = nil
            scoreLine = nil
            trend = nil
            completion = nil
            heavyDays = nil
            gathering = Gathering(
                activeDays: shown, needed: WellbeingScore.activeDaysNeeded, progress: score.gatheringProgress ?? "",
                marks: (0..<WellbeingScore.activeDaysNeeded).map { $0 < shown })
            self.action = nil
            restingLine = nil
            derivationPath = nil
        case .steady, .strained:
            state = score.state == .strained ? .strained : .steady
            stateLabel = score.state == .strained ? "Strained" : "Steady"
            self.score = score.score
            scoreLine = "\(score.score) of 100"
            trend = score.trend.text
            completion = score.completionPercent.map { "\($0) % of what you planned got done in the last 7 days" }
            let heavy = score.heavyDays
            heavyDays =
                heavy == 0 ? "No heavy days in the last 7" : "\(heavy) heavy day\(heavy == 1 ? "" : "s") in the last 7 (over budget)"
            gathering = nil
            self.action = action.map { Self.action($0, reasonNeeded: reasonNeeded) }
            restingLine = state == .strained && action == nil ? hiddenUntil.map { "Suggestions rest until \(DayText.long($0))." } : nil
            derivationPath = JamaalRoute.wellbeingScore.path()
        }
    }

    static func action(_ action: WellbeingAction, reasonNeeded: Bool) -> Action {
        let fields: [Field]
        let kind: String
        switch action {
        case .lighten(let day, let from, let to):
            kind = "lighten"
            fields = [
                Field(.action, value: kind), Field(.day, value: day.description), Field(.from, value: from.rawValue),
                Field(.level, value: to.rawValue),
            ]
        case .moveTask(let task, let from, let to):
            kind = "move"
            fields = [
                Field(.action, value: kind), Field(.task, value: task.id.rawValue),
                Field(.from, value: from.description),
                Field(.to, value: to.description),
            ]
        }
        return Action(
            kind: kind, label: action.label, detail: action.detail, applyPath: JamaalRoute.applyWellbeingAction.path(),
            notNowPath: JamaalRoute.wellbeingNotNow.path(), notNowLabel: "Not now", fields: fields,
            reasons: reasonNeeded ? DeferralReason.allCases.map { Choice(value: $0.rawValue, label: $0.label) } : [])
    }
}
