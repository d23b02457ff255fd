import Routing

/// ST-01's appearance (``JamaalRoute/setAppearance``) and the direction switch (``JamaalRoute/setDirection``).
public struct AppearanceForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case theme, text, dir }
    /// An `Appearance.Theme` raw value (`system` when absent).
    public let theme: FormText
    /// An `Appearance.TextSize` raw value (`standard` when absent).
    public let text: FormText
    /// `ltr` or `rtl`.
    public let dir: FormText
}

/// ST-02's capacity and day (``JamaalRoute/saveCapacitySettings``): the normal day, a level per weekday (`level_1` …
/// `level_7`, Sunday first), the working day and the rollover.
public struct CapacityForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case rollover
        case normalDayMinutes = "normal_day_minutes"
        case workingDayStart = "working_day_start"
        case workingDayEnd = "working_day_end"
    }

    public let normalDayMinutes: FormText
    public let workingDayStart: FormText
    public let workingDayEnd: FormText
    public let rollover: FormText
    /// Each weekday's level, by the weekday's number (1 = Sunday … 7 = Saturday).
    public let levels: [Int: FormText]

    /// The name a weekday's level is sent under: `level_2`.
    public static func levelName(_ weekday: Int) -> String { "level_\(weekday)" }

    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        normalDayMinutes = try fields.decode(FormText.self, forKey: .normalDayMinutes)
        workingDayStart = try fields.decode(FormText.self, forKey: .workingDayStart)
        workingDayEnd = try fields.decode(FormText.self, forKey: .workingDayEnd)
        rollover = try fields.decode(FormText.self, forKey: .rollover)
        let rows = try decoder.container(keyedBy: FormKey.self)
        var levels: [Int: FormText] = [:]
        for weekday in 1...7 { levels[weekday] = try rows.decode(FormText.self, forKey: FormKey(Self.levelName(weekday))) }
        self.levels = levels
    }
}

/// ST-03's times and reminders (``JamaalRoute/saveTimesSettings``): the evening planning time and, when the switches
/// were on the page (`_switches`), each switch present as `on` or absent for off.
public struct TimesForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case switches = "_switches"
        case eveningPlanningTime = "evening_planning_time"
        case morningList = "morning_list"
        case habitReminders = "habit_reminders"
        case thisDevice = "this_device"
    }

    public let switches: FormText
    public let eveningPlanningTime: FormText
    public let morningList: FormText
    public let habitReminders: FormText
    public let thisDevice: FormText
}

/// ST-04's category form (``JamaalRoute/addCategory``, ``JamaalRoute/updateCategory``) and its move
/// (``JamaalRoute/moveCategory``).
public struct CategoryForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case name, color, to }
    public let name: FormText
    /// A ``JamaalCore/LabelColor`` raw value.
    public let color: FormText
    /// The position to move to.
    public let to: FormText
}

/// ST-06's delete, in two steps (``JamaalRoute/deleteData``).
public struct DeleteDataForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case step, understood }
    /// `confirm` or `delete`.
    public let step: FormText
    /// `yes` when the box saying what is lost was ticked.
    public let understood: FormText
}
