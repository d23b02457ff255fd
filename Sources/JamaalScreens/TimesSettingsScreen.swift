import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// ST-03 Notifications & times, as far as it is built: the evening planning time (default 21:00) — from then until the
/// rollover Today shows Plan tomorrow — and the note when it comes before the working day ends.
public struct TimesSettingsScreen: Codable, Hashable, Sendable {
    /// "21:00".
    public let eveningPlanningTime: String
    /// "Your planning time, 17:00, comes before your working day ends at 17:30." or nil.
    public let beforeDayEndNote: String?
    public let explanation: String
    public let action: String
    public let saved: Bool
    public let error: String?

    public init(eveningPlanningTime: LocalTime, settings: CapacitySettings, saved: Bool = false, error: String? = nil) {
        self.eveningPlanningTime = DayText.time(eveningPlanningTime)
        // Both are times of the logical day, which starts at the rollover.
        func sinceRollover(_ time: LocalTime) -> Int {
            (time.hour * 60 + time.minute - settings.rollover.hour * 60 - settings.rollover.minute + 24 * 60) % (24 * 60)
        }
        beforeDayEndNote =
            sinceRollover(eveningPlanningTime) < sinceRollover(settings.workingDayEnd)
            ? "Your planning time, \(DayText.time(eveningPlanningTime)), comes before your working day ends at "
                + "\(DayText.time(settings.workingDayEnd)). That is fine if you like to plan before you stop." : nil
        explanation = "From this time until the day rolls over, Today shows Plan tomorrow."
        action = JamaalRoute.saveTimesSettings.path()
        self.saved = saved
        self.error = error
    }
}
