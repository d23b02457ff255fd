import Foundation
import JamaalCore
import JamaalPersistence
import JamaalScreens

/// Queues the reminders due now for each of the person's devices with reminders on (ST-03, per device), in the caller's
/// transaction: what the person's reminder job does at each reminder's instant (``ReminderJobs``), and what a device's
/// page does when it asks, so an open page never waits for the job's tick. Queueing twice changes nothing (one row per
/// device and reminder), so the job in one process and a page in another may both do it.
///
///     try store.write { db in try ReminderFanOut.queueDue(db, person: person, now: now) }
enum ReminderFanOut {
    /// Returns how many device rows were added.
    @discardableResult
    static func queueDue(_ db: StoreConnection, person: Person, now: Date) throws -> Int {
        let devices = try db.devicesWithReminders(now: now)
        guard !devices.isEmpty else { return 0 }
        let schedule = try ReminderSource.schedule(db, person: person, now: now)
        var added = 0
        // Shown on one device is not shown on another (each device's row says that); cleared from Today's missed list
        // by the person is done with everywhere.
        let cleared = try ReminderSource.handled(db, person: person, now: now, how: .cleared)
        for reminder in schedule.deliverable(at: now, delivered: cleared) {
            let item = DueReminders.Item(reminder)
            let queued = QueuedReminder(
                id: item.id, kind: item.kind.rawValue, title: item.title, body: item.body, url: item.url, dueAt: reminder.at,
                freshUntil: min(reminder.at.addingTimeInterval(Reminder.freshFor), reminder.expires))
            added += try db.queue(queued, forDevices: devices)
        }
        return added
    }

    /// This device's queued reminders, taken once and recorded as delivered (so Today's missed list leaves them out).
    static func take(_ db: StoreConnection, device: String, now: Date) throws -> [DueReminders.Item] {
        try db.takeReminders(device: device, now: now).compactMap { queued in
            try db.claimReminder(queued.id, dueAt: queued.dueAt, how: .notified, now: now)
            // A kind this version does not know (a newer Jamaal queued it) is not shown.
            return Reminder.Kind(rawValue: queued.kind).map {
                DueReminders.Item(id: queued.id, kind: $0, title: queued.title, body: queued.body, url: queued.url)
            }
        }
    }
}
