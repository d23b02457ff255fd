/// Why an onboarding step was refused.
public enum OnboardingError: Error, Equatable, Sendable {
    /// Onboarding is shown once; it is already finished or skipped.
    case alreadyFinished
    /// The step lies beyond the one the student has reached.
    case stepNotReached(OnboardingStep)

    /// What a person reads.
    public var message: String {
        switch self {
        case .alreadyFinished: "Your welcome is already complete."
        case .stepNotReached(let step): "Step \(step.number) opens after the steps before it."
        }
    }
}
