import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// One row of "Sessions today": a session occurrence read on the viewer's wall clock.
///
/// A joinable row (15 minutes before the start until the end) carries `join` and a countdown;
/// an upcoming row carries an inline `shelf`; an ended row carries neither and is drawn dimmed.
///
/// ```swift
/// SessionRow.make(occurrence, teacher: radwa, viewer: toronto, destinations: .current, now: now).countdown   // "in 12 min"
/// ```
public struct SessionRow: Codable, Hashable, Sendable {
    /// Where the occurrence stands.
    public enum Phase: String, Codable, Hashable, Sendable, CaseIterable {
        case upcoming, soon, live, ended
    }

    /// The inline shelf of an upcoming row: who, what, and where.
    public struct Shelf: Codable, Hashable, Sendable {
        /// The teacher's display name ("Ust. Radwa"), if known.
        public let coach: String?
        /// What the session covers.
        public let covered: String
        /// "Open Zoom" (the meeting link), when meeting links are available.
        public let openMeeting: ScreenAction?
        /// "Remind me", once reminders exist.
        public let remind: ScreenAction?
        /// "Details" of a booked one-to-one (its appointment detail).
        public let details: ScreenAction?
    }

    /// The session's id plus its start, unique per occurrence.
    public let id: String
    /// "2:00 PM" in the viewer's zone.
    public let time: String
    /// The start as ISO 8601 with the viewer's offset (for `<time datetime>`).
    public let startsAt: String
    /// "QRC".
    public let kindChip: String
    /// "Sisters' Reading Circle".
    public let title: String
    /// "Ust. Radwa", if the teacher is known.
    public let teacher: String?
    /// Upcoming, soon, live or ended.
    public let phase: Phase
    /// "in 12 min" while soon, "Live now" while live.
    public let countdown: String?
    /// The gold "Join" pill (the meeting link, new tab) while joinable.
    public let join: ScreenAction?
    /// The expandable shelf of an upcoming row.
    public let shelf: Shelf?
    /// An ended row's recording ("▶ Recording"), when the meeting was recorded; an ended row without one shows "Ended".
    public let recording: ScreenAction?

    /// The row for `occurrence` at `now`, read in `viewer`'s zone; `reminderOn` labels the shelf's reminder "Reminder on".
    /// `origin` is the screen the row is on, so the live class's Leave returns there.
    public static func make(
        _ occurrence: SessionOccurrence, teacher: Coach?, viewer: ZonedCalendar,
        destinations: Destinations, now: Date, reminderOn: Bool = false, isBooking: Bool = false, detailsHref: String? = nil,
        recordingID: String? = nil, origin: LiveOrigin = .sessions
    ) -> SessionRow {
        let session = occurrence.session
        let domainPhase = occurrence.phase(at: now)
        let phase: Phase
        let countdown: String?
        switch domainPhase {
        case .upcoming: (phase, countdown) = (.upcoming, nil)
        case .soon: (phase, countdown) = (.soon, domainPhase.countdownLabel)
        case .live: (phase, countdown) = (.live, "Live now")
        case .ended: (phase, countdown) = (.ended, nil)
        }
        let meeting = Destination.meetingLink(session.meetingLink)
        // Join opens the in-app live class when it exists (Zoom is opened from there), else the meeting link. A booked
        // one-to-one's live class is the booking's (its session id is the booking's id); its Open Zoom opens the
        // coach's own meeting link, if set.
        let bookingMeeting = (teacher?.meetingLink).map(Destination.meetingLink)
        let join: ScreenAction? =
            if !domainPhase.canJoin {
                nil
            } else if isBooking {
                destinations.action("Join", to: Destination(QuranFlowRoute.liveClass, session.id, query: LiveQuery(from: origin)))
                    ?? bookingMeeting.flatMap { destinations.action("Join", to: $0) }
            } else {
                destinations.action("Join", to: Destination(QuranFlowRoute.liveClass, session.id, query: LiveQuery(from: origin)))
                    ?? destinations.action("Join", to: meeting)
            }
        let shelf =
            phase == .upcoming
            ? Shelf(
                coach: teacher?.displayName, covered: session.covered,
                openMeeting: isBooking
                    ? bookingMeeting.flatMap { destinations.action("Open Zoom", to: $0) }
                    : destinations.action("Open Zoom", to: meeting),
                remind: isBooking
                    ? nil
                    : destinations.action(
                        reminderOn ? "Reminder on" : "Remind me", to: Destination(QuranFlowRoute.sessionReminderPage, session.id)),
                details: detailsHref.map { ScreenAction(label: "Details", href: $0, kind: .sessions) })
            : nil
        return SessionRow(
            id: "\(session.id.rawValue)-\(Int(occurrence.start.timeIntervalSince1970))",
            time: LocalFormat.time(occurrence.start, in: viewer.zone),
            startsAt: LocalFormat.iso8601WithOffset(occurrence.start, in: viewer.zone),
            kindChip: session.kind.chipLabel, title: session.title, teacher: teacher?.displayName,
            phase: phase, countdown: countdown, join: join, shelf: shelf,
            recording: phase == .ended && destinations.allows(.recordings)
                ? recordingID.map {
                    ScreenAction(label: "Recording", href: QuranFlowRoute.recordingPlayer.path(Identifiers.ID($0)), kind: .recordings)
                } : nil)
    }
}
