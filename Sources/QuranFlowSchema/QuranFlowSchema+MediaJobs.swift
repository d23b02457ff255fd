import Database

extension QuranFlowSchema {
    /// Media-processing jobs (155): an admin's upload of a lesson video or a session recording, from the raw file kept
    /// under `<data>/media/<source_path>` to its `media` row. `state` runs queued → running → done | failed; `progress`
    /// is in thousandths; a running job's worker holds it until `lease_until` and renews the lease as it reports
    /// progress, so a job whose process died is claimed again once the lease has passed.
    static let mediaJobs: [Migration] = [
        Migration(
            version: 155, name: "media processing jobs",
            sql: """
                CREATE TABLE media_jobs (
                    id TEXT PRIMARY KEY,
                    kind TEXT NOT NULL CHECK (kind IN ('lessonVideo', 'sessionRecording')),
                    owner TEXT NOT NULL,
                    position INTEGER NOT NULL DEFAULT 0,
                    title TEXT NOT NULL DEFAULT '',
                    source_path TEXT NOT NULL,
                    state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
                    progress INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 1000),
                    failure TEXT,
                    media_id TEXT,
                    lease_owner TEXT,
                    lease_until BIGINT,
                    attempts INTEGER NOT NULL DEFAULT 0,
                    created_by TEXT NOT NULL,
                    created_at BIGINT NOT NULL,
                    updated_at BIGINT NOT NULL
                );
                CREATE INDEX media_jobs_by_owner ON media_jobs(owner, created_at);
                CREATE INDEX media_jobs_by_state ON media_jobs(state, lease_until);
                """)
    ]
}
