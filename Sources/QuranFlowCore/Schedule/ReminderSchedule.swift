import Calendar
import Foundation

/// When reminders fire: 15 minutes before each meeting of an item, inside the term, read from the item's
/// own weekly rule (a session's owner zone, the deadline in the student's zone).
///
/// ```swift
/// let next = ReminderSchedule.next(.session(qrc.id), sessions: world.sessions, arc: arc, after: now)
/// next?.firesAt   // 1:45 PM Toronto for the 2:00 PM QRC
/// ```
public enum ReminderSchedule {
    /// One reminder: the meeting it is for and when it fires.
    public struct Firing: Hashable, Sendable {
        /// The item.
        public let item: ReminderItem
        /// When the meeting starts (the deadline's instant for the deadline).
        public let occursAt: Date
        /// `occursAt` − 15 minutes.
        public let firesAt: Date
        /// The session meeting, for a session item.
        public let occurrence: SessionOccurrence?
        /// The term week of a deadline.
        public let week: Int?
    }

    /// The first firing of `item` strictly after `instant` (so a job running at a firing's instant asks for the
    /// next with that instant), or `nil` when the item has no meeting left in the term (or is unknown).
    public static func next(_ item: ReminderItem, sessions: [LiveSession], arc: WeekArc, after instant: Date) -> Firing? {
        let termEnd = arc.interval(ofWeek: arc.term.weekCount).end
        switch item {
        case .session(let id):
            guard let session = sessions.first(where: { $0.id == id }) else { return nil }
            let from = max(instant.addingTimeInterval(ReminderItem.lead), arc.interval(ofWeek: 1).start)
            // Look a little past the earliest candidate so a firing exactly at `instant` is excluded.
            let occurrence = session.occurrences(from: from, to: termEnd).first { $0.start.addingTimeInterval(-ReminderItem.lead) > instant }
            return occurrence.map {
                Firing(item: item, occursAt: $0.start, firesAt: $0.start.addingTimeInterval(-ReminderItem.lead), occurrence: $0, week: nil)
            }
        case .deadline:
            for week in arc.term.weeks {
                let deadline = arc.deadline(ofWeek: week)
                if deadline.addingTimeInterval(-ReminderItem.lead) > instant {
                    return Firing(item: item, occursAt: deadline, firesAt: deadline.addingTimeInterval(-ReminderItem.lead),
                                  occurrence: nil, week: week)
                }
            }
            return nil
        }
    }
}
