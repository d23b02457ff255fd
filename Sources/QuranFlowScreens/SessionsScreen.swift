import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// The student's Sessions tab (SakSchedule): the 7-day strip, the zone banner true on the viewed day, and the
/// day's timeline with the gold "now" thread, session rows and the dashed deadline row.
///
/// ```swift
/// let screen = SessionsScreen.make(world, day: nil, reminders: [], destinations: .current)
/// screen.zoneBanner   // "All times shown in Toronto (EDT)" on Tue 27 Oct 2026
/// ```
public struct SessionsScreen: Codable, Hashable, Sendable {
    /// One day of the strip.
    public struct Day: Codable, Hashable, Sendable {
        /// "2026-10-27".
        public let date: String
        /// "Tue".
        public let weekday: String
        /// "27".
        public let day: String
        /// "/sessions?day=2026-10-27".
        public let href: String
        /// Whether it is the viewed day.
        public let isSelected: Bool
        /// Whether it is today on the student's clock.
        public let isToday: Bool
    }

    /// The dashed deadline row.
    public struct DeadlineRow: Codable, Hashable, Sendable {
        /// "11:59 PM".
        public let time: String
        /// ISO 8601 with the viewer's offset.
        public let startsAt: String
        /// "Due today".
        public let label: String
        /// "Submission deadline".
        public let title: String
        /// "Week 8".
        public let week: String
    }

    /// One timeline row: a session, or the deadline.
    public struct Row: Codable, Hashable, Sendable {
        /// "session" or "deadline".
        public let kind: String
        /// The session row (kind "session").
        public let session: SessionRow?
        /// The deadline row (kind "deadline").
        public let deadline: DeadlineRow?
    }

    /// A segment of the Upcoming / Recordings control.
    public struct Segment: Codable, Hashable, Sendable {
        /// "Upcoming" or "Recordings".
        public let label: String
        /// Its URL, when its screen exists.
        public let href: String?
        /// Whether it is the one shown.
        public let isCurrent: Bool
    }

    /// "SakSchedule".
    public let screenID: String
    /// "Tue · 27 Oct" (today, in the student's zone).
    public let eyebrow: String
    /// "Sessions".
    public let title: String
    /// The header's calendar icon (Week at a glance), once it exists.
    public let weekAtGlance: ScreenAction?
    /// Upcoming / Recordings.
    public let segments: [Segment]
    /// The seven days.
    public let days: [Day]
    /// The same weekday a week earlier, "/sessions?day=2026-10-20" (the first date the products know at most; nil
    /// on it).
    public let weekEarlier: String?
    /// The same weekday a week later (the last date the products know at most; nil on it).
    public let weekLater: String?
    /// "All times shown in Toronto (EDT)" — the abbreviation in force on the viewed day.
    public let zoneBanner: String
    /// The viewed day, "Tuesday · 27 October".
    public let dayTitle: String
    /// The rows, earliest first.
    public let rows: [Row]
    /// Where the gold "now" thread sits (before `rows[nowIndex]`; `rows.count` = after the last), today only.
    public let nowIndex: Int?
    /// "No live sessions this day." when there are no rows.
    public let emptyLine: String?

    /// The copy of the empty day.
    public static let emptyDay = "No live sessions this day."

    /// The key of a recorded meeting in `recordings`: the session and its date on the owner's calendar.
    public static func recordingKey(session: String, ownerDate: LocalDate) -> String {
        "\(session)/\(ownerDate)"
    }

