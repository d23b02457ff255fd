/// The steps of the first launch (F01), in order: OB-01 Meet Jamaal → OB-02 The idea → OB-03 the device check (only when
/// the store reports a problem) → OB-04 Your normal day → OB-05 Reminders & evening time → OB-06 First task → OB-07 First
/// habit → OB-08 First Anchor → OB-09 Ready. Only OB-05 and OB-08 can be skipped (§7 decision #10).
///
/// ```swift
/// OnboardingStep.reminders.id            // "OB-05"
/// OnboardingStep.reminders.isSkippable   // true
/// OnboardingStep.firstTask.isSkippable   // false
/// ```
public enum OnboardingStep: String, Codable, Sendable, CaseIterable, Comparable {
    case meet, idea, device, normalDay, reminders, firstTask, firstHabit, firstAnchor, ready

    /// The spec's identifier.
    public var id: String {
        switch self {
        case .meet: "OB-01"
        case .idea: "OB-02"
        case .device: "OB-03"
        case .normalDay: "OB-04"
        case .reminders: "OB-05"
        case .firstTask: "OB-06"
        case .firstHabit: "OB-07"
        case .firstAnchor: "OB-08"
        case .ready: "OB-09"
        }
    }

    /// The step's name as the spec gives it.
    public var title: String {
        switch self {
        case .meet: "Meet Jamaal"
        case .idea: "The idea"
        case .device: "This device"
        case .normalDay: "Your normal day"
        case .reminders: "Reminders & evening time"
        case .firstTask: "Your first task"
        case .firstHabit: "Your first habit"
        case .firstAnchor: "Your first Anchor"
        case .ready: "Ready"
        }
    }

    /// Notifications (OB-05) and the Anchor step (OB-08) can be skipped; everything else is required.
    public var isSkippable: Bool { self == .reminders || self == .firstAnchor }

    var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: OnboardingStep, rhs: OnboardingStep) -> Bool { lhs.index < rhs.index }

    /// The steps a person walks: OB-03 only when the device check found a problem.
    public static func flow(deviceProblem: Bool) -> [OnboardingStep] {
        allCases.filter { $0 != .device || deviceProblem }
    }
}
