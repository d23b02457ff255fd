/// One of the six onboarding steps (SakOnb1–SakOnb6), the same for every student, Year 1 or Year 2.
///
/// ```swift
/// OnboardingStep.welcome.next          // .level
/// OnboardingStep(number: 6)?.callToAction   // "Begin your week"
/// ```
public enum OnboardingStep: Int, CaseIterable, Codable, Sendable, Comparable {
    /// SakOnb1: "Sarah, welcome to QuranFlow".
    case welcome = 1
    /// SakOnb2: the level medallion.
    case level
    /// SakOnb3: choosing the Qur'an script.
    case script
    /// SakOnb4: the student's coach.
    case coach
    /// SakOnb5: the weekly rhythm.
    case rhythm
    /// SakOnb6: the three kinds of live circle.
    case circles

    /// The step numbered `number` (1–6), or nil.
    public init?(number: Int) { self.init(rawValue: number) }

    /// 1…6.
    public var number: Int { rawValue }

    /// The spec's identifier, "SakOnb3".
    public var specIdentifier: String { "SakOnb\(rawValue)" }

    /// The step after this one; nil after the last.
    public var next: OnboardingStep? { OnboardingStep(rawValue: rawValue + 1) }

    /// The step before this one; nil before the first.
    public var previous: OnboardingStep? { OnboardingStep(rawValue: rawValue - 1) }

    /// The primary pill: "Begin" on the welcome, "Begin your week" on the last step, "Continue" between.
    public var callToAction: String {
        switch self {
        case .welcome: "Begin"
        case .circles: "Begin your week"
        default: "Continue"
        }
    }

    public static func < (lhs: OnboardingStep, rhs: OnboardingStep) -> Bool { lhs.rawValue < rhs.rawValue }
}
