import Accounts
import Database

/// QuranFlow's migrations, in order: the accounts module's (1–99), then the job table, then the app's own (from 100).
public enum QuranFlowSchema {
    public static let migrations: [Migration] = AccountsSchema.migrations + [
        JobQueue.migration(version: 50),
    ]
}
