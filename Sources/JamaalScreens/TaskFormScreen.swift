import Calendar
import JamaalCore
import JamaalRoutes

/// TK-01 Add task and the edit form of TK-02, as one model: the fields with their current values and choices, the
/// "Day is full · offer tomorrow" state, and the refusal (if the last attempt was refused — nothing was saved).
///
/// Effort: the 15m / 30m / 1h / 2h+ shortcuts (30 preselected) or Other… with a 5-minute stepper; importance low by
/// default — medium or high requires a date and hides Someday (TK-01 state); repeat requires a date; the category
/// picker (TK-06) lists active categories plus an archived one only as the current selection.
public struct TaskFormScreen: Codable, Hashable, Sendable {
    public struct Choice: Codable, Hashable, Sendable {
        public let value: String
        public let label: String
        public let isSelected: Bool
    }

    /// The values a form shows (as typed, so a refused form comes back as it was sent).
    public struct Values: Codable, Hashable, Sendable {
        public var title = ""
        /// "15", "30", "60", "120" or "other".
        public var effort = "30"
        public var otherMinutes = 45
        public var importance = "low"
        public var categoryID = ""
        /// "today", "tomorrow", "date", "someday" or "none".
        public var schedule = "today"
        public var date = ""
        /// "none", "daily", "weekly", "monthly".
        public var repeatKind = "none"
        /// ISO weekday numbers for a weekly repeat.
        public var repeatDays: [Int] = []
        public var note = ""

        public init() {}
    }

    public let heading: String
    /// TD-04: the Task | Anchor switch at the top of the add sheet — only when the Anchor side is built.
    public let anchorSwitchPath: String?
    /// Where the form posts.
    public let action: String
    public let cancelPath: String
    public let values: Values
    public let effortChoices: [Choice]
    public let effortStep: Int
    public let effortRange: IntRange
    public let importanceChoices: [Choice]
    /// Whether Someday is offered (low importance only; the page also hides it as soon as medium/high is picked).
    public let offersSomeday: Bool
    public let scheduleChoices: [Choice]
    public let categoryChoices: [Choice]
    public let repeatChoices: [Choice]
    public let weekdayChoices: [Choice]
    /// A repeat rule from a newer version: kept, shown as "Update Jamaal to see this".
    public let repeatFromNewerVersion: Bool
    /// "Day is full · offer tomorrow": shown when today is already full for this task; never blocks.
    public let dayIsFull: DayIsFull?
    /// The refusal, worded to say what to do, and the field it is about.
    public let error: String?
    public let errorField: String?
    public let submitLabel: String

    public struct DayIsFull: Codable, Hashable, Sendable {
        public let line: String
        public let offerLabel: String
        /// The date offered (tomorrow), ISO.
        public let offerDate: String
    }

    public init(
        isNew: Bool, action: String, cancelPath: String, values: Values, categories: CategoryList, currentCategory: String?,
        repeatFromNewerVersion: Bool = false, dayIsFull: AddDecision, error: String? = nil, errorField: String? = nil
    ) {
        heading = isNew ? "Add task" : "Edit task"
        anchorSwitchPath = isNew ? JamaalDestinations.path(JamaalDestination(JamaalRoute.newOneOffAnchor)) : nil
        self.action = action
        self.cancelPath = cancelPath
        self.values = values
        let shortcutValues = Effort.shortcuts.map { String($0.minutes) }
        effortChoices =
            Effort.shortcuts.map { Choice(value: String($0.minutes), label: $0.label, isSelected: values.effort == String($0.minutes)) }
            + [Choice(value: "other", label: "Other…", isSelected: !shortcutValues.contains(values.effort))]
        effortStep = Effort.stepperStep
        effortRange = IntRange(Effort.range)
        importanceChoices = Importance.allCases.map {
            Choice(
                value: $0.rawValue, label: $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst(),
                isSelected: values.importance == $0.rawValue)
        }
        offersSomeday = values.importance == Importance.low.rawValue
        let schedules: [(String, String)] = [
            ("today", "Today"), ("tomorrow", "Tomorrow"), ("date", "On a date"), ("someday", "Someday"), ("none", "No date"),
        ]
        scheduleChoices = schedules.map { Choice(value: $0.0, label: $0.1, isSelected: values.schedule == $0.0) }
        let current = currentCategory.flatMap { id in categories.categories.first { $0.id.rawValue == id }?.id }
        categoryChoices =
            [Choice(value: "", label: "None", isSelected: values.categoryID.isEmpty)]
            + categories.pickerOptions(current: current).map {
                Choice(
                    value: $0.id.rawValue, label: $0.isActive ? $0.name : "\($0.name) (archived)",
                    isSelected: values.categoryID == $0.id.rawValue)
            }
        let repeats: [(String, String)] = [("none", "Never"), ("daily", "Daily"), ("weekly", "Weekly"), ("monthly", "Monthly")]
        repeatChoices = repeats.map { Choice(value: $0.0, label: $0.1, isSelected: values.repeatKind == $0.0) }
        weekdayChoices = Weekday.allCases.map {
            Choice(value: String($0.rawValue), label: $0.shortName, isSelected: values.repeatDays.contains($0.rawValue))
        }
        self.repeatFromNewerVersion = repeatFromNewerVersion
        if case .dayIsFull(let offer) = dayIsFull {
            self.dayIsFull = DayIsFull(
                line: JamaalCopy.dayIsFull, offerLabel: dayIsFull.offerLabel ?? "Tomorrow instead", offerDate: offer.description)
        } else {
            self.dayIsFull = nil
        }
        self.error = error
        self.errorField = errorField
        submitLabel = isNew ? "Add" : "Save"
    }
}
