import Database

extension QuranFlowSchema {
    /// The programme admin's audit log (150): who changed what that affects students, and when.
    static let audit: [Migration] = [
        Migration(
            version: 150, name: "admin audit log",
            sql: """
                CREATE TABLE admin_audit (
                    id TEXT PRIMARY KEY,
                    seq BIGINT NOT NULL,
                    at BIGINT NOT NULL,
                    actor_id TEXT,
                    actor_name TEXT NOT NULL,
                    subject_kind TEXT NOT NULL,
                    subject_id TEXT NOT NULL,
                    action TEXT NOT NULL,
                    detail TEXT NOT NULL
                );
                CREATE INDEX admin_audit_subject ON admin_audit (subject_kind, subject_id, at, seq);
                CREATE INDEX admin_audit_at ON admin_audit (at, seq);
                """)
    ]
}
