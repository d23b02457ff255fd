import QuranFlowCore
import QuranFlowRoutes

/// One onboarding step (SakOnb1–SakOnb6) inside the shared shell: back chevron, step dots, "Skip", and the primary
/// pill ("Begin", "Continue", "Begin your week"). Exactly one of the step parts is set.
///
/// ```swift
/// OnboardingScreen.make(.welcome, facts: facts, destinations: .current).welcome?.title   // "Sarah, welcome to QuranFlow"
/// ```
public struct OnboardingScreen: Codable, Hashable, Sendable {
    /// One step dot.
    public struct Dot: Codable, Hashable, Sendable {
        /// 1…6.
        public let number: Int
        /// Whether it is the step shown.
        public let isCurrent: Bool
        /// Whether it lies before the step shown.
        public let isDone: Bool
    }

    /// "SakOnb1".
    public let screenID: String
    /// 1…6.
    public let step: Int
    /// 6.
    public let stepCount: Int
    /// "Step 2 of 6".
    public let progressLabel: String
    /// The dots.
    public let dots: [Dot]
    /// The back chevron (the previous step); nil on the first.
    public let back: ScreenAction?
    /// "Skip".
    public let skipLabel: String
    /// "Begin", "Continue" or "Begin your week".
    public let callToAction: String
    /// What the programme has not set up yet, said plainly ("Your coach is not assigned yet."); empty when all is set.
    public let notSetUp: [String]
    /// SakOnb1.
    public let welcome: OnboardingParts.Welcome?
    /// SakOnb2.
    public let level: OnboardingParts.LevelStep?
    /// SakOnb3.
    public let script: OnboardingParts.ScriptStep?
    /// SakOnb4.
    public let coach: OnboardingParts.CoachStep?
    /// SakOnb5.
    public let rhythm: OnboardingParts.RhythmStep?
    /// SakOnb6.
    public let circles: OnboardingParts.CirclesStep?

    /// `step` for the student `facts` describe.
    public static func make(_ step: OnboardingStep, facts: OnboardingFacts, destinations: Destinations) -> OnboardingScreen {
        let count = OnboardingStep.allCases.count
        return OnboardingScreen(
            screenID: step.specIdentifier, step: step.number, stepCount: count, progressLabel: "Step \(step.number) of \(count)",
            dots: OnboardingStep.allCases.map { Dot(number: $0.number, isCurrent: $0 == step, isDone: $0 < step) },
            back: step.previous.flatMap { destinations.action("Back", to: Destination(QuranFlowRoute.onboarding, $0.number)) },
            skipLabel: "Skip", callToAction: step.callToAction, notSetUp: OnboardingParts.notSetUp(step, facts: facts),
            welcome: step == .welcome ? .make(facts) : nil, level: step == .level ? .make(facts) : nil,
            script: step == .script ? .make(facts) : nil, coach: step == .coach ? .make(facts) : nil,
            rhythm: step == .rhythm ? .make(facts) : nil, circles: step == .circles ? .make(facts) : nil)
    }
}
