import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// ST-03 Notifications & times: the evening planning time (default 21:00) — from then until the rollover Today shows
/// Plan tomorrow — and the note when it comes before the working day ends; the morning list and habit reminders switches
/// (the person's, on every device); "Send reminders on this device" (this browser's own, a cookie); and F13's warning
/// card listing what is not delivered while notifications are off, which the page reveals (only it knows the browser's
/// permission).
public struct TimesSettingsScreen: Codable, Hashable, Sendable {
    /// This device's switch as the server knows it: the cookie's value, or undecided before the page's first visit
    /// decides it (on below the 64 rem breakpoint, off above).
    public enum DeviceSwitch: String, Codable, Hashable, Sendable, CaseIterable {
        case on, off, undecided
    }

    /// F13's warning card.
    public struct Warning: Codable, Hashable, Sendable {
        public let title: String
        /// Exactly what is not delivered.
        public let notDelivered: [String]
        /// Permission not asked yet: the button asks.
        public let turnOnLabel: String
        /// Permission denied: how to allow it in the browser.
        public let deniedHelp: String
        /// No notifications in this browser at all.
        public let unsupportedHelp: String
    }

    /// "21:00".
    public let eveningPlanningTime: String
    /// "Your planning time, 17:00, comes before your working day ends at 17:30." or nil.
    public let beforeDayEndNote: String?
    public let explanation: String
    public let morningList: Bool
    public let morningListHint: String
    public let habitReminders: Bool
    public let habitRemindersHint: String
    public let thisDevice: DeviceSwitch
    public let thisDeviceHint: String
    public let warning: Warning
    /// The quiet line beside a configured reminder while notifications are off.
    public let notificationsOffLine: String
    public let action: String
    public let saved: Bool
    public let error: String?

    /// The note ST-03 and ST-02 both carry when the evening planning time comes before the working day ends (both read
    /// as times of the logical day, which starts at the rollover); nil otherwise.
    ///
    /// ```swift
    /// TimesSettingsScreen.beforeDayEndNote(eveningPlanningTime: LocalTime(hour: 17, minute: 0), settings: settings)
    /// // "Your planning time, 17:00, comes before your working day ends at 17:30. …"
    /// ```
    public static func beforeDayEndNote(eveningPlanningTime: LocalTime, settings: CapacitySettings) -> String? {
        func sinceRollover(_ time: LocalTime) -> Int {
            (time.hour * 60 + time.minute - settings.rollover.hour * 60 - settings.rollover.minute + 24 * 60) % (24 * 60)
        }
        guard sinceRollover(eveningPlanningTime) < sinceRollover(settings.workingDayEnd) else { return nil }
        return "Your planning time, \(DayText.time(eveningPlanningTime)), comes before your working day ends at "
            + "\(DayText.time(settings.workingDayEnd)). That is fine if you like to plan before you stop."
    }

    public init(
        eveningPlanningTime: LocalTime, settings: CapacitySettings, morningList: Bool = true, habitReminders: Bool = true,
        thisDevice: DeviceSwitch = .undecided, saved: Bool = false, error: String? = nil
    ) {
        self.eveningPlanningTime = DayText.time(eveningPlanningTime)
        beforeDayEndNote = Self.beforeDayEndNote(eveningPlanningTime: eveningPlanningTime, settings: settings)
        explanation = "From this time until the day rolls over, Today shows Plan tomorrow, and the planning prompt arrives."
        self.morningList = morningList
        morningListHint = "Today's plan as a reminder when your working day starts, at \(DayText.time(settings.workingDayStart))."
        self.habitReminders = habitReminders
        habitRemindersHint = "The reminder times you set on a habit's times of day."
        self.thisDevice = thisDevice
        thisDeviceHint = "Only this browser. Reminders go to the devices where this is on."
        warning = Warning(
            title: "Notifications are off on this device",
            notDelivered: ["The planning prompt", "Anchor reminders", "Habit reminders", "The morning list"],
            turnOnLabel: "Turn on reminders",
            deniedHelp: "Your browser is blocking notifications from Jamaal. Open the site settings (the icon beside the "
                + "address), allow Notifications, then come back to this page.",
            unsupportedHelp: "This browser cannot show notifications. Reminders appear in Jamaal the next time you open it.")
        notificationsOffLine = TimesSettingsScreen.offLine
        action = JamaalRoute.saveTimesSettings.path()
        self.saved = saved
        self.error = error
    }

    /// "Notifications are off on this device, so this reminder won't arrive." — shown (by the page) wherever a reminder
    /// is configured while notifications are off.
    public static let offLine = "Notifications are off on this device, so this reminder won't arrive."
}
