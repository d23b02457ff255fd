import Database

extension JamaalSchema {
    /// 90–99: the first launch (#19) — one row of onboarding progress. Append here.
    ///
    /// A store that already has a person (made before onboarding existed) is marked finished, so its next open is Today,
    /// not a first launch.
    static let onboarding: [Migration] = [
        Migration(
            version: 90, name: "onboarding: the first launch's progress (one row); stores with a person are already onboarded",
            sql: """
                CREATE TABLE onboarding (
                    id TEXT PRIMARY KEY CHECK (id = 'me'),
                    completed INTEGER NOT NULL,
                    body TEXT NOT NULL
                );
                INSERT INTO onboarding (id, completed, body)
                    SELECT 'me', 1, '{"reached":"ready","skipped":[],"deviceProblemShown":false,"startedAt":0,"completedAt":0}'
                    FROM person WHERE id = 'me'
                """)
    ]
}
