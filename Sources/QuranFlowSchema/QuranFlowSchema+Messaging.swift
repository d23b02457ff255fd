import Database

extension QuranFlowSchema {
    /// Messaging after its first migration (117, with the sessions): voice messages and what a message is about.
    static let messaging: [Migration] = [
        // A voice message keeps its stored file (relative to `<data>/media/`, served only to the thread's two people),
        // its measured length (1 ms … 2 minutes) and waveform peaks (JSON). A "Voice reply" from Feedback ready names
        // the submission and its week ("About Week 7 feedback"); the week is kept so the line survives the submission.
        // The index answers "anything new since I read it?" without reading a long thread.
        Migration(
            version: 119, name: "voice messages",
            sql: """
                ALTER TABLE messages ADD COLUMN voice_path TEXT;
                ALTER TABLE messages ADD COLUMN voice_duration_ms INTEGER CHECK (voice_duration_ms BETWEEN 1 AND 120999);
                ALTER TABLE messages ADD COLUMN voice_peaks TEXT;
                ALTER TABLE messages ADD COLUMN about_submission_id TEXT REFERENCES submissions(id) ON DELETE SET NULL;
                ALTER TABLE messages ADD COLUMN about_week INTEGER CHECK (about_week BETWEEN 1 AND 15);
                CREATE INDEX messages_by_thread_time ON messages(thread_id, sent_at);
                """)
    ]
}
