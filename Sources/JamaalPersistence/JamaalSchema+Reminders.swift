import Database

extension JamaalSchema {
    /// 100–109: reminders that fire (#19). Append here.
    ///
    /// One row per reminder id once it has been handled — shown as a system notification by one page, or cleared from
    /// Today's in-app list — so no reminder fires twice across pages, reloads or restarts. The primary key is the claim:
    /// two pages asking at once race on one insert, and only one of them gets the row.
    static let reminders: [Migration] = [
        Migration(
            version: 100, name: "reminders: handled reminder ids (delivered once across pages)",
            sql: """
                CREATE TABLE reminder_deliveries (
                    id TEXT PRIMARY KEY,
                    due_at INTEGER NOT NULL,
                    how TEXT NOT NULL,
                    handled_at INTEGER NOT NULL
                );
                CREATE INDEX reminder_deliveries_by_due ON reminder_deliveries (due_at)
                """)
    ]
}
