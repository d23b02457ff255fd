import Database

extension QuranFlowSchema {
    /// The programme admin's live sessions (170): single meetings cancelled or added to a weekly rule, a rule ended
    /// (removed) at an instant — meetings already held stay with their attendance and recordings — and the history of
    /// each change (who, when, what), shown on the session's admin page.
    static let adminSessions: [Migration] = [
        Migration(
            version: 170, name: "admin live sessions: cancelled and extra meetings, ended rules, their history",
            sql: """
                ALTER TABLE live_sessions ADD COLUMN ended_at BIGINT;
                CREATE TABLE session_cancellations (
                    session_id TEXT NOT NULL REFERENCES live_sessions(id),
                    owner_date TEXT NOT NULL,
                    cancelled_at BIGINT NOT NULL,
                    PRIMARY KEY (session_id, owner_date)
                );
                CREATE TABLE session_extras (
                    session_id TEXT NOT NULL REFERENCES live_sessions(id),
                    owner_date TEXT NOT NULL,
                    start_time TEXT NOT NULL,
                    added_at BIGINT NOT NULL,
                    PRIMARY KEY (session_id, owner_date)
                );
                CREATE TABLE session_changes (
                    id TEXT PRIMARY KEY,
                    session_id TEXT NOT NULL REFERENCES live_sessions(id),
                    at BIGINT NOT NULL,
                    actor_id TEXT,
                    actor_name TEXT NOT NULL,
                    action TEXT NOT NULL,
                    detail TEXT NOT NULL
                );
                CREATE INDEX session_changes_by_session ON session_changes(session_id, at);
                """)
    ]
}
