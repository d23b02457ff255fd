import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// TK-02 Task detail (sheet on compact, panel on regular): title, note (checklist), category, effort, importance, due,
/// the deferral history and one-line notes; Begin · Mark done · Defer · Drop · Stop repeating.
/// States: normal · deferred · repeating · running · complete.
public struct TaskDetailScreen: Codable, Hashable, Sendable {
    public enum State: String, Codable, Sendable, CaseIterable {
        case normal, deferred, repeating, running, complete, dropped
    }

    public struct Fact: Codable, Hashable, Sendable {
        public let label: String
        public let value: String
    }

    public struct Action: Codable, Hashable, Sendable {
        public let label: String
        /// A POST target, or a page to open when `isLink`.
        public let path: String
        public let isLink: Bool
        public let isPrimary: Bool
    }

    public let id: String
    public let title: String
    public let state: State
    public let note: NoteModel
    public let facts: [Fact]
    /// "Moved from Fri 27 Nov to Sat 28 Nov · Too much today" lines, oldest first.
    public let history: [String]
    /// One-line timestamped notes: "14:05 · Sent with the appendix".
    public let notes: [String]
    /// "52 min of 60 min" across this task's focus sessions, when there were any.
    public let focusedText: String?
    public let actions: [Action]
    /// Mark done and Defer share a one-line, timestamped note (optional): the form posts to `donePath`, Defer to `deferPath`.
    public let noteLine: NoteLine?
    /// POST (`item`, `back`): ticks or unticks one checklist item of the note; nil once the task is closed.
    public let checklistPath: String?
    public let closePath: String

    public struct NoteLine: Codable, Hashable, Sendable {
        public let donePath: String
        public let deferPath: String
        public let limit: Int
    }

    public init(task: TaskItem, categories: CategoryList, sessions: [FocusSession], clock: DayClock, now: Date) {
        let today = clock.today(at: now)
        id = task.id.rawValue
        title = task.title
        let running = sessions.contains { $0.isLive }
        switch task.status {
        case .done: state = .complete
        case .dropped: state = .dropped
        case .open:
            if running {
                state = .running
            } else if task.repeatRule != nil {
                state = .repeating
            } else if !task.deferrals.isEmpty {
                state = .deferred
            } else {
                state = .normal
            }
        }
        note = NoteModel(task.noteDocument)
        var facts: [Fact] = []
        if let category = task.categoryID.flatMap({ categories.category($0) }) {
            facts.append(Fact(label: "Category", value: category.isActive ? category.name : "\(category.name) (archived)"))
        }
        facts.append(Fact(label: "Effort", value: DurationText.minutes(task.effort.minutes)))
        facts.append(
            Fact(label: "Importance", value: task.importance.rawValue.prefix(1).uppercased() + task.importance.rawValue.dropFirst()))
        let due: String =
            switch task.schedule {
            case .date(let date): DayText.relative(date, today: today)
            case .someday: "Someday"
            case .backlog: "No date"
            }
        facts.append(Fact(label: "Due", value: due))
        if let rule = task.repeatRule { facts.append(Fact(label: "Repeats", value: rule.label)) }
        self.facts = facts
        history = task.deferrals.map { deferral in
            var line = "Moved \(Self.scheduleText(deferral.from, today: today)) → \(Self.scheduleText(deferral.to, today: today))"
            line += " · \(DayText.short(clock.today(at: deferral.at)))"
            if let reason = deferral.reason { line += " · \(reason.label)" }
            if let eased = deferral.easedFrom { line += " · eased from \(eased.rawValue) to low" }
            if let note = deferral.note { line += " · “\(note.text)”" }
            return line
        }
        notes = task.notes.map {
            "\(DayText.short(clock.today(at: $0.at))) \(DayText.time(clock.calendar.localTime(of: $0.at))) · \($0.text)"
        }
        let actual = sessions.reduce(0) { $0 + $1.elapsedMinutes(now: now) }
        focusedText = sessions.isEmpty ? nil : "Focused \(DurationText.minutes(actual)) of \(DurationText.minutes(task.effort.minutes))"
        var actions: [Action] = []
        if task.isOpen {
            if running {
                actions.append(Action(label: "Open focus", path: JamaalRoute.focus.path(), isLink: true, isPrimary: true))
            } else {
                actions.append(Action(label: "Begin", path: JamaalRoute.beginTask.path(task.id), isLink: false, isPrimary: true))
            }
            actions.append(Action(label: "Edit", path: JamaalRoute.editTask.path(task.id), isLink: true, isPrimary: false))
            if task.repeatRule != nil {
                actions.append(
                    Action(label: "Stop repeating", path: JamaalRoute.stopRepeating.path(task.id), isLink: false, isPrimary: false))
            }
            actions.append(Action(label: "Drop", path: JamaalRoute.dropTask.path(task.id), isLink: false, isPrimary: false))
        }
        self.actions = actions
        noteLine =
            task.isOpen
            ? NoteLine(
                donePath: JamaalRoute.markTaskDone.path(task.id), deferPath: JamaalRoute.deferTask.path(task.id),
                limit: TimestampedNote.maxLength)
            : nil
        checklistPath = task.isOpen ? JamaalRoute.toggleChecklistItem.path(task.id) : nil
        closePath = JamaalRoute.today.path()
    }

    static func scheduleText(_ schedule: TaskSchedule, today: LocalDate) -> String {
        switch schedule {
        case .date(let date): DayText.short(date)
        case .someday: "Someday"
        case .backlog: "No date"
        }
    }
}
