import Foundation
import JamaalRoutes
import Routing

/// The chrome around every screen: the tabs (bottom bar on compact, sidebar on regular), the focus chip (FS-01) while
/// a session is live, and the undo toast (SY-03).
///
/// ```swift
/// ShellModel(current: .today, chip: nil, toast: nil).tabs.map(\.label)   // ["Today", "Habits", "Wellbeing", "Settings"]
/// ```
public struct ShellModel: Codable, Hashable, Sendable {
    public struct TabItem: Codable, Hashable, Sendable {
        public let tab: JamaalTab
        public let label: String
        /// Nil while the tab's screens are not built ("Soon").
        public let path: String?
        public let isCurrent: Bool
    }

    public let tabs: [TabItem]
    public let chip: FocusChip?
    public let toast: UndoToast?

    public init(current: JamaalTab, chip: FocusChip?, toast: UndoToast?) {
        tabs = JamaalTab.allCases.map {
            TabItem(tab: $0, label: $0.label, path: JamaalDestinations.path($0.destination), isCurrent: $0 == current)
        }
        self.chip = chip
        self.toast = toast
    }
}

/// FS-01: the live session's chip — title and count-up, filled only while live; on every tab.
public struct FocusChip: Codable, Hashable, Sendable {
    public let title: String
    /// "12:04" at `now`.
    public let timerText: String
    /// "75 of 60" — neutral, the same words before and after the estimate.
    public let progressText: String
    public let isPaused: Bool
    /// Seconds counted at `now`, and whether they are still counting (for the page's ticking script).
    public let elapsedSeconds: Int
    public let path: String
    /// "Maghrib in 12 min" near a fixed Anchor (set by the Anchors feature, #7).
    public var anchorLine: String?

    public init(title: String, timerText: String, progressText: String, isPaused: Bool, elapsedSeconds: Int) {
        self.title = title
        self.timerText = timerText
        self.progressText = progressText
        self.isPaused = isPaused
        self.elapsedSeconds = elapsedSeconds
        path = JamaalRoute.focus.path()
    }
}

/// SY-03: the quiet undo toast, open for five seconds.
public struct UndoToast: Codable, Hashable, Sendable {
    public let message: String
    /// The form that undoes the action.
    public let undoPath: String
    /// Milliseconds left in the window at `now` (the page hides the toast when they run out).
    public let millisecondsLeft: Int

    public init(message: String, undoPath: String, millisecondsLeft: Int) {
        self.message = message
        self.undoPath = undoPath
        self.millisecondsLeft = millisecondsLeft
    }
}
