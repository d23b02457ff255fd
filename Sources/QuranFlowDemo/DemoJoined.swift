import Accounts
import Foundation
import Identifiers
import QuranFlowPersistence

/// When the demo's Year 2 students really joined: before this server existed, so their accounts' join dates are
/// recorded through the same store an import would use ("Joined · Sep 2024" on Sarah's Personal details).
enum DemoJoined {
    /// Join instants by person key (the first week of their first term, Fall 2024 in the fixture; moved with the demo's
    /// current term on other dates).
    static let instants: [String: Date] = [
        "sarah": Date(timeIntervalSince1970: 1_725_372_000),  // Tue 3 Sep 2024 10:00 AM Toronto
        "khadija": Date(timeIntervalSince1970: 1_725_458_400),  // Wed 4 Sep 2024 10:00 AM Toronto
    ]

    /// Moves each listed person's join date back to when they joined (never forward).
    static func record(_ ids: [String: ID<Account>], in store: PersonalDetailsStore, calendar: DemoCalendar) throws {
        for (key, instant) in instants {
            guard let id = ids[key] else { continue }
            try store.recordJoined(calendar.instant(instant, zone: DemoWorld.programmeZone), of: id)
        }
    }
}
