import Calendar
import Foundation
import Identifiers

/// What the person typed into Add task (TK-01) or the task detail (TK-02), before it is checked.
///
/// ```swift
/// let task = try TaskItem(id: .random(), draft: TaskDraft(title: "Call the bank"), categories: [], now: now)
/// ```
public struct TaskDraft: Hashable, Sendable {
    /// The longest title allowed.
    public static let titleLimit = 200
    /// The longest note allowed.
    public static let noteLimit = 5_000

    public var title: String
    /// Effort in minutes (30 preselected).
    public var effortMinutes: Int
    public var importance: Importance
    public var categoryID: ID<Category>?
    public var schedule: TaskSchedule
    public var repeatRule: RepeatRule?
    /// The note, in the Markdown subset of ``NoteDocument``.
    public var note: String

    public init(
        title: String, effortMinutes: Int = Effort.default.minutes, importance: Importance = .low,
        categoryID: ID<Category>? = nil, schedule: TaskSchedule = .backlog, repeatRule: RepeatRule? = nil, note: String = ""
    ) {
        self.title = title
        self.effortMinutes = effortMinutes
        self.importance = importance
        self.categoryID = categoryID
        self.schedule = schedule
        self.repeatRule = repeatRule
        self.note = note
    }

    /// Whether the Someday option is shown: only for low tasks.
    public var offersSomeday: Bool { !importance.needsDate }

    /// The one place a task's fields are checked. `currentCategory` is the task's category before this
    /// edit: an archived category may stay selected, but cannot be newly chosen.
    func validated(categories: [Category], currentCategory: ID<Category>?) throws(JamaalError) -> TaskDraft {
        var checked = self
        checked.title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !checked.title.isEmpty else { throw .taskNeedsTitle }
        guard checked.title.count <= Self.titleLimit else { throw .titleTooLong(limit: Self.titleLimit) }
        _ = try Effort(minutes: effortMinutes)
        if importance.needsDate, schedule.date == nil { throw .importantTaskNeedsDate }
        if let repeatRule {
            guard schedule.date != nil else { throw .repeatNeedsDate }
            if case .weekly(let days) = repeatRule, days.isEmpty { throw .weeklyRepeatNeedsDays }
        }
        guard note.count <= Self.noteLimit else { throw .noteTooLong(limit: Self.noteLimit) }
        if let categoryID, categoryID != currentCategory {
            guard let category = categories.first(where: { $0.id == categoryID }) else { throw .unknownCategory }
            guard category.isActive else { throw .archivedCategory }
        }
        return checked
    }
}
