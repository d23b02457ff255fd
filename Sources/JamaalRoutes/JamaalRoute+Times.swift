import Routing

/// ST-03 Notifications & times — the evening planning time (Today's Plan tomorrow row and the planning prompt follow it),
/// the morning list, habit reminders and this device's reminder switch — and ST-06 device & sync status.
extension JamaalRoute {
    /// ST-06: this device keeps its data on its own (no sync yet); offline is never a problem.
    public static let syncStatus = Endpoint(
        .get, "/settings/device", access: JamaalAccess.person, feature: .syncStatus,
        kind: .screen(summary: "ST-06 device & sync status: this device keeps its data on its own"))

    /// ST-03; `?saved=1` after a save.
    public static let timesSettings = Endpoint(
        .get, "/settings/times", query: CapacitySettingsQuery.self, access: JamaalAccess.person, feature: .timesSettings,
        kind: .screen(summary: "ST-03 Notifications & times: planning time, morning list, habit reminders, this device's switch"))

    /// ST-03's form: `evening_planning_time` (HH:MM); with `_switches=1`, the checkboxes `morning_list`, `habit_reminders`
    /// and `this_device` (`on`, or absent for off; this device's switch is stored in its own cookie).
    public static let saveTimesSettings = Endpoint(.post, "/settings/times", access: JamaalAccess.person, statuses: [422])
}
