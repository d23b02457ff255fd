import Database

extension QuranFlowSchema {
    /// The Qur'an script and onboarding (130, issue 16): each account's chosen face and size (`quran_script_choices`;
    /// no row reads as the standard choice), and a student's onboarding progress (`onboarding_progress`: the step
    /// reached, or finished). Only accounts made after this feature get a progress row when they are created, so the
    /// demo's people and every earlier account count as onboarded.
    static let script: [Migration] = [
        Migration(
            version: 130, name: "quran script choices and onboarding progress",
            sql: """
                CREATE TABLE quran_script_choices (
                    account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
                    face TEXT NOT NULL CHECK (face IN ('amiri-quran', 'amiri', 'noto-naskh')),
                    points INTEGER NOT NULL CHECK (points BETWEEN 18 AND 36),
                    updated_at BIGINT NOT NULL
                );
                CREATE TABLE onboarding_progress (
                    account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
                    step INTEGER NOT NULL CHECK (step BETWEEN 1 AND 6),
                    finished_at BIGINT,
                    updated_at BIGINT NOT NULL
                );
                """)
    ]
}
