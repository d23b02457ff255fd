import Routing

/// ST-03 Notifications & times — so far its evening planning time, which Today's Plan tomorrow row follows.
extension JamaalRoute {
    /// ST-03; `?saved=1` after a save.
    public static let timesSettings = Endpoint(
        .get, "/settings/times", query: CapacitySettingsQuery.self, access: JamaalAccess.person,
        kind: .screen(summary: "ST-03 Notifications & times: the evening planning time"))

    /// ST-03's form (`evening_planning_time`, HH:MM).
    public static let saveTimesSettings = Endpoint(.post, "/settings/times", access: JamaalAccess.person, statuses: [422])
}
