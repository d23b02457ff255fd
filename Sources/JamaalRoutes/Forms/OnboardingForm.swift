import Routing

/// The first launch's forms (OB-02…OB-09: ``JamaalRoute/continueOnboarding``, ``JamaalRoute/skipOnboardingStep``,
/// ``JamaalRoute/saveOnboardingDay``, ``JamaalRoute/saveOnboardingReminders``, ``JamaalRoute/createOnboardingTask``,
/// ``JamaalRoute/createOnboardingHabit``): each step posts some of these fields.
public struct OnboardingForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case step, level, title, effort, schedule, category, preset, name, kind, number
        case normalDayMinutes = "normal_day_minutes"
        case workingDayEnd = "working_day_end"
        case eveningPlanningTime = "evening_planning_time"
        case morningList = "morning_list"
    }

    /// The step Continue or Not now was pressed on (an ``JamaalCore/OnboardingStep`` raw value).
    public let step: FormText
    /// OB-04: minutes, the working day's end (`HH:MM`) and the level every weekday starts at.
    public let normalDayMinutes: FormText
    public let workingDayEnd: FormText
    public let level: FormText
    /// OB-05: `HH:MM`, and the morning list's checkbox (`on`).
    public let eveningPlanningTime: FormText
    public let morningList: FormText
    /// OB-06's task: as TK-01's (``TaskForm``); a category may be `new:` and a starter's name.
    public let title: FormText
    public let effort: FormText
    public let schedule: FormText
    public let category: FormText
    /// OB-07: a starter habit, or `custom` with HB-03's name, kind and number.
    public let preset: FormText
    public let name: FormText
    public let kind: FormText
    public let number: FormText
}
