import Foundation
import Identifiers

extension BookedOneToOne {
    /// The reminder item this meeting answers to: `.session` with the booking's id, the booking playing the live
    /// session's part (as in ``sessionOccurrence(teacher:meetingLink:)``). A weekly series has one item for every week
    /// ("Reminder 15 minutes before · every week"), and a swapped week keeps its series' item, so the reminder follows
    /// the swap to its new time; a one-off or make-up has its own ("· this week").
    ///
    /// ```swift
    /// swapped.reminderItem == series.reminderItem   // true
    /// ```
    public var reminderItem: ReminderItem {
        switch source {
        case .series(let series): .session(Identifiers.ID(series.rawValue))
        case .single(_, .swap(let series)): .session(Identifiers.ID(series.rawValue))
        case .single(let single, _): .session(Identifiers.ID(single.rawValue))
        }
    }

    /// Whether the reminder reads "every week" (a series, or a week swapped out of one) rather than "this week".
    public var remindsEveryWeek: Bool {
        switch source {
        case .series, .single(_, .swap): true
        case .single: false
        }
    }
}
