import Calendar
import Foundation
import Identifiers

/// A live session that recurs weekly at a wall-clock time in its owner's zone.
///
/// The programme's classes recur in the programme's zone, a one-to-one in the coach's or student's
/// (whoever owns the slot). "Tuesday 2:00 PM Toronto" stays 2:00 PM Toronto across DST, so a
/// viewer in Cairo sees it move.
///
/// ```swift
/// let qrc = LiveSession(id: ID("qrc"), kind: .qrc, title: "Sisters' Reading Circle", teacherID: radwa.id,
///                       weekday: .tuesday, startTime: LocalTime(hour: 14, minute: 0),
///                       zoneIdentifier: "America/Toronto", durationMinutes: 60,
///                       meetingLink: "https://zoom.us/j/1", covered: "Round-robin recitation")
/// qrc.occurrences(onLocalDate: LocalDate(iso: "2026-10-27")!, viewerZone: cairo)
/// ```
public struct LiveSession: Hashable, Codable, Sendable, Identifiable {
    /// The session's identifier.
    public let id: Identifiers.ID<LiveSession>
    /// Class, QRC, Level Class, Office Hours or 1:1.
    public let kind: SessionKind
    /// The title, e.g. "Sisters' Reading Circle".
    public let title: String
    /// The coach who teaches it (it appears on their schedule).
    public let teacherID: Identifiers.ID<Coach>
    /// The weekday it recurs on, in the owner's zone.
    public let weekday: Weekday
    /// The start time on the owner's wall clock.
    public let startTime: LocalTime
    /// The owner's IANA zone, which anchors the recurrence.
    public let zoneIdentifier: String
    /// How long it runs, in minutes.
    public let durationMinutes: Int
    /// Where to join (a Zoom link).
    public let meetingLink: String
    /// What's covered, for the inline shelf.
    public let covered: String
    /// Single meetings moved to another date or time (``SessionMove``), applied by ``occurrences(from:to:)``. Not part
    /// of the session's JSON: its occurrences carry the moved times.
    public var moves: [SessionMove] = []
    /// Changes an admin made to single meetings and to the rule's life (``SessionChanges``): cancelled meetings, extra
    /// meetings, the instant the rule was ended. Not part of the session's JSON: its occurrences carry them.
    public var changes = SessionChanges()

    private enum CodingKeys: String, CodingKey {
        case id, kind, title, teacherID, weekday, startTime, zoneIdentifier, durationMinutes, meetingLink, covered
    }

    /// A weekly session.
    public init(
        id: Identifiers.ID<LiveSession>, kind: SessionKind, title: String, teacherID: Identifiers.ID<Coach>, weekday: Weekday,
        startTime: LocalTime, zoneIdentifier: String, durationMinutes: Int, meetingLink: String,
        covered: String
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.teacherID = teacherID
        self.weekday = weekday
        self.startTime = startTime
        self.zoneIdentifier = zoneIdentifier
        self.durationMinutes = durationMinutes
        self.meetingLink = meetingLink
        self.covered = covered
    }

    /// The owner's calendar (UTC if the system does not know the zone).
    public var ownerCalendar: ZonedCalendar {
        .resolving(zoneIdentifier)
    }

    /// The occurrences that **start** in `from..<to`, in order.
    ///
    /// ```swift
    /// qrc.occurrences(from: arc.interval(ofWeek: 8).start, to: arc.interval(ofWeek: 8).end)
    /// ```
    public func occurrences(from: Date, to: Date) -> [SessionOccurrence] {
        guard from < to else { return [] }
        let owner = ownerCalendar
        // The margin each side bounds the candidates: a day for zones, and a moved meeting's reach (``SessionMove/maxDays``).
        let margin = 1 + (moves.isEmpty ? 0 : SessionMove.maxDays)
        let first = owner.localDate(of: from).adding(days: -margin)
        let last = owner.localDate(of: to).adding(days: margin)
        var result: [SessionOccurrence] = []
        var date = first.adding(days: (weekday.rawValue - first.weekday.rawValue + 7) % 7)
        while date <= last {
            let meeting = occurrence(onOwnerDate: date)
            if meeting.start >= from && meeting.start < to && !changes.cancelledDates.contains(date) { result.append(meeting) }
            date = date.adding(days: 7)
        }
        for extra in changes.extraMeetings {
            let start = owner.instant(on: extra.date, at: extra.time)
            guard start >= from && start < to else { continue }
            result.append(
                SessionOccurrence(
                    session: self, ownerDate: extra.date, start: start, end: start.addingTimeInterval(TimeInterval(durationMinutes * 60)),
                    isExtra: true))
        }
        if let endedAt = changes.endedAt { result.removeAll { $0.start >= endedAt } }
        return result.sorted { $0.start < $1.start }
    }

