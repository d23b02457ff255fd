import Foundation
import Identifiers

extension BookedOneToOne {
    /// The booking's id: the series' or the single's.
    public var bookingID: String {
        switch source {
        case .series(let series): series.rawValue
        case .single(let single, _): single.rawValue
        }
    }

    /// The booked meeting as a session occurrence, so the timelines place it like any other row: a 20-minute 1:1 on
    /// the coach's clock with the booking's id.
    ///
    /// ```swift
    /// booked.sessionOccurrence(teacher: amina.id).start == booked.occurrence.start   // true
    /// ```
    public func sessionOccurrence(teacher: Identifiers.ID<Coach>, meetingLink: String = "") -> SessionOccurrence {
        let slot = occurrence.slot
        let session = LiveSession(
            id: Identifiers.ID(bookingID), kind: .oneToOne, title: "One-to-one — recitation", teacherID: teacher,
            weekday: slot.weekday, startTime: slot.start, zoneIdentifier: slot.zoneIdentifier,
            durationMinutes: WeeklySlot.lengthMinutes, meetingLink: meetingLink,
            covered: "Your recitation of this week's passage, one to one.")
        return SessionOccurrence(session: session, ownerDate: occurrence.ownerDate, start: occurrence.start, end: occurrence.end)
    }
}
