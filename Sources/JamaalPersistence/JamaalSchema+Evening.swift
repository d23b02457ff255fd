import Database

extension JamaalSchema {
    /// 60–69: the evening — Night Planning sessions and the evening's small marks (#18). Append here.
    static let evening: [Migration] = [
        Migration(
            version: 60, name: "evening: night planning sessions (one per planned day and flow) and evening marks",
            sql: """
                CREATE TABLE night_sessions (
                    day TEXT NOT NULL,
                    flow TEXT NOT NULL,
                    confirmed INTEGER NOT NULL,
                    body TEXT NOT NULL,
                    PRIMARY KEY (day, flow)
                );
                CREATE INDEX night_sessions_confirmed ON night_sessions (flow, confirmed);
                CREATE TABLE evening_marks (
                    name TEXT PRIMARY KEY,
                    value TEXT NOT NULL
                )
                """)
    ]
}
