import Database
import Foundation

/// One reminder as a device shows it: what the notification says and what tapping it opens.
public struct QueuedReminder: Hashable, Sendable {
    public let id: String
    /// ``JamaalCore/Reminder/Kind``'s raw value.
    public let kind: String
    public let title: String
    public let body: String
    /// The path tapping it opens.
    public let url: String
    public let dueAt: Date
    /// Until when it is still worth showing as a notification.
    public let freshUntil: Date

    public init(id: String, kind: String, title: String, body: String, url: String, dueAt: Date, freshUntil: Date) {
        self.id = id
        self.kind = kind
        self.title = title
        self.body = body
        self.url = url
        self.dueAt = dueAt
        self.freshUntil = freshUntil
    }
}

/// Each device's reminders (``JamaalSchema`` 250): a due reminder queued once for every device of the owner with
/// reminders on, and taken once by that device's page.
///
///     try db.queue(reminder, forDevices: try db.devicesWithReminders(now: now), now: now)
///     let shown = try db.takeReminders(device: deviceID, now: now)
extension StoreConnection {
    /// The owner's signed-in devices with ST-03's "Send reminders on this device" on.
    public func devicesWithReminders(now: Date) throws -> [String] {
        try query(
            "SELECT id FROM devices WHERE person_id = :me AND reminders = 1 AND expires_at > $1 ORDER BY id", [SQLValue(now)]
        ).map { try $0.string("id") }
    }

    /// Queues `reminder` for each of `devices`; a device that has it already is left as it is. Returns how many rows
    /// were added.
    @discardableResult
    public func queue(_ reminder: QueuedReminder, forDevices devices: [String]) throws -> Int {
        var added = 0
        for device in devices {
            added += try execute(
                """
                INSERT INTO device_reminders (person_id, device_id, reminder_id, kind, title, body, url, due_at, fresh_until)
                VALUES (:me, $1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (person_id, device_id, reminder_id) DO NOTHING
                """,
                [
                    .text(device), .text(reminder.id), .text(reminder.kind), .text(reminder.title), .text(reminder.body),
                    .text(reminder.url), SQLValue(reminder.dueAt), SQLValue(reminder.freshUntil),
                ])
        }
        return added
    }

    /// The device's queued reminders still fresh at `now`, oldest first, each marked shown so no later ask takes it
    /// again; rows past a day are forgotten.
    public func takeReminders(device: String, now: Date) throws -> [QueuedReminder] {
        try execute("DELETE FROM device_reminders WHERE person_id = :me AND fresh_until < $1", [SQLValue(now.addingTimeInterval(-86_400))])
        let rows = try query(
            """
            SELECT * FROM device_reminders
            WHERE person_id = :me AND device_id = $1 AND shown_at IS NULL AND fresh_until > $2 ORDER BY due_at, reminder_id
            """, [.text(device), SQLValue(now)])
        var taken: [QueuedReminder] = []
        for row in rows {
            let reminder = QueuedReminder(
                id: try row.string("reminder_id"), kind: try row.string("kind"), title: try row.string("title"),
                body: try row.string("body"), url: try row.string("url"), dueAt: try row.date("due_at"),
                freshUntil: try row.date("fresh_until"))
            // Two asks of one device at once: only the one whose update lands takes the row.
            if try execute(
                """
                UPDATE device_reminders SET shown_at = $3
                WHERE person_id = :me AND device_id = $1 AND reminder_id = $2 AND shown_at IS NULL
                """, [.text(device), .text(reminder.id), SQLValue(now)]) == 1
            {
                taken.append(reminder)
            }
        }
        return taken
    }
}
