import Database

extension JamaalSchema {
    /// 250: each device's reminders (#42: reminders become jobs, and ST-03's switch is per device). When a reminder
    /// falls due, the person's reminder job (or the first page to ask) queues it once for every device of theirs with
    /// reminders on: one row per device and reminder (the key makes a second queueing change nothing), with what the
    /// notification says and opens, when it was due and until when it is still worth showing. A device's page takes its
    /// rows once (`shown_at`). Owned (`person_id` in the key; row-level security on PostgreSQL); kept a day.
    static let deviceReminders: [Migration] = [
        Migration(
            version: 250, name: "device reminders: each due reminder queued once for each device with reminders on",
            sqlite: deviceRemindersSQL(bigint: "INTEGER"),
            postgres: deviceRemindersSQL(bigint: "BIGINT") + ";\n" + rowLevelSecurity(ownedTables: ["device_reminders"]))
    ]

    static func deviceRemindersSQL(bigint: String) -> String {
        """
        CREATE TABLE device_reminders (
            person_id TEXT NOT NULL,
            device_id TEXT NOT NULL,
            reminder_id TEXT NOT NULL,
            kind TEXT NOT NULL,
            title TEXT NOT NULL,
            body TEXT NOT NULL,
            url TEXT NOT NULL,
            due_at \(bigint) NOT NULL,
            fresh_until \(bigint) NOT NULL,
            shown_at \(bigint),
            PRIMARY KEY (person_id, device_id, reminder_id)
        );
        CREATE INDEX device_reminders_waiting ON device_reminders (person_id, device_id, shown_at, fresh_until)
        """
    }
}
