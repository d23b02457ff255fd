import Routing

/// TD-01 Today and what acts on the day as a whole.
extension JamaalRoute {
    /// `GET /`: leads to Today.
    public static let root = Endpoint(.get, "/", access: JamaalAccess.person)

    /// TD-01 Today (all its states); `?undo=done|drop&task=` carries SY-03's undo toast after Done or Drop.
    public static let today = Endpoint(
        .get, "/today", query: UndoQuery.self, access: JamaalAccess.person, feature: .today,
        kind: .screen(summary: "TD-01 Today: the capacity meter, guidance, Anchors, Habits and the day's tasks"))

    /// TD-01's capacity slider (`level`).
    public static let setLevel = Endpoint(.post, "/today/level", access: JamaalAccess.shaping)

    /// TD-03's category filter (`category`, empty for All).
    public static let setFilter = Endpoint(.post, "/today/filter", access: JamaalAccess.person)

    /// The meter's move past the day's end: every open task due today moves to tomorrow.
    public static let moveRestToTomorrow = Endpoint(.post, "/today/rest-to-tomorrow", access: JamaalAccess.person)
}
