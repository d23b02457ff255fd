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
        /// The term week of a deadline or of a booked one-to-one.
        public let week: Int?
        /// The booked one-to-one, for a booking's item (``BookedOneToOne/reminderItem``).
        public let booking: BookedOneToOne?

        init(item: ReminderItem, occursAt: Date, occurrence: SessionOccurrence? = nil, week: Int? = nil, booking: BookedOneToOne? = nil) {
            self.item = item
            self.occursAt = occursAt
            self.firesAt = occursAt.addingTimeInterval(-ReminderItem.lead)
            self.occurrence = occurrence
            self.week = week
            self.booking = booking
        }
    }

    /// The first firing of `item` strictly after `instant` (so a job running at a firing's instant asks for the
    /// next with that instant), or `nil` when the item has no meeting left in the term (or is unknown).
    ///
    /// `bookings` are the student's booked one-to-ones as they stand (cancelled weeks gone, swapped weeks at their new
    /// time): a booking's item fires 15 minutes before each of its meetings' true instants — the coach's wall clock,
    /// so the student's local time moves in weeks when the two zones' offsets differ.
    public static func next(
        _ item: ReminderItem, sessions: [LiveSession], bookings: [BookedOneToOne] = [], arc: WeekArc,
        after instant: Date
    ) -> Firing? {
        let termEnd = arc.interval(ofWeek: arc.term.weekCount).end
        switch item {
        case .session(let id):
            guard let session = sessions.first(where: { $0.id == id }) else {
                return bookings.filter { $0.reminderItem == item && $0.reminderAt > instant }
                    .min { $0.occurrence.start < $1.occurrence.start }
                    .map { Firing(item: item, occursAt: $0.occurrence.start, week: $0.occurrence.week, booking: $0) }
            }
            let from = max(instant.addingTimeInterval(ReminderItem.lead), arc.interval(ofWeek: 1).start)
            // Look a little past the earliest candidate so a firing exactly at `instant` is excluded.
            let occurrence = session.occurrences(from: from, to: termEnd).first {
                $0.start.addingTimeInterval(-ReminderItem.lead) > instant
            }
            return occurrence.map { Firing(item: item, occursAt: $0.start, occurrence: $0) }
        case .deadline:
            for week in arc.term.weeks {
                let deadline = arc.deadline(ofWeek: week)
                if deadline.addingTimeInterval(-ReminderItem.lead) > instant {
                    return Firing(item: item, occursAt: deadline, week: week)
                }
            }
            return nil
        }
    }
}
