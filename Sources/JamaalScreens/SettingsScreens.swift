import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// ST-01 Settings home: the sections that are built, and appearance (right-to-left layout).
public struct SettingsScreen: Codable, Hashable, Sendable {
    public struct Row: Codable, Hashable, Sendable {
        public let label: String
        public let path: String
    }

    /// One radio of ST-07's choices.
    public struct Choice: Codable, Hashable, Sendable {
        public let value: String
        public let label: String
        public let isSelected: Bool
    }

    public let rows: [Row]
    /// The trial status row (ST-05's days left or status), first in the list.
    public let trialStatus: TrialStatusRow?
    public let isRightToLeft: Bool
    /// ST-07: the theme and the text size on this browser.
    public let themes: [Choice]
    public let textSizes: [Choice]
    public let appearanceAction: String

    public init(isRightToLeft: Bool, appearance: Appearance = Appearance(), trialStatus: TrialStatusRow? = nil) {
        self.trialStatus = trialStatus
        themes = Appearance.Theme.allCases.map { Choice(value: $0.rawValue, label: $0.label, isSelected: $0 == appearance.theme) }
        textSizes = Appearance.TextSize.allCases.map { Choice(value: $0.rawValue, label: $0.label, isSelected: $0 == appearance.text) }
        appearanceAction = JamaalRoute.setAppearance.path()
        let candidates: [(String, JamaalDestination)] = [
            ("Capacity & day", .capacitySettings), ("Evening planning time", .timesSettings), ("Categories", .categorySettings),
            ("This device", .syncStatus), ("About, privacy, your data", .dataSettings),
        ]
        rows = candidates.compactMap { label, destination in JamaalDestinations.path(destination).map { Row(label: label, path: $0) } }
        self.isRightToLeft = isRightToLeft
    }
}

/// ST-02 Capacity & day: normal-day length, the default level per weekday, working-day start and end, and (Advanced)
/// the rollover — changeable only after both the old and the new time have passed today.
public struct CapacitySettingsScreen: Codable, Hashable, Sendable {
    public struct WeekdayLevel: Codable, Hashable, Sendable {
        public let weekday: Int
        public let name: String
        public let level: String
    }

    public struct LevelChoice: Codable, Hashable, Sendable {
        public let value: String
        public let label: String
    }

    public let normalDayHours: Int
    public let normalDayMinutes: Int
    public let normalDayRange: IntRange
    public let weekdays: [WeekdayLevel]
    public let levels: [LevelChoice]
    public let workingDayStart: String
    public let workingDayEnd: String
    public let rollover: String
    /// "Budget = normal-day length × level: Light 60 % · Steady 80 % · Full 100 % · Stretch 120 %".
    public let formula: String
    public let error: String?
    public let saved: Bool
    /// F10's quiet normal-day suggestion (``NormalDaySuggestion``), under the normal-day length; nil when there is none.
    public let suggestion: String?

    public init(settings: CapacitySettings, error: String? = nil, saved: Bool = false, suggestion: String? = nil) {
        normalDayHours = settings.normalDayMinutes / 60
        normalDayMinutes = settings.normalDayMinutes % 60
        normalDayRange = IntRange(CapacitySettings.normalDayRange)
        weekdays = Weekday.allCases.map {
            WeekdayLevel(weekday: $0.rawValue, name: $0.name, level: (settings.weekdayLevels[$0] ?? .full).rawValue)
        }
        levels = CapacityLevel.allCases.map { LevelChoice(value: $0.rawValue, label: "\($0.name) (\($0.percent) %)") }
        workingDayStart = DayText.time(settings.workingDayStart)
        workingDayEnd = DayText.time(settings.workingDayEnd)
        rollover = DayText.time(settings.rollover)
        formula =
            "Budget = normal-day length × level: "
            + CapacityLevel.allCases.map { "\($0.name) \($0.percent) %" }.joined(separator: " · ")
        self.error = error
        self.saved = saved
        self.suggestion = suggestion
    }
}
