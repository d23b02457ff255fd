import Identifiers
import JamaalCore
import Routing

/// FS-02…FS-07: the live focus session.
extension JamaalRoute {
    /// FS-02…FS-04 the focus screen (running, overrun, paused); `?undo=done&task=` after settling with Done.
    public static let focus = Endpoint(
        .get, "/focus", query: UndoQuery.self, access: JamaalAccess.person, feature: .focus,
        kind: .screen(summary: "FS-02…FS-04 The live focus session: timer, progress and the task's note"), statuses: [404])

    /// FS-05 the finish sheet.
    public static let finishSheet = Endpoint(.get, "/focus/finish", access: JamaalAccess.person)

    /// FS-04 Pause.
    public static let pauseFocus = Endpoint(.post, "/focus/pause", access: JamaalAccess.person, statuses: [409])

    /// FS-04 Resume.
    public static let resumeFocus = Endpoint(.post, "/focus/resume", access: JamaalAccess.person, statuses: [409])

    /// FS-05 Finish (`choice`: done, stopForNow or logIt; an optional `note`).
    public static let finishFocus = Endpoint(.post, "/focus/finish", access: JamaalAccess.person, statuses: [409, 422])

    /// FS-07 the settle sheet before beginning `?next=`.
    public static let settleSheet = Endpoint(.get, "/focus/settle", query: SettleQuery.self, access: JamaalAccess.person)

    /// FS-07 settles the running session (`choice`) and begins `next` (a form field, or the query's).
    public static let settleFocus = Endpoint(.post, "/focus/settle", query: SettleQuery.self, access: JamaalAccess.person, statuses: [422])

    /// TD-06 "Not now" on the row of a session the rollover closed.
    public static let dismissCarriedOver = Endpoint(.post, "/focus/:id/dismiss", ID<FocusSession>.self, access: JamaalAccess.person)
}
