import Calendar
import Foundation
import QuranFlowCore

/// One meeting's detail (SakSessionDetail, and SakSessionDetailQRC for a reading circle), reached by the deep link a
/// reminder carries. Both variants share one frame: title block, meta row, coach card, body sections, CTA pair.
///
/// ```swift
/// let screen = SessionDetailScreen.make(occurrence, world: world, reminderOn: true, destinations: .current)
/// screen.meta   // "Today · 2:00 PM · in 12 min"
/// ```
public struct SessionDetailScreen: Codable, Hashable, Sendable {
    /// One body section: a heading and numbered rows (and, for the circle's reading, a verse).
    public struct Section: Codable, Hashable, Sendable {
        /// "What we'll cover".
        public let title: String
        /// Numbered rows.
        public let rows: [String]
        /// The verse card ("This week's reading").
        public let verse: VerseCloser?
    }

    /// "SakSessionDetail" or "SakSessionDetailQRC".
    public let screenID: String
    /// The type chip, "QRC".
    public let kindChip: String
    /// "Sisters' Reading Circle".
    public let title: String
    /// "Today · 2:00 PM · Live".
    public let meta: String
    /// The start as ISO 8601 with the viewer's offset.
    public let startsAt: String
    /// The zone the times are in, "Toronto (EDT)".
    public let zone: String
    /// "Ust. Radwa".
    public let coach: String?
    /// "60 min · Zoom".
    public let facts: String
    /// The body sections.
    public let sections: [Section]
    /// "Join Zoom" (circle) or "Open Zoom", until the meeting ends.
    public let primary: ScreenAction?
    /// "Remind me" / "Reminder on", until the meeting starts.
    public let remind: ScreenAction?
    /// Back to the Sessions tab on that day.
    public let back: ScreenAction?

    /// The detail of `occurrence` for the student of `world`.
    public static func make(_ occurrence: SessionOccurrence, world: StudentWorld, reminderOn: Bool, destinations: Destinations) -> SessionDetailScreen {
        let calendar = Copy.calendar(world.student.zoneIdentifier)
        let session = occurrence.session
        let isCircle = session.kind == .qrc
        let phase = occurrence.phase(at: world.now)
        let day = relativeDay(occurrence.start, now: world.now, calendar: calendar)
        var meta = "\(day) · \(LocalFormat.time(occurrence.start, in: calendar.zone))"
        switch phase {
        case .live: meta += " · Live"
        case .soon: meta += " · \(phase.countdownLabel ?? "")"
        case .ended: meta += " · Ended"
        case .upcoming: break
        }
        let arc = world.arc
        let week = arc.week(containing: occurrence.start)
        let lesson = week.flatMap { week in world.lessons.first { $0.week == week } }
        var sections: [Section] = []
        if isCircle {
            sections.append(Section(title: "This week's reading", rows: [], verse: lesson.flatMap { VerseCloser.make($0.focalAyah) }))
            sections.append(Section(title: "How the circle runs", rows: circleSteps, verse: nil))
        } else {
            var cover = [session.covered].filter { !$0.isEmpty }
            if session.kind == .class, let lesson { cover.insert(lesson.title, at: 0) }
            sections.append(Section(title: "What we'll cover", rows: cover, verse: nil))
            if let lesson, let verse = VerseCloser.make(lesson.focalAyah) {
                sections.append(Section(title: "Bring with you", rows: ["This week's passage, \(verse.citation)"], verse: nil))
            }
        }
        let meeting = Destination.meetingLink(session.meetingLink)
        let primary = phase == .ended ? nil : destinations.action(isCircle ? "Join Zoom" : "Open Zoom", to: meeting)
        let remind: ScreenAction? = switch phase {
        case .upcoming, .soon: destinations.action(reminderOn ? "Reminder on" : "Remind me", to: .sessionReminder(session.id))
        case .live, .ended: nil
        }
        let viewerDate = calendar.localDate(of: occurrence.start)
        let back = destinations.action("Sessions", to: .sessions).map { _ in
            ScreenAction(label: "Sessions", href: "/sessions?day=\(viewerDate)", kind: .sessions)
        }
        return SessionDetailScreen(
            screenID: isCircle ? "SakSessionDetailQRC" : "SakSessionDetail", kindChip: session.kind.chipLabel, title: session.title,
            meta: meta, startsAt: LocalFormat.iso8601WithOffset(occurrence.start, in: calendar.zone),
            zone: ZoneLabel.label(zoneIdentifier: world.student.zoneIdentifier, at: occurrence.start),
            coach: world.teachers[session.teacherID]?.displayName, facts: "\(session.durationMinutes) min · Zoom",
            sections: sections, primary: primary, remind: remind, back: back)
    }

    /// The circle's three steps ("How the circle runs").
    public static let circleSteps = [
        "Opening recitation by the coach",
        "Round-robin recitation, each sister in turn",
        "The coach's notes for the week",
    ]

    /// "Today", "Tomorrow", "Yesterday", or "Tue · 27 Oct", on the viewer's calendar.
    static func relativeDay(_ instant: Date, now: Date, calendar: ZonedCalendar) -> String {
        switch calendar.localDate(of: now).days(until: calendar.localDate(of: instant)) {
        case 0: "Today"
        case 1: "Tomorrow"
        case -1: "Yesterday"
        default: LocalFormat.eyebrowDate(instant, in: calendar.zone)
        }
    }
}
