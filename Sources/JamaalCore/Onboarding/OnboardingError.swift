/// Why an onboarding step refuses what was asked, in words that say what to do.
public enum OnboardingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Only OB-05 and OB-08 can be skipped.
    case notSkippable(OnboardingStep)
    /// A step after the one the person has reached (steps are walked in order).
    case notReachedYet(OnboardingStep)
    /// Onboarding is finished; its steps no longer change anything.
    case alreadyCompleted
    /// OB-03 cannot be passed while the device still reports a problem.
    case deviceProblem(String)

    public var message: String {
        switch self {
        case .notSkippable(let step): "\(step.title) (\(step.id)) cannot be skipped — fill it in to continue."
        case .notReachedYet(let step): "\(step.title) comes later — finish the step you are on first."
        case .alreadyCompleted: "You have already set Jamaal up; change these in Settings."
        case .deviceProblem(let words): words
        }
    }

    public var description: String { message }
}
