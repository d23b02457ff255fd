import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes

/// The whole week on one screen in the student's local time (SakWeekAtGlance): rows grouped by day, a bell per row
/// toggling that item's reminder, "Add the week to my calendar", and the private calendar feed.
///
/// ```swift
/// let screen = WeekAtGlanceScreen.make(world, week: nil, reminders: [.deadline], feedURL: url, destinations: .current)
/// screen.eyebrow   // "Week 8 · Your local time"
/// ```
public struct WeekAtGlanceScreen: Codable, Hashable, Sendable {
    /// One row.
    public struct Row: Codable, Hashable, Sendable {
        /// "2:00 PM".
        public let time: String
        /// ISO 8601 with the viewer's offset.
        public let startsAt: String
        /// "Sisters' Reading Circle", or "Week 8 submission deadline".
        public let title: String
        /// "QRC", or "Due".
        public let kindChip: String
        /// "Ust. Radwa".
        public let coach: String?
        /// The reminder item ("session:<id>", "deadline").
        public let reminderItem: String
        /// Whether its reminder is on (the bell is filled).
        public let reminderOn: Bool
    }

    /// One day.
    public struct Day: Codable, Hashable, Sendable {
        /// "Monday 26 Oct".
        public let title: String
        /// Its rows, earliest first.
        public let rows: [Row]
    }

    /// "SakWeekAtGlance".
    public let screenID: String
    /// "Week 8 · Your local time".
    public let eyebrow: String
    /// "This week" (or "Week 9" for another week).
    public let title: String
    /// "All times shown in Toronto (EDT)" — the abbreviation at the week's start; a day after a change says so.
    public let zoneBanner: String
    /// The days that have something, Monday first.
    public let days: [Day]
    /// "Add the week to my calendar" (an .ics file).
    public let addToCalendar: ScreenAction
    /// "Reminders arrive 15 minutes before each session."
    public let footer: String
    /// The private feed URL the student can subscribe to.
    public let feedURL: String
    /// The week shown.
    public let week: Int
    /// "Book your one-to-one" (Year 2 only).
    public let book: ScreenAction?
    /// Neighbouring weeks in the term.
    public let previousWeek: Int?
    public let nextWeek: Int?

    /// The screen for `week` (the current or next week when `nil`).
    public static func make(_ world: StudentWorld, week: Int?, reminders: Set<ReminderItem>, feedURL: String, destinations: Destinations)
        -> WeekAtGlanceScreen
    {
        let calendar = Copy.calendar(world.student.zoneIdentifier)
        let arc = world.arc
        let current: Int =
            switch arc.position(at: world.now) {
            case .before: 1
            case .during(let week, _): week
            case .after: arc.term.weekCount
            }
        let shown = min(max(week ?? current, 1), arc.term.weekCount)
        let monday = arc.term.monday(ofWeek: shown)
        // A one-to-one row's bell is its booking's reminder (a swapped week's is its series').
        let bookingItems = Dictionary(world.bookings.map { ($0.bookingID, $0.reminderItem) }) { first, _ in first }
        var days: [Day] = []
        for offset in 0..<7 {
            let date = monday.adding(days: offset)
            let timeline = DayTimeline(
                sessions: world.sessions(on: date), bookings: world.bookings, student: world.student, arc: arc, date: date,
                now: world.now)
            let rows: [Row] = timeline.entries.map { entry in
                switch entry {
                case .session(let occurrence):
                    let item =
                        occurrence.session.kind == .oneToOne
                        ? bookingItems[occurrence.session.id.rawValue] ?? .session(occurrence.session.id) : .session(occurrence.session.id)
                    return Row(
                        time: LocalFormat.time(occurrence.start, in: calendar.zone),
                        startsAt: LocalFormat.iso8601WithOffset(occurrence.start, in: calendar.zone),
                        title: occurrence.session.title, kindChip: occurrence.session.kind.chipLabel,
                        coach: world.teachers[occurrence.session.teacherID]?.displayName,
                        reminderItem: item.rawValue, reminderOn: reminders.contains(item))
                case .deadline(let week, let at):
                    return Row(
                        time: LocalFormat.time(at, in: calendar.zone), startsAt: LocalFormat.iso8601WithOffset(at, in: calendar.zone),
                        title: "Week \(week) submission deadline", kindChip: "Due", coach: nil,
                        reminderItem: ReminderItem.deadline.rawValue, reminderOn: reminders.contains(.deadline))
                }
            }
            guard !rows.isEmpty else { continue }
            let noon = calendar.instant(on: date, at: LocalTime(hour: 12, minute: 0))
            days.append(Day(title: "\(date.weekday.name) \(LocalFormat.dayMonth(noon, in: calendar.zone))", rows: rows))
        }
        let start = calendar.startOfDay(monday)
        return WeekAtGlanceScreen(
            screenID: "SakWeekAtGlance", eyebrow: "Week \(shown) · Your local time",
            title: shown == current ? "This week" : "Week \(shown)",
            zoneBanner:
                "All times shown in \(ZoneLabel.label(zoneIdentifier: world.student.zoneIdentifier, at: start.addingTimeInterval(12 * 3600)))",
            days: days,
            addToCalendar: ScreenAction(
                label: "Add the week to my calendar", href: QuranFlowRoute.weekCalendar.path(shown), kind: .weekAtGlance),
            footer: "Reminders arrive 15 minutes before each session.", feedURL: feedURL, week: shown,
            book: OneToOneAccess.allows(world.student, .viewSlots)
                ? ScreenAction(label: "Book your one-to-one", href: QuranFlowRoute.bookAppointment.path(), kind: .weekAtGlance) : nil,
            previousWeek: shown > 1 ? shown - 1 : nil, nextWeek: shown < arc.term.weekCount ? shown + 1 : nil)
    }
}
