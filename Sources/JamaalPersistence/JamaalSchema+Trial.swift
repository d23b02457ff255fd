import Database

extension JamaalSchema {
    /// 80–89: the trial and the subscription (#19) — the device's entitlement, not the person's data: Delete my data
    /// leaves these tables as they are (so deleting does not restart the trial), and the export does not carry them.
    static let trial: [Migration] = [
        Migration(
            version: 80, name: "trial: the trial's start (one row), the paywall's last day, verified subscriptions",
            sql: """
                CREATE TABLE trial_start (
                    id TEXT PRIMARY KEY CHECK (id = 'device'),
                    started_at INTEGER NOT NULL
                );
                CREATE TABLE paywall_shown (
                    id TEXT PRIMARY KEY CHECK (id = 'device'),
                    day TEXT NOT NULL
                );
                CREATE TABLE subscriptions (
                    original_transaction_id TEXT PRIMARY KEY,
                    product TEXT NOT NULL,
                    expires_at INTEGER NOT NULL,
                    transaction_id TEXT NOT NULL,
                    verified_at INTEGER NOT NULL
                )
                """)
    ]
}
