import Calendar
import JamaalCore
import JamaalRoutes
import Routing

/// TK-03 the Defer / Later picker, reached from the third deferral on (the first and second are instant, to tomorrow):
/// Tomorrow · Later this week · Next week · Someday (low only) · a date; the reason chips; and, for a medium or high
/// task, the easing message (it is eased to low first, which un-hides Someday).
public struct DeferScreen: Codable, Hashable, Sendable {
    public struct Choice: Codable, Hashable, Sendable {
        public let value: String
        public let label: String
    }

    public let taskID: String
    public let title: String
    /// "Moved 2 times already."
    public let countLine: String
    public let targets: [Choice]
    public let reasonRequired: Bool
    public let reasons: [Choice]
    public let easingMessage: String?
    /// The earliest date the date field allows (tomorrow), ISO.
    public let minimumDate: String
    public let action: String
    public let cancelPath: String
    public let error: String?

    /// The reason chips, in their order: every screen that moves a task offers these.
    public static let reasonChoices = DeferralReason.allCases.map { Choice(value: $0.rawValue, label: $0.label) }

    public init(task: TaskItem, today: LocalDate, error: String? = nil) {
        taskID = task.id.rawValue
        title = task.title
        let count = task.deferrals.count
        countLine = "Moved \(count) \(count == 1 ? "time" : "times") already."
        let plan = DeferralPlan(for: task)
        targets = plan.targets(today: today, importance: task.importance).map { target in
            switch target {
            case .tomorrow: Choice(value: "tomorrow", label: "Tomorrow")
            case .laterThisWeek: Choice(value: "later-this-week", label: "Later this week")
            case .nextWeek: Choice(value: "next-week", label: "Next week")
            case .someday: Choice(value: "someday", label: "Someday")
            case .date(let date): Choice(value: date.description, label: DayText.short(date))
            }
        }
        if case .picker(let required, _) = plan { reasonRequired = required } else { reasonRequired = false }
        reasons = Self.reasonChoices
        easingMessage = plan.easingMessage
        minimumDate = today.adding(days: 1).description
        action = JamaalRoute.deferTask.path(task.id)
        cancelPath = JamaalRoute.task.path(task.id)
        self.error = error
    }
}
