import Database

extension QuranFlowSchema {
    /// Personal details (135, issue 16): what a student adds to their account (`personal_details`: pronunciation hint,
    /// date of birth, E.164 phone), email changes waiting for the link sent to the new address (`email_changes`, the
    /// token stored as its SHA-256 digest), and the deadlines a week kept when its student changed city
    /// (`kept_deadlines`, see ``ZoneChange``).
    static let personal: [Migration] = [
        Migration(
            version: 135, name: "personal details, email changes, kept deadlines",
            sql: """
                CREATE TABLE personal_details (
                    account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
                    pronunciation TEXT,
                    date_of_birth TEXT,
                    phone TEXT
                );
                CREATE TABLE email_changes (
                    token_digest TEXT PRIMARY KEY,
                    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    new_email TEXT NOT NULL,
                    created_at BIGINT NOT NULL,
                    expires_at BIGINT NOT NULL,
                    used_at BIGINT
                );
                CREATE INDEX email_changes_by_account ON email_changes(account_id, created_at);
                CREATE TABLE kept_deadlines (
                    student_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    term_id TEXT NOT NULL REFERENCES terms(id) ON DELETE CASCADE,
                    week INTEGER NOT NULL CHECK (week BETWEEN 1 AND 52),
                    deadline_at BIGINT NOT NULL,
                    PRIMARY KEY (student_id, term_id, week)
                );
                """)
    ]
}
