import Calendar
import Foundation

/// How far the first launch (F01) has come: the furthest step reached (where a person who left mid-way resumes), the steps
/// skipped, and when it was completed. Pure: every change is a new value, checked against the flow's rules.
///
/// ```swift
/// var progress = OnboardingProgress(startedAt: now)
/// progress = try progress.passing(.meet, device: .fine, now: now)   // reached: .idea
/// progress = try progress.skipping(.normalDay, now: now)             // throws .notSkippable(.normalDay)
/// ```
public struct OnboardingProgress: Codable, Hashable, Sendable, BoundsChecked {
    /// The furthest step reached: a first launch resumes here.
    public private(set) var reached: OnboardingStep
    /// Skipped steps (only ever OB-05 and OB-08).
    public private(set) var skipped: Set<OnboardingStep>
    /// Whether OB-03 was shown because the device check found a problem.
    public private(set) var deviceProblemShown: Bool
    public let startedAt: Date
    /// When OB-09's Open Today finished it; nil until then.
    public private(set) var completedAt: Date?

    public init(startedAt: Date) {
        reached = .meet
        skipped = []
        deviceProblemShown = false
        self.startedAt = startedAt
        completedAt = nil
    }

    /// The two instants, within ``StoredBounds/instants``.
    public func checkBounds() throws(BoundsProblem) {
        try StoredBounds.instant(startedAt, "startedAt")
        try StoredBounds.instant(completedAt, "completedAt")
    }

    /// A finished onboarding, for a store that already had a person (the demo, an import, a store from before onboarding).
    public static func completed(at date: Date) -> OnboardingProgress {
        var progress = OnboardingProgress(startedAt: date)
        progress.reached = .ready
        progress.completedAt = date
        return progress
    }

    public var isCompleted: Bool { completedAt != nil }

    /// The steps this person walks (OB-03 only when it was shown).
    public var flow: [OnboardingStep] { OnboardingStep.flow(deviceProblem: deviceProblemShown) }

    /// Whether `step` can be opened now: any step up to the furthest reached (Back), none after; nothing once completed.
    public func canOpen(_ step: OnboardingStep) -> Bool {
        !isCompleted && step <= reached && flow.contains(step)
    }

    /// The step before `step` in this person's flow (Back), or nil on the first.
    public func step(before step: OnboardingStep) -> OnboardingStep? {
        guard let index = flow.firstIndex(of: step), index > 0 else { return nil }
        return flow[index - 1]
    }

    /// Passing `step` (its Continue, after its own input was accepted): the next step is reached. Leaving OB-02 runs the
    /// device check: a problem reaches OB-03, fine passes over it silently. OB-03 itself passes only once the check is fine.
    /// OB-09 cannot be passed here: ``completing(now:)`` finishes.
    public func passing(_ step: OnboardingStep, device: DeviceCheck, now: Date) throws(OnboardingError) -> OnboardingProgress {
        try checkOpen(step)
        var next = self
        switch step {
        case .idea:
            if device.problem != nil {
                next.deviceProblemShown = true
                next.reach(.device)
            } else {
                next.reach(.normalDay)
            }
        case .device:
            if let problem = device.problem { throw .deviceProblem(problem) }
            next.reach(.normalDay)
        case .ready:
            return try completing(now: now)
        default:
            next.skipped.remove(step)
            if let following = OnboardingStep.allCases.first(where: { $0 > step && $0 != .device }) { next.reach(following) }
        }
        return next
    }

    /// Skipping `step`: only OB-05 and OB-08; the next step is reached and nothing of the skipped step is kept.
    public func skipping(_ step: OnboardingStep, now: Date) throws(OnboardingError) -> OnboardingProgress {
        try checkOpen(step)
        guard step.isSkippable else { throw .notSkippable(step) }
        var next = self
        next.skipped.insert(step)
        if let following = OnboardingStep.allCases.first(where: { $0 > step }) { next.reach(following) }
        return next
    }

    /// OB-09's Open Today: finished, from OB-09 only.
    public func completing(now: Date) throws(OnboardingError) -> OnboardingProgress {
        try checkOpen(.ready)
        var next = self
        next.completedAt = now
        return next
    }

    /// Today's "Tonight, we'll plan tomorrow" card shows on the logical day onboarding finished, until the first Night
    /// Planning starts (`planningStarted`); never on any other day.
    public func showsFirstEvening(clock: DayClock, now: Date, planningStarted: Bool) -> Bool {
        guard let completedAt, !planningStarted else { return false }
        return clock.today(at: completedAt) == clock.today(at: now)
    }

    private mutating func reach(_ step: OnboardingStep) {
        if step > reached { reached = step }
    }

    private func checkOpen(_ step: OnboardingStep) throws(OnboardingError) {
        guard !isCompleted else { throw .alreadyCompleted }
        guard step <= reached else { throw .notReachedYet(step) }
    }
}
