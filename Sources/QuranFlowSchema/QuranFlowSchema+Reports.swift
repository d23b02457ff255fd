import Database

extension QuranFlowSchema {
    /// Reports of an issue (120): each with its reporter, the context it was sent with (screen, path, app version), its
    /// text or narration, and whether the programme has dealt with it. Nothing here depends on the migrations just
    /// before it: it references only `accounts` (migration 1).
    static let reports: [Migration] = [
        Migration(
            version: 120, name: "issue reports",
            sql: """
                CREATE TABLE issue_reports (
                    id TEXT PRIMARY KEY,
                    reporter_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    reporter_name TEXT NOT NULL,
                    reporter_email TEXT NOT NULL,
                    role TEXT NOT NULL CHECK (role IN ('student', 'coach', 'admin')),
                    screen_name TEXT NOT NULL,
                    spec_id TEXT,
                    path TEXT NOT NULL,
                    app_version TEXT NOT NULL,
                    body TEXT NOT NULL,
                    narration_path TEXT,
                    narration_seconds DOUBLE PRECISION,
                    created_at BIGINT NOT NULL,
                    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
                    done_at BIGINT,
                    done_by TEXT REFERENCES accounts(id) ON DELETE SET NULL,
                    CHECK (body <> '' OR narration_path IS NOT NULL)
                );
                CREATE INDEX issue_reports_by_status ON issue_reports(status, created_at);
                """)
    ]
}