    /// The meeting that belongs to `date` (one of the session's weekdays on the owner's calendar), moved when a
    /// ``SessionMove`` names it.
    func occurrence(onOwnerDate date: LocalDate) -> SessionOccurrence {
        let owner = ownerCalendar
        let move = moves.first { $0.originalDate == date }
        let start = owner.instant(on: move?.date ?? date, at: move?.time ?? startTime)
        return SessionOccurrence(
            session: self, ownerDate: move?.date ?? date, start: start,
            end: start.addingTimeInterval(TimeInterval(durationMinutes * 60)),
            movedFrom: move.map { _ in owner.instant(on: date, at: startTime) })
    }

    /// The occurrences that start on `date` on the viewer's wall clock ("Sessions today").
    ///
    /// ```swift
    /// qrc.occurrences(onLocalDate: today, viewerZone: toronto)
    /// ```
    public func occurrences(onLocalDate date: LocalDate, viewerZone viewer: ZonedCalendar) -> [SessionOccurrence] {
        occurrences(from: viewer.startOfDay(date), to: viewer.startOfDay(date.adding(days: 1)))
    }

    /// The occurrence that starts in the owner's week containing `instant`, whether or not it has begun.
    ///
    /// ```swift
    /// qrc.occurrence(inWeekContaining: now).phase(at: now)
    /// ```
    public func occurrence(inWeekContaining instant: Date) -> SessionOccurrence {
        occurrence(onOwnerDate: ownerCalendar.weekStart(containing: instant).adding(days: weekday.rawValue - 1))
    }

    /// Every occurrence of `sessions` that starts on `date` on the viewer's wall clock, earliest first
    /// (ties by title) — the "Sessions today" list.
    ///
    /// ```swift
    /// LiveSession.occurrences(of: groupSessions, onLocalDate: today, viewerZone: toronto)
    /// ```
    public static func occurrences(
        of sessions: [LiveSession], onLocalDate date: LocalDate,
        viewerZone viewer: ZonedCalendar
    ) -> [SessionOccurrence] {
        sessions
            .flatMap { $0.occurrences(onLocalDate: date, viewerZone: viewer) }
            .sorted { $0.start != $1.start ? $0.start < $1.start : $0.session.title < $1.session.title }
    }
}

extension LiveSession {
    /// This session as it meets in the week of `lesson`: the weekly Class teaches that week's lesson (its title); a Level
    /// Class takes that week's Level Class title and what it covers for the lesson's level. Other sessions stay as they
    /// are; with no lesson (outside the term) an untitled Class is "This week's class".
    ///
    /// ```swift
    /// levelClass.forWeek(week8).title   // "Idghām review & practice"
    /// ```
    public func forWeek(_ lesson: Lesson?) -> LiveSession {
        let title: String
        let covered: String
        guard let lesson else {
            // A Class takes its title from its week; outside the term's weeks it is the week's class.
            return kind == .class && self.title.isEmpty ? retitled("This week's class", covered: self.covered) : self
        }
        switch kind {
        case .class: (title, covered) = (lesson.title, self.covered)
        case .levelClass: (title, covered) = (lesson.levelClassTitle ?? self.title, lesson.levelClassCovered ?? self.covered)
        case .qrc, .officeHours, .oneToOne: return self
        }
        return retitled(title, covered: covered)
    }

    private func retitled(_ title: String, covered: String) -> LiveSession {
        var session = LiveSession(
            id: id, kind: kind, title: title, teacherID: teacherID, weekday: weekday, startTime: startTime, zoneIdentifier: zoneIdentifier,
            durationMinutes: durationMinutes, meetingLink: meetingLink, covered: covered)
        session.moves = moves
        session.changes = changes
        return session
    }

    /// This session with `moves` applied to its meetings.
    public func moving(_ moves: [SessionMove]) -> LiveSession {
        var session = self
        session.moves = moves
        return session
    }
}
