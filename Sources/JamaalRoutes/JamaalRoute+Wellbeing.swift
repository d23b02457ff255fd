import Routing

/// F11 Wellbeing: the tab (WB-01 / WB-02 / WB-03), its suggested action and "Not now", and WB-04.
extension JamaalRoute {
    /// The Wellbeing tab: gathering data, steady or strained (with one suggested action).
    public static let wellbeing = Endpoint(
        .get, "/wellbeing", access: JamaalAccess.person, feature: .wellbeing,
        kind: .screen(summary: "WB-01/02/03 Wellbeing: the score read from behaviour, its trend and plain read, or gathering data"))

    /// WB-04 "What makes this score": each contributor's share and the days that moved it this week.
    public static let wellbeingScore = Endpoint(
        .get, "/wellbeing/score", access: JamaalAccess.person,
        kind: .screen(summary: "WB-04 What makes this score: each factor's share, the days that moved it, and the formula"))

    /// WB-02's suggested action, applied to the plan (`action` lighten with `day`, `from`, `level`; or move with `task`,
    /// `from`, `to` and, on a third deferral, `reason`). A plan that changed since is refused (409), nothing applied.
    public static let applyWellbeingAction = Endpoint(
        .post, "/wellbeing/action", access: JamaalAccess.shaping, statuses: [409, 422])

    /// WB-02's "Not now": the action rests until the next Monday.
    public static let wellbeingNotNow = Endpoint(.post, "/wellbeing/not-now", access: JamaalAccess.person)
}
