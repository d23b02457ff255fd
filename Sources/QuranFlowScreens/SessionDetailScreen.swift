import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes

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

    /// The cohort stack: who is coming ("Cohort · 6 of 8 confirmed") or, while live, who is here ("Sisters here ·
    /// 8 of 10 joined"). Absent for a one-to-one and for a session nobody is registered for.
    public struct Cohort: Codable, Hashable, Sendable {
        /// "Cohort", "Sisters here" (a circle, live) or "Here now" (a class, live).
        public let title: String
        /// Up to five initials, the confirmed (or present) first.
        public let initials: [String]
        /// How many more are counted than drawn ("+3"), 0 when all are drawn.
        public let more: Int
        /// "6 of 8 confirmed", "8 of 10 joined".
        public let line: String
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
    /// The cohort stack.
    public let cohort: Cohort?
    /// "Join Zoom" (circle) or "Open Zoom", until the meeting ends.
    public let primary: ScreenAction?
    /// "Remind me" / "Reminder on", until the meeting starts.
    public let remind: ScreenAction?
    /// Back to the Sessions tab on that day.
    public let back: ScreenAction?

    /// The detail of `occurrence` for the student of `world`; `registered` are the session's students (with their
    /// reminder), `presentIDs` the accounts in its live room now.
    public static func make(
        _ occurrence: SessionOccurrence, world: StudentWorld, reminderOn: Bool, destinations: Destinations,
        registered: [LiveCohortMember] = [], presentIDs: Set<String> = []
    ) -> SessionDetailScreen {
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
            sections.append(Section(title: "What we'll cover", rows: coveredRows(session, lesson: lesson), verse: nil))
            if let lesson, let verse = VerseCloser.make(lesson.assignment) {
                var bring = ["This week's passage, \(verse.citation)"]
                if lesson.videoCount > 0 { bring.append("This week's lesson video, watched beforehand") }
                sections.append(Section(title: "Bring with you", rows: bring, verse: nil))
            }
        }
        let meeting = Destination.meetingLink(session.meetingLink)
        let primary = phase == .ended ? nil : destinations.action(isCircle ? "Join Zoom" : "Open Zoom", to: meeting)
        let remind: ScreenAction? =
            switch phase {
            case .upcoming, .soon:
                destinations.action(
                    reminderOn ? "Reminder on" : "Remind me", to: Destination(QuranFlowRoute.sessionReminderPage, session.id))
            case .live, .ended: nil
            }
        let viewerDate = calendar.localDate(of: occurrence.start)
        let back = destinations.action("Sessions", to: Destination(QuranFlowRoute.sessions)).map { _ in
            ScreenAction(label: "Sessions", href: QuranFlowRoute.sessions.path(query: DayQuery(day: viewerDate)), kind: .sessions)
        }
        return SessionDetailScreen(
            screenID: isCircle ? "SakSessionDetailQRC" : "SakSessionDetail", kindChip: session.kind.chipLabel, title: session.title,
            meta: meta, startsAt: LocalFormat.iso8601WithOffset(occurrence.start, in: calendar.zone),
            zone: ZoneLabel.label(zoneIdentifier: world.student.zoneIdentifier, at: occurrence.start),
            coach: world.teachers[session.teacherID]?.displayName, facts: "\(session.durationMinutes) min · Zoom",
            sections: sections,
            cohort: cohort(registered, presentIDs: presentIDs, live: phase == .live, isCircle: isCircle),
            primary: primary, remind: remind, back: back)
    }

    /// "What we'll cover": a class's lesson title first, then what the session covers that week, one row per
    /// "·"-separated part (a Level Class's title is the page's own title, so it is not repeated).
    static func coveredRows(_ session: LiveSession, lesson: Lesson?) -> [String] {
        let parts = session.covered.split(whereSeparator: { $0 == "·" || $0 == "\n" || $0 == ";" })
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        var rows: [String] = []
        switch session.kind {
        case .class: if let lesson { rows.append(lesson.title) }
        case .levelClass, .qrc, .officeHours, .oneToOne: break
        }
        for part in parts where !rows.contains(part) { rows.append(part) }
        return rows
    }

    /// The cohort stack: while live, who of the registered is here; otherwise who has confirmed (reminder on).
    static func cohort(_ registered: [LiveCohortMember], presentIDs: Set<String>, live: Bool, isCircle: Bool) -> Cohort? {
        guard !registered.isEmpty else { return nil }
        let counted = live ? registered.filter { presentIDs.contains($0.id) } : registered.filter(\.confirmed)
        let drawn = (counted + registered.filter { !counted.contains($0) }).prefix(5)
        return Cohort(
            title: live ? (isCircle ? "Sisters here" : "Here now") : "Cohort",
            initials: drawn.map { Copy.initial($0.name) }, more: max(0, registered.count - drawn.count),
            line: "\(counted.count) of \(registered.count) \(live ? "joined" : "confirmed")")
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
