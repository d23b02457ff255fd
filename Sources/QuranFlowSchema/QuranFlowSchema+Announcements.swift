import Database

extension QuranFlowSchema {
    /// Announcements and moved meetings (118 onwards).
    static let announcements: [Migration] = [
        // Announcements (see Persistence/AnnouncementStore.swift): each post with its audience in its wire form
        // ("everyone", "level:2", "year:1", "cohort:<id>"), its kind, author, pin, publish time, and when its
        // notifications went out (`fanned_out_at`, set once, in the transaction that writes them — so a scheduled
        // post notifies exactly once however many workers run its job). Per student: the posts they have seen. A
        // notification row made by a post names it (`announcement_id`), so unpublishing takes the rows away.
        // Moved meetings: one group-session meeting moved to another date and time (``SessionMove``), read by the one
        // function that makes a session's meetings.
        Migration(
            version: 118, name: "announcements and moved meetings",
            sql: """
                CREATE TABLE announcements (
                    id TEXT PRIMARY KEY,
                    title TEXT NOT NULL,
                    body TEXT NOT NULL,
                    audience TEXT NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('general', 'schedule')),
                    author_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    author_name TEXT NOT NULL,
                    author_role TEXT NOT NULL CHECK (author_role IN ('coach', 'admin')),
                    pinned INTEGER NOT NULL CHECK (pinned IN (0, 1)),
                    publish_at BIGINT NOT NULL,
                    created_at BIGINT NOT NULL,
                    edited_at BIGINT,
                    unpublished_at BIGINT,
                    fanned_out_at BIGINT
                );
                CREATE INDEX announcements_by_publish ON announcements(publish_at);
                CREATE TABLE announcement_seen (
                    announcement_id TEXT NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
                    student_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    seen_at BIGINT NOT NULL,
                    PRIMARY KEY (announcement_id, student_id)
                );
                ALTER TABLE notifications ADD COLUMN announcement_id TEXT;
                CREATE INDEX notifications_by_announcement ON notifications(announcement_id);
                CREATE TABLE session_moves (
                    session_id TEXT NOT NULL REFERENCES live_sessions(id) ON DELETE CASCADE,
                    original_date TEXT NOT NULL,
                    new_date TEXT NOT NULL,
                    new_time TEXT NOT NULL,
                    moved_at BIGINT NOT NULL,
                    PRIMARY KEY (session_id, original_date)
                );
                """)
    ]
}
