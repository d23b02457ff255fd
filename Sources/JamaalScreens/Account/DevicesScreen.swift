import Calendar
import Foundation
import Identifiers
import JamaalRoutes
import Routing

/// Settings → Devices: every browser signed in to the account, the one in hand marked "This device", each with when it
/// was last seen (in the person's zone), a Rename field and Sign out.
///
/// ```swift
/// DevicesScreen(email: "maryam@jamaal.test", devices: rows, now: now, zone: zone)
/// ```
public struct DevicesScreen: Codable, Sendable, Equatable {
    /// One signed-in device.
    public struct Row: Codable, Sendable, Equatable {
        public let id: String
        public let name: String
        /// "This device", or "Last seen today at 14:20" / "Last seen Thursday 3 December".
        public let lastSeen: String
        public let isThisDevice: Bool
        public let renamePath: String
        public let signOutPath: String
        /// A refusal of this row's rename, shown under its field.
        public let error: String?
    }

    /// A device as stored, for building a row.
    public struct Device: Sendable {
        public let id: String
        public let name: String
        public let lastSeenAt: Date
        public let isThisDevice: Bool

        public init(id: String, name: String, lastSeenAt: Date, isThisDevice: Bool) {
            self.id = id
            self.name = name
            self.lastSeenAt = lastSeenAt
            self.isThisDevice = isThisDevice
        }
    }

    public let email: String
    public let rows: [Row]
    /// "Signed out “iPad · Safari”." after an action.
    public let notice: String?
    public let signOutPath: String
    public let maximumNameLength: Int

    public init(
        email: String, devices: [Device], now: Date, zone: ZonedCalendar, notice: String? = nil,
        error: (id: String, message: String)? = nil, maximumNameLength: Int
    ) {
        self.email = email
        let today = zone.localDate(of: now)
        rows = devices.map { device in
            let day = zone.localDate(of: device.lastSeenAt)
            let seen: String
            if device.isThisDevice {
                seen = "This device"
            } else if day == today {
                seen = "Last seen today at \(DayText.time(zone.localTime(of: device.lastSeenAt)))"
            } else {
                let relative = DayText.relative(day, today: today)
                seen = "Last seen " + (relative == "Yesterday" ? "yesterday" : relative)
            }
            return Row(
                id: device.id, name: device.name, lastSeen: seen, isThisDevice: device.isThisDevice,
                renamePath: JamaalRoute.renameDevice.path(ID(device.id)), signOutPath: JamaalRoute.signOutDevice.path(ID(device.id)),
                error: error?.id == device.id ? error?.message : nil)
        }
        self.notice = notice
        signOutPath = JamaalRoute.signOut.path()
        self.maximumNameLength = maximumNameLength
    }
}