    /// Sessions for `world` on `day` (today when `nil`), with the reminders the student has set; `recordings` names the
    /// recording (its media id) of each recorded meeting by ``recordingKey(session:ownerDate:)``.
    public static func make(
        _ world: StudentWorld, day: LocalDate?, reminders: Set<ReminderItem>, destinations: Destinations,
        bookings: [BookedOneToOne] = [], recordings: [String: String] = [:]
    ) -> SessionsScreen {
        let calendar = Copy.calendar(world.student.zoneIdentifier)
        let today = calendar.localDate(of: world.now)
        let selected = day ?? today
        // The strip pages by whole weeks around today (Sat…Fri on a Tuesday), so tapping a day never moves it.
        let offset = today.days(until: selected) + 3
        let page = offset >= 0 ? offset / 7 : -((-offset + 6) / 7)
        let anchor = today.adding(days: page * 7)
        let days = DayTimeline.stripDays(around: anchor).map { date in
            Day(
                date: date.description, weekday: date.weekday.shortName, day: String(date.day),
                href: date == today ? QuranFlowRoute.sessions.path() : QuranFlowRoute.sessions.path(query: DayQuery(day: date)),
                isSelected: date == selected, isToday: date == today)
        }
        let noon = calendar.instant(on: selected, at: LocalTime(hour: 12, minute: 0))
        let timeline = DayTimeline(
            sessions: world.sessions(on: selected), bookings: bookings, student: world.student, arc: world.arc, date: selected,
            now: world.now)
        let booked = Set(bookings.map(\.bookingID))
        let bookedWeeks = Dictionary(
            bookings.map { ("\($0.bookingID)@\($0.occurrence.start.timeIntervalSince1970)", $0.occurrence.week) },
            uniquingKeysWith: { first, _ in first })
        let rows: [Row] = timeline.entries.map { entry in
            switch entry {
            case .session(let occurrence):
                let row = SessionRow.make(
                    occurrence, teacher: world.teachers[occurrence.session.teacherID], viewer: calendar,
                    destinations: destinations, now: world.now,
                    reminderOn: reminders.contains(.session(occurrence.session.id)),
                    isBooking: booked.contains(occurrence.session.id.rawValue),
                    detailsHref: booked.contains(occurrence.session.id.rawValue)
                        ? QuranFlowRoute.appointment.path(
                            Identifiers.ID(occurrence.session.id.rawValue),
                            bookedWeeks["\(occurrence.session.id.rawValue)@\(occurrence.start.timeIntervalSince1970)"] ?? 0)
                        : nil,
                    recordingID: recordings[recordingKey(session: occurrence.session.id.rawValue, ownerDate: occurrence.ownerDate)])
                return Row(kind: "session", session: row, deadline: nil)
            case .deadline(let week, let at):
                return Row(
                    kind: "deadline", session: nil,
                    deadline: DeadlineRow(
                        time: LocalFormat.time(at, in: calendar.zone), startsAt: LocalFormat.iso8601WithOffset(at, in: calendar.zone),
                        label: selected == today ? "Due today" : "Due", title: "Submission deadline", week: "Week \(week)"))
            }
        }
        return SessionsScreen(
            screenID: "SakSchedule", eyebrow: LocalFormat.eyebrowDate(world.now, in: calendar.zone), title: "Sessions",
            weekAtGlance: destinations.action("Week at a glance", to: Destination(QuranFlowRoute.weekAtGlance)),
            segments: [
                Segment(label: "Upcoming", href: QuranFlowRoute.sessions.path(), isCurrent: true),
                Segment(
                    label: "Recordings", href: destinations.allows(.recordings) ? QuranFlowRoute.recordings.path() : nil, isCurrent: false),
            ],
            days: days, weekEarlier: DayQuery.step(from: selected, by: -7).map { QuranFlowRoute.sessions.path(query: DayQuery(day: $0)) },
            weekLater: DayQuery.step(from: selected, by: 7).map { QuranFlowRoute.sessions.path(query: DayQuery(day: $0)) },
            zoneBanner: "All times shown in \(ZoneLabel.label(zoneIdentifier: world.student.zoneIdentifier, at: noon))",
            dayTitle: LocalFormat.longDate(noon, in: calendar.zone), rows: rows, nowIndex: timeline.nowIndex,
            emptyLine: rows.isEmpty ? emptyDay : nil)
    }
}
