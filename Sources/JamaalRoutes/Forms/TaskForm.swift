import Routing

/// TK-01 / TK-02's task form (``JamaalRoute/createTask``, ``JamaalRoute/updateTask``): the fields as typed, decoded
/// into a draft by the app (the rules are JamaalCore's `TaskDraft`).
public struct TaskForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case title, effort, importance, category, schedule, date, note, offer
        case otherMinutes = "other_minutes"
        case repeatKind = "repeat"
        case repeatDay = "repeat_day"
    }

    public let title: FormText
    /// A shortcut's minutes, or `other` (then ``otherMinutes``).
    public let effort: FormText
    public let otherMinutes: FormText
    /// `low`, `medium` or `high`.
    public let importance: FormText
    /// A category id, or empty for none.
    public let category: FormText
    /// `today`, `tomorrow`, `date` (then ``date``), `someday` or `none`.
    public let schedule: FormText
    public let date: FormText
    /// `none`, `daily`, `weekly` (then ``repeatDay``), `monthly` or `keep` (a rule from a newer version).
    public let repeatKind: FormText
    /// The weekdays of a weekly repeat (1 = Sunday … 7 = Saturday).
    public let repeatDay: FormTexts
    public let note: FormText
    /// The day-is-full offer's button: the date it offers instead.
    public let offer: FormText
}

/// TK-02's Done with a one-line note (``JamaalRoute/markTaskDone``).
public struct TaskNoteForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case note }
    public let note: FormText
}

/// A checklist line ticked in a task's note (``JamaalRoute/toggleChecklistItem``), back to the task or the focus session.
public struct ChecklistToggleForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case item, back }
    /// The checklist item's index in the note.
    public let item: FormText
    /// `focus` to go back to the focus session.
    public let back: FormText
}

/// TK-03's defer picker and the instant move (``JamaalRoute/deferTask``, ``JamaalRoute/moveTaskToTomorrow``).
public struct DeferForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case picker, target, date, reason, note }
    /// Sent by the picker (TK-03); absent for the instant move to tomorrow.
    public let picker: FormText
    /// `tomorrow`, `later-this-week`, `next-week`, `someday` or `date` (then ``date``).
    public let target: FormText
    public let date: FormText
    /// A ``JamaalCore/DeferralReason`` raw value, or empty.
    public let reason: FormText
    public let note: FormText
}
