import Calendar
import Foundation
import Identifiers

/// Where a task stands. Dropped is a soft delete: the row is kept (and can be undone for five seconds).
public enum TaskStatus: Hashable, Codable, Sendable {
    case open
    case done(at: Date)
    case dropped(at: Date)
}

/// A task: title, effort, importance, category, schedule, repeat and note, with its deferral history
/// and one-line notes. Immutable; every action returns a changed copy.
///
/// ```swift
/// let task = try TaskItem(id: .random(), draft: TaskDraft(title: "Call the bank", schedule: .date(today)), categories: [], now: now)
/// let done = try task.markedDone(now: now)
/// ```
public struct TaskItem: Hashable, Codable, Sendable {
    public let id: ID<TaskItem>
    public let title: String
    public let effort: Effort
    public let importance: Importance
    public let categoryID: ID<Category>?
    public let schedule: TaskSchedule
    public let repeatRule: RepeatRule?
    /// The raw note (Markdown subset); render it through ``NoteDocument``.
    public let note: String
    public let status: TaskStatus
    /// Every deferral, oldest first — never trimmed.
    public let deferrals: [Deferral]
    /// One-line notes added on finish (notes on a defer live in the deferral).
    public let notes: [TimestampedNote]
    public let createdAt: Date

    /// A new task from a checked draft. Throws the first broken rule; nothing is created then.
    public init(id: ID<TaskItem>, draft: TaskDraft, categories: [Category], now: Date) throws(JamaalError) {
        let checked = try draft.validated(categories: categories, currentCategory: nil)
        self.init(id: id, checked: checked, status: .open, deferrals: [], notes: [], createdAt: now)
    }

    /// Every field, for storage. No validation: stored data is kept as it is.
    public init(
        id: ID<TaskItem>, title: String, effort: Effort, importance: Importance, categoryID: ID<Category>?,
        schedule: TaskSchedule, repeatRule: RepeatRule?, note: String, status: TaskStatus,
        deferrals: [Deferral], notes: [TimestampedNote], createdAt: Date
    ) {
        self.id = id
        self.title = title
        self.effort = effort
        self.importance = importance
        self.categoryID = categoryID
        self.schedule = schedule
        self.repeatRule = repeatRule
        self.note = note
        self.status = status
        self.deferrals = deferrals
        self.notes = notes
        self.createdAt = createdAt
    }

    private init(id: ID<TaskItem>, checked: TaskDraft, status: TaskStatus, deferrals: [Deferral], notes: [TimestampedNote], createdAt: Date)
    {
        self.init(
            id: id, title: checked.title, effort: Effort(uncheckedMinutes: checked.effortMinutes), importance: checked.importance,
            categoryID: checked.categoryID, schedule: checked.schedule, repeatRule: checked.repeatRule, note: checked.note,
            status: status, deferrals: deferrals, notes: notes, createdAt: createdAt)
    }

    /// The task's fields as an editable draft.
    public var draft: TaskDraft {
        TaskDraft(
            title: title, effortMinutes: effort.minutes, importance: importance, categoryID: categoryID,
            schedule: schedule, repeatRule: repeatRule, note: note)
    }

    /// The task after an edit in TK-02, checked by the same rules as a new one.
    public func edited(_ draft: TaskDraft, categories: [Category]) throws(JamaalError) -> TaskItem {
        let checked = try draft.validated(categories: categories, currentCategory: categoryID)
        return TaskItem(id: id, checked: checked, status: status, deferrals: deferrals, notes: notes, createdAt: createdAt)
    }

    /// Whether the task is still to do.
    public var isOpen: Bool { status == .open }

    /// Whether the task belongs on Today's list for logical day `today`: open and dated today or earlier.
    public func isDue(on today: LocalDate) -> Bool {
        guard isOpen, let date = schedule.date else { return false }
        return date <= today
    }

    /// The parsed note, safe to render.
    public var noteDocument: NoteDocument { NoteDocument(parsing: note) }

    func with(
        importance: Importance? = nil, schedule: TaskSchedule? = nil, repeatRule: RepeatRule?? = nil,
        status: TaskStatus? = nil, deferrals: [Deferral]? = nil, notes: [TimestampedNote]? = nil, id: ID<TaskItem>? = nil
    ) -> TaskItem {
        TaskItem(
            id: id ?? self.id, title: title, effort: effort, importance: importance ?? self.importance, categoryID: categoryID,
            schedule: schedule ?? self.schedule, repeatRule: repeatRule ?? self.repeatRule, note: note,
            status: status ?? self.status, deferrals: deferrals ?? self.deferrals, notes: notes ?? self.notes,
            createdAt: createdAt)
    }

    // MARK: Done, drop, stop repeating

    /// Marks the task done at `now`, with an optional one-line note. Undo with ``undoingDone(now:)`` within five seconds.
    ///
    /// ```swift
    /// let done = try task.markedDone(now: now, note: "Sent")
    /// ```
    public func markedDone(now: Date, note: String? = nil) throws(JamaalError) -> TaskItem {
        guard isOpen else { throw .taskNotOpen }
        let extra = try TimestampedNote.optional(note, at: now)
        return with(status: .done(at: now), notes: notes + (extra.map { [$0] } ?? []))
    }

    /// Reopens a task marked done less than five seconds ago (the finish note goes with it).
    public func undoingDone(now: Date) throws(JamaalError) -> TaskItem {
        guard case .done(let at) = status else { throw .nothingToUndo }
        try UndoWindow.check(since: at, now: now)
        return with(status: .open, notes: notes.filter { $0.at != at })
    }

    /// Drops the task: a soft delete, undoable for five seconds (SY-03); after that there is no recovery in v1.
    public func dropped(now: Date) throws(JamaalError) -> TaskItem {
        guard isOpen else { throw .taskNotOpen }
        return with(status: .dropped(at: now))
    }

    /// Brings back a task dropped less than five seconds ago.
    public func undoingDrop(now: Date) throws(JamaalError) -> TaskItem {
        guard case .dropped(let at) = status else { throw .nothingToUndo }
        try UndoWindow.check(since: at, now: now)
        return with(status: .open)
    }

    /// The task without its repeat rule; this occurrence stays as it is.
    public func stoppedRepeating() -> TaskItem {
        with(repeatRule: .some(nil))
    }

    /// The next occurrence of a repeating task, as a new open task with `id`: dated by the rule's next date
    /// after the later of this occurrence's date and `today` (so a late finish never creates a past row).
    /// `nil` when the task does not repeat, has no date, or its rule is unknown to this version.
    ///
    /// ```swift
    /// task.nextOccurrence(id: .random(), today: today)?.schedule   // .date(2027-02-28) for monthly on the 31st
    /// ```
    public func nextOccurrence(id: ID<TaskItem>, today: LocalDate) -> TaskItem? {
        guard let repeatRule, let date = schedule.date else { return nil }
        var next = repeatRule.nextDate(after: date)
        while let candidate = next, candidate <= today { next = repeatRule.nextDate(after: candidate) }
        guard let next else { return nil }
        return with(schedule: .date(next), status: .open, deferrals: [], notes: [], id: id)
    }
}
