import Calendar
import Foundation
import Identifiers
import JamaalCore
import JamaalRoutes
import Routing

/// Settings → Passkeys: the account's passkeys, each with its name, when it was added and when it last signed in (in
/// the person's zone) and Remove; and Add a passkey, which the page's script runs (shown only where the browser can
/// make one).
///
/// ```swift
/// PasskeysScreen(email: "maryam@jamaal.test", passkeys: rows, now: now, zone: zone)
/// ```
public struct PasskeysScreen: Codable, Sendable, Equatable {
    /// One passkey.
    public struct Row: Codable, Sendable, Equatable {
        public let id: String
        public let name: String
        /// "Added today at 10:05" / "Added Thu 3 Dec".
        public let added: String
        /// "Last used yesterday at 21:40", or "Not used to sign in yet".
        public let lastUsed: String
        public let removePath: String
    }

    /// A passkey as stored, for building a row.
    public struct Key: Sendable {
        public let id: String
        public let name: String
        public let createdAt: Date
        public let lastUsedAt: Date?

        public init(id: String, name: String, createdAt: Date, lastUsedAt: Date?) {
            self.id = id
            self.name = name
            self.createdAt = createdAt
            self.lastUsedAt = lastUsedAt
        }
    }

    public let email: String
    public let rows: [Row]
    /// "Removed “Work laptop”." after an action.
    public let notice: String?
    /// Where the script asks for a registration's options, and posts the browser's answer.
    public let optionsPath: String
    public let registerPath: String
    public let maximumNameLength: Int
    /// The name a new passkey gets when the person leaves the field empty ("Mac · Chrome").
    public let suggestedName: String
    public let devicesPath: String

    public init(email: String, passkeys: [Key], now: Date, zone: ZonedCalendar, notice: String? = nil, suggestedName: String) {
        self.email = email
        let today = zone.localDate(of: now)
        func when(_ date: Date) -> String {
            let day = zone.localDate(of: date)
            let relative = DayText.relative(day, today: today)
            switch relative {
            case "Today", "Yesterday": return "\(relative.lowercased()) at \(DayText.time(zone.localTime(of: date)))"
            default: return relative
            }
        }
        rows = passkeys.map { key in
            Row(
                id: key.id, name: key.name, added: "Added " + when(key.createdAt),
                lastUsed: key.lastUsedAt.map { "Last used " + when($0) } ?? "Not used to sign in yet",
                removePath: JamaalRoute.removePasskey.path(ID(key.id)))
        }
        self.notice = notice
        optionsPath = JamaalRoute.passkeyRegistrationOptions.path()
        registerPath = JamaalRoute.registerPasskey.path()
        maximumNameLength = Passkey.maximumNameLength
        self.suggestedName = suggestedName
        devicesPath = JamaalRoute.devices.path()
    }
}
