import Database

extension QuranFlowSchema {
    /// The programme admin's curriculum (160, issue 20): a term's own revoke window (NULL keeps the programme's), each
    /// part's week range (NULL keeps the standard 3/6/6 split).
    static let curriculum: [Migration] = [
        Migration(
            version: 160, name: "curriculum admin: term revoke windows, part week ranges",
            sql: """
                ALTER TABLE terms ADD COLUMN revoke_window_minutes INTEGER CHECK (revoke_window_minutes BETWEEN 5 AND 10);
                ALTER TABLE lesson_parts ADD COLUMN first_week INTEGER;
                ALTER TABLE lesson_parts ADD COLUMN last_week INTEGER;
                """)
    ]
}
