import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// The focus screens for the live session: FS-02 (running: timer numeral, note checklist, Pause, Finish), FS-03
/// (overrun: the same, "75 of 60", no red, no alarm), FS-04 (paused, only when asked) and FS-05 (the finish sheet:
/// actual vs estimate, an optional note, Done or Stop for now).
public struct FocusScreen: Codable, Hashable, Sendable {
    public enum State: String, Codable, Sendable, CaseIterable {
        case running, overrun, paused
    }

    public let sessionID: String
    /// The task the session is for (nil for a timed habit).
    public let taskID: String?
    public let title: String
    public let state: State
    /// "12:04" — monospaced digits in the view; the page's script keeps it ticking.
    public let timerText: String
    public let elapsedSeconds: Int
    /// "75 of 60".
    public let progressText: String
    public let note: NoteModel?
    /// POST (`item`, `back=focus`): ticks or unticks one checklist item of the task's note; nil for a timed habit.
    public let checklistPath: String?
    /// FS-05: "52 min of 60 min", when the finish sheet is open.
    public let finish: Finish?

    public struct Finish: Codable, Hashable, Sendable {
        public let summaryText: String
        public let noteLimit: Int
        /// "Done" for a task, "Log it" for a timed habit.
        public let doneLabel: String
        public let error: String?
    }

    /// `sessions`: the task's sessions (any of them; the live one is not counted twice) — the timer, "75 of 60" and the
    /// finish sheet count the task's total focused time, as the chip does (``FocusTotal``).
    public init(
        session: FocusSession, task: TaskItem?, now: Date, sessions: [FocusSession] = [], finishing: Bool = false, error: String? = nil
    ) {
        let total = FocusTotal(session: session, sessions: sessions, now: now)
        sessionID = session.id.rawValue
        if case .task(let id) = session.subject { taskID = id.rawValue } else { taskID = nil }
        title = session.title
        if case .paused = session.state {
            state = .paused
        } else {
            state = total.isOverrun ? .overrun : .running
        }
        timerText = total.timerText
        elapsedSeconds = total.wholeSeconds
        progressText = total.progressText
        note = task.flatMap { $0.note.isEmpty ? nil : NoteModel($0.noteDocument) }
        checklistPath = task.map { JamaalRoute.toggleChecklistItem.path($0.id) }
        var doneLabel = "Done"
        if case .habit = session.subject { doneLabel = "Log it" }
        finish =
            finishing
            ? Finish(summaryText: total.summary.text, noteLimit: TimestampedNote.maxLength, doneLabel: doneLabel, error: error)
            : nil
    }
}

/// FS-07: Begin while a session runs — settle the running one first. Task: Done · Stop for now · Defer to tomorrow ·
/// Drop; habit: Log it · Stop for now. Then the new session begins.
public struct SettleScreen: Codable, Hashable, Sendable {
    public struct Choice: Codable, Hashable, Sendable {
        public let value: String
        public let label: String
    }

    public let runningTitle: String
    public let progressText: String
    public let nextTitle: String
    public let nextTaskID: String
    public let choices: [Choice]
    public let action: String
    public let cancelPath: String
    public let error: String?

    public init(running: FocusSession, next: TaskItem, now: Date, error: String? = nil) {
        runningTitle = running.title
        progressText = running.progressText(now: now)
        nextTitle = next.title
        nextTaskID = next.id.rawValue
        choices = SettleChoice.choices(for: running.subject).map { Choice(value: $0.rawValue, label: $0.label) }
        action = JamaalRoute.settleFocus.path()
        cancelPath = JamaalRoute.today.path()
        self.error = error
    }
}
