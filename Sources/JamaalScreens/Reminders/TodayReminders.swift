import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// What reminders add to TD-01 (F13): the quiet list of today's reminders that fired while no page could show them, and
/// SY-01's banner. The banner's markup is always there but hidden: only the page knows this device's switch and the
/// browser's permission, so its script reveals it when the switch is on, permission is off, and it was not dismissed
/// today or turned off with Don't remind me — it can appear, never flash away.
///
/// ```swift
/// TodayReminders(missed: schedule.missed(at: now, delivered: ids), day: today, calendar: calendar).missed.first?.title
/// ```
public struct TodayReminders: Codable, Hashable, Sendable {
    /// One missed reminder.
    public struct Missed: Codable, Hashable, Sendable {
        public let id: String
        /// "21:00".
        public let time: String
        public let title: String
        public let path: String
    }

    /// SY-01.
    public struct Banner: Codable, Hashable, Sendable {
        /// The logical day it is for ("2026-11-29"): dismissed, it stays away until the next one.
        public let day: String
        public let text: String
        public let turnOnLabel: String
        public let dismissLabel: String
        public let neverLabel: String
        /// POST with `choice` = `dismiss` or `never` and `day`.
        public let action: String
        /// ST-03, where the reminders are set.
        public let settingsPath: String
    }

    public let heading: String
    public let missed: [Missed]
    public let clearLabel: String
    public let clearPath: String
    public let banner: Banner?

    /// Nothing (screens built without the reminders feature).
    public init() {
        heading = Self.heading
        missed = []
        clearLabel = Self.clearLabel
        clearPath = JamaalRoute.clearMissedReminders.path()
        banner = nil
    }

    /// Today's part at logical day `day`: `missed` as the engine listed them (the morning list is left out — its place is
    /// this very page).
    public init(missed: [Reminder], day: LocalDate, calendar: ZonedCalendar) {
        heading = Self.heading
        self.missed = missed.filter { $0.kind != .morningList }.map {
            Missed(id: $0.id, time: DayText.time(calendar.localTime(of: $0.at)), title: $0.title, path: ReminderLinks.path(for: $0.target))
        }
        clearLabel = Self.clearLabel
        clearPath = JamaalRoute.clearMissedReminders.path()
        banner = Banner(
            day: day.description,
            text: "Notifications are off on this device, so tonight's planning prompt and your reminders won't reach you.",
            turnOnLabel: "Turn on reminders", dismissLabel: "Dismiss", neverLabel: "Don't remind me",
            action: JamaalRoute.notificationsBanner.path(), settingsPath: JamaalRoute.timesSettings.path())
    }

    /// The same without SY-01's banner (a more urgent one holds Today's top, ``TodayBanner``).
    public func withoutBanner() -> TodayReminders {
        TodayReminders(heading: heading, missed: missed, clearLabel: clearLabel, clearPath: clearPath, banner: nil)
    }

    private init(heading: String, missed: [Missed], clearLabel: String, clearPath: String, banner: Banner?) {
        self.heading = heading
        self.missed = missed
        self.clearLabel = clearLabel
        self.clearPath = clearPath
        self.banner = banner
    }

    /// "Missed reminders · 3": the collapsed list's one line.
    public var summaryLine: String { "\(heading) · \(missed.count)" }

    static let heading = "Missed reminders"
    static let clearLabel = "Clear"
}
