import Calendar
import Foundation

/// Profile's attendance stat: the share of the student's live meetings so far at which they were present for at least
/// five minutes. Meetings that count are the student's group meetings (Class, QRC, Level Class — not Office Hours, a
/// drop-in nobody is expected at) and their booked one-to-ones, each counted once it has ended.
///
/// ```swift
/// let meetings = AttendanceShare.meetings(sessions: world.weeklySessions, bookings: world.bookings, arc: world.arc, now: now)
/// AttendanceShare.percent(of: meetings, presence: spans)   // 85, or nil before the first meeting has ended
/// ```
public enum AttendanceShare {
    /// The least presence that counts as attending.
    public static let minimumPresence: TimeInterval = 5 * 60

    /// Whether meetings of `kind` count towards attendance.
    public static func counts(_ kind: SessionKind) -> Bool {
        kind != .officeHours
    }

    /// The student's meetings in the term of `arc` (its weeks read in the student's zone) that have ended by `now`,
    /// earliest first: the group sessions open to them and their booked one-to-ones.
    public static func meetings(sessions: [LiveSession], bookings: [BookedOneToOne], arc: WeekArc, now: Date) -> [SessionOccurrence] {
        let from = arc.interval(ofWeek: 1).start
        let to = min(now, arc.interval(ofWeek: arc.term.weekCount).end)
        let group = sessions.filter { counts($0.kind) && $0.kind != .oneToOne }.flatMap { $0.occurrences(from: from, to: to) }
        let booked = bookings.map { $0.sessionOccurrence(teacher: $0.teacherID) }
        return (group + booked).filter { $0.end <= now && $0.start >= from && $0.start < to }
            .sorted { $0.start != $1.start ? $0.start < $1.start : $0.session.id.rawValue < $1.session.id.rawValue }
    }

    /// The rounded percentage of `meetings` attended for at least ``minimumPresence`` between their start and end
    /// (several spans at one meeting add up; time in the room before the start does not count); nil when no meeting
    /// has happened yet, so the stat reads "—" rather than a misleading 0%.
    public static func percent(of meetings: [SessionOccurrence], presence: [PresenceSpan]) -> Int? {
        guard !meetings.isEmpty else { return nil }
        let spans = Dictionary(grouping: presence) { key($0.room, $0.meetingID, $0.ownerDate) }
        let attended = meetings.filter { wasPresent(at: $0, spans[key(room(of: $0), $0.session.id.rawValue, $0.ownerDate)] ?? []) }.count
        return (attended * 200 + meetings.count) / (meetings.count * 2)
    }

    /// The stat as Profile shows it: "85%", or "—" when nothing has been measured yet — and in the student's first
    /// week "—" unless they have attended something, so a beginning never reads as "0%" (the first-week stat row shows
    /// dashes, not zeros).
    ///
    /// ```swift
    /// AttendanceShare.label(percent: 0, inFirstWeek: true)    // "—"
    /// AttendanceShare.label(percent: 0, inFirstWeek: false)   // "0%"
    /// ```
    public static func label(percent: Int?, inFirstWeek: Bool) -> String {
        guard let percent, !(inFirstWeek && percent == 0) else { return "—" }
        return "\(percent)%"
    }

    /// Whether `spans` (all at `meeting`) add up to at least ``minimumPresence`` inside the meeting.
    static func wasPresent(at meeting: SessionOccurrence, _ spans: [PresenceSpan]) -> Bool {
        let inside = spans.reduce(0.0) { sum, span in
            sum + max(0, min(span.lastSeen, meeting.end).timeIntervalSince(max(span.firstSeen, meeting.start)))
        }
        return inside >= minimumPresence
    }

    private static func room(of meeting: SessionOccurrence) -> PresenceSpan.Room {
        meeting.session.kind == .oneToOne ? .oneToOne : .group
    }

    private static func key(_ room: PresenceSpan.Room, _ id: String, _ date: LocalDate) -> String {
        "\(room.rawValue)|\(id)|\(date)"
    }
}
