import Calendar
import Foundation
import JamaalCore

/// The one person whose data this is: their name, city, zone and day settings (ST-02).
///
///     let person = Person(name: "Maryam", city: "London", zone: "Europe/London", settings: try CapacitySettings())
public struct Person: Codable, Hashable, Sendable, BoundsChecked {
    public var name: String
    public var city: String
    /// IANA zone: "today" is the logical day here.
    public var zone: String
    public var settings: CapacitySettings
    /// When the person first opened Jamaal (the first-launch state lasts that logical day).
    public var createdAt: Date
    /// When the evening's planning begins (ST-03's time, default 21:00): Today's quiet "Plan tomorrow" row appears
    /// from then until the rollover.
    public var eveningPlanningTime: LocalTime
    /// ST-03 and OB-05: the morning list — a reminder with the day's plan at the working day's start (on unless turned off).
    public var morningList: Bool
    /// ST-03: whether the reminder times set on habits' times of day are delivered (on unless turned off).
    public var habitReminders: Bool

    /// The evening planning time a person starts with.
    public static let defaultEveningPlanningTime = LocalTime(hour: 21, minute: 0)

    public init(
        name: String, city: String, zone: String, settings: CapacitySettings, createdAt: Date,
        eveningPlanningTime: LocalTime = Person.defaultEveningPlanningTime, morningList: Bool = true, habitReminders: Bool = true
    ) {
        self.name = name
        self.city = city
        self.zone = zone
        self.settings = settings
        self.createdAt = createdAt
        self.eveningPlanningTime = eveningPlanningTime
        self.morningList = morningList
        self.habitReminders = habitReminders
    }

    enum CodingKeys: String, CodingKey {
        case name, city, zone, settings, createdAt, eveningPlanningTime, morningList, habitReminders
    }

    /// Reads a stored person; one stored before a setting existed gets its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        city = try container.decode(String.self, forKey: .city)
        zone = try container.decode(String.self, forKey: .zone)
        settings = try container.decode(CapacitySettings.self, forKey: .settings)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        eveningPlanningTime =
            try container.decodeIfPresent(LocalTime.self, forKey: .eveningPlanningTime) ?? Person.defaultEveningPlanningTime
        morningList = try container.decodeIfPresent(Bool.self, forKey: .morningList) ?? true
        habitReminders = try container.decodeIfPresent(Bool.self, forKey: .habitReminders) ?? true
    }

    /// ST-02's settings as the form checks them, and the first-launch instant.
    public func checkBounds() throws(BoundsProblem) {
        do { try settings.checkBounds() } catch { throw error.under("settings") }
        try StoredBounds.instant(createdAt, "createdAt")
    }

    /// The person's calendar (UTC if the stored zone is unknown to this machine).
    public var calendar: ZonedCalendar {
        ZonedCalendar(identifier: zone) ?? ZonedCalendar(zone: TimeZone(secondsFromGMT: 0) ?? TimeZone.current)
    }

    /// The person's day clock: their zone and rollover.
    public var clock: DayClock { settings.clock(in: calendar) }

    /// The person a fresh install starts with, before onboarding sets anything: the machine's zone, default settings.
    public static func fresh(now: Date) throws -> Person {
        Person(name: "", city: "", zone: TimeZone.current.identifier, settings: try CapacitySettings(), createdAt: now)
    }
}
