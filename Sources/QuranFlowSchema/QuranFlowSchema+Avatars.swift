import Database

extension QuranFlowSchema {
    /// Profile photos (145): one per account, the re-encoded 512 px JPEG's path under `<data>/media/`.
    static let avatars: [Migration] = [
        Migration(
            version: 145, name: "profile photos",
            sql: """
                CREATE TABLE avatars (
                    account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
                    relative_path TEXT NOT NULL,
                    updated_at BIGINT NOT NULL
                );
                """)
    ]
}
