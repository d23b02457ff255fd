import Calendar
import Foundation
import JamaalCore

/// The one person whose data this is: their name, city, zone and day settings (ST-02).
///
///     let person = Person(name: "Maryam", city: "London", zone: "Europe/London", settings: try CapacitySettings())
public struct Person: Codable, Hashable, Sendable {
    public var name: String
    public var city: String
    /// IANA zone: "today" is the logical day here.
    public var zone: String
    public var settings: CapacitySettings
    /// When the person first opened Jamaal (the first-launch state lasts that logical day).
    public var createdAt: Date

    public init(name: String, city: String, zone: String, settings: CapacitySettings, createdAt: Date) {
        self.name = name
        self.city = city
        self.zone = zone
        self.settings = settings
        self.createdAt = createdAt
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
