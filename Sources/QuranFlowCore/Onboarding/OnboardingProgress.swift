/// Where a student is in onboarding: the step reached (where it resumes) or done. Shown once: a finished or skipped
/// onboarding never comes back.
///
/// ```swift
/// var progress = OnboardingProgress.start
/// try progress.continue(from: .welcome)   // .reached(.level)
/// progress.skip()                         // .finished
/// ```
public enum OnboardingProgress: Codable, Hashable, Sendable {
    /// Not finished: the furthest step reached, where the next sign-in resumes.
    case reached(OnboardingStep)
    /// Finished or skipped.
    case finished

    /// A new student's progress: the welcome step.
    public static let start = OnboardingProgress.reached(.welcome)

    /// Whether onboarding is still to be shown.
    public var isPending: Bool { self != .finished }

    /// The step to resume at, nil once finished.
    public var resumeStep: OnboardingStep? {
        if case .reached(let step) = self { step } else { nil }
    }

    /// Whether `step` may be shown: any step up to the one reached (going back is allowed, jumping ahead is not).
    public func allows(_ step: OnboardingStep) -> Bool {
        guard let reached = resumeStep else { return false }
        return step <= reached
    }

    /// "Continue" on `step`: the next step becomes reached (never moving back), or onboarding finishes after the last.
    /// Refused when onboarding is finished or `step` has not been reached.
    public mutating func `continue`(from step: OnboardingStep) throws(OnboardingError) {
        guard let reached = resumeStep else { throw .alreadyFinished }
        guard step <= reached else { throw .stepNotReached(step) }
        guard let next = step.next else {
            self = .finished
            return
        }
        self = .reached(max(next, reached))
    }

    /// "Skip": onboarding is finished from any step.
    public mutating func skip() {
        self = .finished
    }
}
