import Accounts
import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// One person's logged presence across live meetings, group and one-to-one (migrations 107 and 111), for Profile's
/// attendance stat (``AttendanceShare``).
///
/// ```swift
/// let spans = try AttendanceStore(database: db).presence(of: sarah.id, since: arc.interval(ofWeek: 1).start)
/// ```
public struct AttendanceStore: Sendable {
    public let database: any Database

    public init(database: any Database) {
        self.database = database
    }

    /// Every span of `account` whose first moment is at or after `since`, oldest first.
    public func presence(of account: ID<Account>, since: Date) throws -> [PresenceSpan] {
        try database.read { db in
            var spans: [PresenceSpan] = []
            for (room, table, key) in [
                (PresenceSpan.Room.group, "live_attendance", "session_id"), (.oneToOne, "one_to_one_attendance", "booking_id"),
            ] {
                let rows = try db.query(
                    """
                    SELECT \(key) AS meeting, owner_date, first_seen_at, last_seen_at FROM \(table)
                    WHERE account_id = $1 AND first_seen_at >= $2 ORDER BY first_seen_at
                    """, [.text(account.rawValue), SQLValue(since)])
                for row in rows {
                    guard let date = LocalDate(iso: try row.string("owner_date")) else { continue }
                    spans.append(
                        PresenceSpan(
                            room: room, meetingID: try row.string("meeting"), ownerDate: date, firstSeen: try row.date("first_seen_at"),
                            lastSeen: try row.date("last_seen_at")))
                }
            }
            return spans.sorted { $0.firstSeen < $1.firstSeen }
        }
    }
}
