import JamaalCore
import JamaalRoutes
import Routing

/// OB-01…OB-09, one model for every step of the first launch (F01): the shared shell — Back, the step dots, Continue and,
/// on OB-05 and OB-08 only, Not now — and the part of the step being shown (its form's values and choices).
///
/// ```swift
/// let screen = OnboardingScreen.meet(progress)
/// screen.stepID          // "OB-01"
/// screen.skipAction      // nil: only OB-05 and OB-08 can be skipped
/// ```
public struct OnboardingScreen: Codable, Hashable, Sendable {
    /// Where a step dot stands.
    public enum DotState: String, Codable, Sendable, CaseIterable {
        case done, current, upcoming
    }

    /// One step dot.
    public struct Dot: Codable, Hashable, Sendable {
        public let stepID: String
        public let title: String
        public let state: DotState
    }

    /// One option of a choice on a step (a radio or a select's option).
    public struct Choice: Codable, Hashable, Sendable {
        public let value: String
        public let label: String
        public let detail: String?
        public let isSelected: Bool

        public init(value: String, label: String, detail: String? = nil, isSelected: Bool) {
            self.value = value
            self.label = label
            self.detail = detail
            self.isSelected = isSelected
        }
    }

    /// The step (`OnboardingStep`'s raw value: meet, idea, device, normalDay, reminders, firstTask, firstHabit,
    /// firstAnchor, ready).
    public let step: String
    /// "OB-04".
    public let stepID: String
    public let title: String
    /// The step's few lines of copy.
    public let lines: [String]
    public let dots: [Dot]
    /// "Step 4 of 8".
    public let progressLabel: String
    /// The step before (a link), or nil on OB-01.
    public let backPath: String?
    /// POST: Continue (the step's form, or the form-less Continue with `step`).
    public let action: String
    public let continueLabel: String
    /// POST: Not now (with `step`), on OB-05 and OB-08 only.
    public let skipAction: String?
    /// The refusal, naming its field.
    public let error: String?
    public let errorField: String?
    public let device: DevicePart?
    public let day: DayPart?
    public let reminders: RemindersPart?
    public let task: TaskPart?
    public let habit: HabitPart?
    /// OB-08's five Anchor types (AN-03's choices, carrying "from onboarding").
    public let anchorTypes: AnchorTypeScreen?
    public let ready: ReadyPart?
    /// OB-01's quiet way for a returning person: bring an export back instead of starting over ("Welcome back").
    public let welcomeBack: Link?

    /// A quiet link on a step.
    public struct Link: Codable, Hashable, Sendable {
        public let label: String
        public let path: String
    }

    init(
        _ step: OnboardingStep, progress: OnboardingProgress, lines: [String], action: String? = nil, continueLabel: String = "Continue",
        error: (message: String, field: String?)? = nil, device: DevicePart? = nil, day: DayPart? = nil,
        reminders: RemindersPart? = nil, task: TaskPart? = nil, habit: HabitPart? = nil, anchorTypes: AnchorTypeScreen? = nil,
        ready: ReadyPart? = nil
    ) {
        self.step = step.rawValue
        stepID = step.id
        title = step.title
        self.lines = lines
        let flow = progress.flow
        dots = flow.map { Dot(stepID: $0.id, title: $0.title, state: $0 == step ? .current : $0 < step ? .done : .upcoming) }
        let position = (flow.firstIndex(of: step) ?? 0) + 1
        progressLabel = "Step \(position) of \(flow.count)"
        backPath = progress.step(before: step).map(Self.path(of:))
        self.action = action ?? JamaalRoute.continueOnboarding.path()
        self.continueLabel = continueLabel
        skipAction = step.isSkippable ? JamaalRoute.skipOnboardingStep.path() : nil
        self.error = error?.message
        errorField = error?.field
        self.device = device
        self.day = day
        self.reminders = reminders
        self.task = task
        self.habit = habit
        self.anchorTypes = anchorTypes
        self.ready = ready
        welcomeBack =
            step == .meet
            ? Link(label: "Used Jamaal before? Bring your data back", path: JamaalRoute.onboardingWelcomeBack.path()) : nil
    }

    /// The page of `step`.
    public static func path(of step: OnboardingStep) -> String {
        switch step {
        case .meet: JamaalRoute.onboardingMeet.path()
        case .idea: JamaalRoute.onboardingIdea.path()
        case .device: JamaalRoute.onboardingDevice.path()
        case .normalDay: JamaalRoute.onboardingDay.path()
        case .reminders: JamaalRoute.onboardingReminders.path()
        case .firstTask: JamaalRoute.onboardingTask.path()
        case .firstHabit: JamaalRoute.onboardingHabit.path()
        case .firstAnchor: JamaalRoute.firstAnchor.path()
        case .ready: JamaalRoute.onboardingReady.path()
        }
    }
}
