import Foundation
import HTML
import HTTPServer
import Identifiers
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing

/// Builds the shell (tabs, the focus chip on every tab, the undo toast) and whole pages around a screen.
///
///     return try JamaalShell.page(req, title: "Today", tab: .today) { TodayView.render(screen, csrf: req.csrfToken) }
public enum JamaalShell {
    /// The shell model for `tab` at the request's instant: the chip if a session is live (after the rollover is
    /// applied), and the undo toast if the page was reached right after an undoable action (`undo`: Today's and the
    /// focus screen's `?undo=done|drop&task=ID`).
    public static func model(_ req: JamaalRequest, tab: JamaalTab, person: Person, undo: UndoQuery = UndoQuery()) throws -> ShellModel {
        let store = try req.store
        try TodayLoader.applyRollover(store, clock: person.clock, now: req.now)
        let live = try store.read { try $0.liveSession() }
        // The chip counts the task's total focused time: every session of the task, not only this one (#40 item 10).
        let chip = try live.map { session -> FocusChip in
            var paused = false
            if case .paused = session.state { paused = true }
            var earlier: [FocusSession] = []
            if case .task(let id) = session.subject { earlier = try store.read { try $0.sessions(forSubject: id.rawValue) } }
            let total = FocusTotal(session: session, sessions: earlier, now: req.now)
            return FocusChip(
                title: session.title, timerText: total.timerText, progressText: total.progressText, isPaused: paused,
                elapsedSeconds: total.wholeSeconds)
        }
        let chipWithAnchor = try AnchorToday.withAnchorLine(chip, store: store, clock: person.clock, now: req.now)
        return ShellModel(current: tab, chip: chipWithAnchor, toast: try toast(req, undo: undo))
    }

    static func toast(_ req: JamaalRequest, undo: UndoQuery) throws -> UndoToast? {
        guard let action = undo.undo, let id = undo.task else { return nil }
        guard let task = try req.store.read({ try $0.task(id) }) else { return nil }
        let since: Date
        let message: String
        let path: String
        switch (action, task.status) {
        case (.done, .done(let at)):
            (since, message, path) = (at, "Done", JamaalRoute.undoTaskDone.path(id))
        case (.drop, .dropped(let at)):
            (since, message, path) = (at, "Dropped “\(task.title)”", JamaalRoute.undoTaskDrop.path(id))
        default:
            return nil
        }
        guard UndoWindow.isOpen(since: since, now: req.now) else { return nil }
        let left = Saturating.int((UndoWindow.seconds - req.now.timeIntervalSince(since)) * 1000)
        return UndoToast(message: message, undoPath: path, millisecondsLeft: left)
    }

    /// ST-07's theme and text size on this browser (the `jm_theme` and `jm_text` cookies; anything else reads as the default).
    public static func appearance(_ req: JamaalRequest) -> Appearance {
        Appearance(
            theme: req.request.cookies["jm_theme"].flatMap(Appearance.Theme.init(rawValue:)) ?? .system,
            text: req.request.cookies["jm_text"].flatMap(Appearance.TextSize.init(rawValue:)) ?? .standard)
    }

    /// The page's direction: right-to-left when the person chose it (the `jm_dir` cookie), else left-to-right.
    public static func direction(_ req: JamaalRequest) -> JamaalPage.Direction {
        req.request.cookies["jm_dir"] == "rtl" ? .rtl : .ltr
    }

    /// A whole HTML page around `list` (and an optional sheet/panel); `undo` carries the toast on the pages an undoable
    /// action returns to; a `fullScreen` page has no tabs.
    public static func page(
        _ req: JamaalRequest, title: String, tab: JamaalTab, person: Person? = nil, status: HTTPStatus = .ok,
        undo: UndoQuery = UndoQuery(), fullScreen: Bool = false, @NodeBuilder list: () throws -> Node,
        @NodeBuilder panel: () throws -> Node = { Node.empty }
    ) throws -> Response {
        let person = try person ?? TodayLoader.person(req.store, now: req.now)
        let shell = try model(req, tab: tab, person: person, undo: undo)
        let listNode = try list()
        let panelNode = try panel()
        let html = JamaalPage.document(
            title: title, shell: shell, direction: direction(req), appearance: appearance(req), csrf: req.csrfToken, fullScreen: fullScreen,
            list: { listNode },
            panel: { panelNode })
        return .html(html, status: status)
    }
}
