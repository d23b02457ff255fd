import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// ST-01 Settings home: its sections as the spec lists them — Your day (Capacity & day, Notifications & times,
/// Categories), Subscription (the trial status row, when the trial feature gives one), Account (the devices signed in and the
/// passkeys, #42), This device (device status), About (privacy and your data) — each row only when its screen is built. ST-07 Appearance is drawn on
/// this page, under the sections (``themes``, ``textSizes``).
///
/// ```swift
/// SettingsScreen(isRightToLeft: false).sections.map(\.title)   // ["Your day", "This device", "About"]
/// ```
public struct SettingsScreen: Codable, Hashable, Sendable {
    public struct Row: Codable, Hashable, Sendable {
        public let label: String
        /// A quiet second line ("This device keeps your data on its own", "9 days left in your trial").
        public let detail: String?
        public let path: String

        public init(label: String, detail: String? = nil, path: String) {
            self.label = label
            self.detail = detail
            self.path = path
        }
    }

    /// One titled group of rows.
    public struct Section: Codable, Hashable, Sendable {
        public let title: String
        public let rows: [Row]
    }

    /// One radio of ST-07's choices.
    public struct Choice: Codable, Hashable, Sendable {
        public let value: String
        public let label: String
        public let isSelected: Bool
    }

    /// The sections with at least one row, in the spec's order.
    public let sections: [Section]
    public let isRightToLeft: Bool
    /// ST-07: the theme and the text size on this browser.
    public let themes: [Choice]
    public let textSizes: [Choice]
    public let appearanceAction: String

    /// `trialStatus` is the Subscription section's row (days left or status, leading to ST-05), from the trial feature;
    /// `account` is the signed-in email, shown on the Account section's Devices row.
    public init(isRightToLeft: Bool, appearance: Appearance = Appearance(), trialStatus: Row? = nil, account: String? = nil) {
        themes = Appearance.Theme.allCases.map { Choice(value: $0.rawValue, label: $0.label, isSelected: $0 == appearance.theme) }
        textSizes = Appearance.TextSize.allCases.map { Choice(value: $0.rawValue, label: $0.label, isSelected: $0 == appearance.text) }
        appearanceAction = JamaalRoute.setAppearance.path()
        func rows(_ candidates: [(String, String?, JamaalDestination)]) -> [Row] {
            candidates.compactMap { label, detail, destination in
                JamaalDestinations.path(destination).map { Row(label: label, detail: detail, path: $0) }
            }
        }
        let all = [
            Section(
                title: "Your day",
                rows: rows([
                    ("Capacity & day", nil, JamaalDestination(JamaalRoute.capacitySettings)),
                    ("Notifications & times", nil, JamaalDestination(JamaalRoute.timesSettings)),
                    ("Categories", nil, JamaalDestination(JamaalRoute.categories)),
                ])),
            Section(title: "Subscription", rows: trialStatus.map { [$0] } ?? []),
            Section(
                title: "Account",
                rows: rows([
                    ("Devices", account, JamaalDestination(JamaalRoute.devices)),
                    ("Passkeys", "Sign in without your password", JamaalDestination(JamaalRoute.passkeys)),
                ])),
            Section(
                title: "This device",
                rows: rows([("Device status", "This device keeps your data on its own", JamaalDestination(JamaalRoute.syncStatus))])),
            Section(title: "About", rows: rows([("About, privacy, your data", nil, JamaalDestination(JamaalRoute.dataSettings))])),
        ]
        sections = all.filter { !$0.rows.isEmpty }
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
    /// ST-03's note, under the working-day end, when the evening planning time comes before it; nil otherwise.
    public let beforeDayEndNote: String?

    public init(
        settings: CapacitySettings, eveningPlanningTime: LocalTime, error: String? = nil, saved: Bool = false, suggestion: String? = nil
    ) {
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
        beforeDayEndNote = TimesSettingsScreen.beforeDayEndNote(eveningPlanningTime: eveningPlanningTime, settings: settings)
    }
}
