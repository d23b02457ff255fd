import Database
import Foundation

/// How a reminder was handled.
public enum ReminderHandling: String, Sendable, CaseIterable {
    /// Shown as a system notification by one open page.
    case notified
    /// Cleared from Today's in-app list of missed reminders.
    case cleared
}

/// The handled reminders (``JamaalSchema`` 100): each id once.
///
///     let fresh = try store.write { db in try reminders.filter { try db.claimReminder($0.id, dueAt: $0.at, how: .notified, now: now) } }
extension StoreConnection {
    /// The ids of reminders due at or after `since` that were already handled (only those handled `how`, if given).
    public func handledReminderIDs(dueSince since: Date, how: ReminderHandling? = nil) throws -> Set<String> {
        let only = how == nil ? "" : " AND how = $2"
        return Set(
            try query(
                "SELECT id FROM reminder_deliveries WHERE person_id = :me AND due_at >= $1\(only)",
                [SQLValue(since)] + (how.map { [.text($0.rawValue)] } ?? [])
            ).map { try $0.string("id") })
    }

    /// Records reminder `id` as handled; true only for the first caller (a second page, a reload, gets false).
    @discardableResult
    public func claimReminder(_ id: String, dueAt: Date, how: ReminderHandling, now: Date) throws -> Bool {
        try execute(
            "INSERT INTO reminder_deliveries (person_id, id, due_at, how, handled_at) VALUES (:me, $1, $2, $3, $4) ON CONFLICT (person_id, id) DO NOTHING",
            [.text(id), SQLValue(dueAt), .text(how.rawValue), SQLValue(now)]) > 0
    }

    /// Forgets every handled reminder (ST-08's Delete my data).
    public func forgetHandledReminders() throws {
        try execute("DELETE FROM reminder_deliveries WHERE person_id = :me", [])
    }
}
