import Database

extension QuranFlowSchema {
    /// Coach reassignments (165): who moved which student to which coach from which week, decided by whom and when,
    /// and when it was applied (a later week's change waits for its Monday in the student's zone).
    static let enrolment: [Migration] = [
        Migration(
            version: 165, name: "coach reassignments",
            sql: """
                CREATE TABLE coach_reassignments (
                    id TEXT PRIMARY KEY,
                    student_id TEXT NOT NULL REFERENCES students(account_id) ON DELETE CASCADE,
                    term_id TEXT NOT NULL REFERENCES terms(id),
                    from_coach_id TEXT NOT NULL REFERENCES coaches(account_id),
                    to_coach_id TEXT NOT NULL REFERENCES coaches(account_id),
                    from_week INTEGER NOT NULL CHECK (from_week >= 1),
                    effective_at BIGINT NOT NULL,
                    decided_by TEXT NOT NULL,
                    decided_at BIGINT NOT NULL,
                    applied_at BIGINT,
                    outcome TEXT NOT NULL DEFAULT ''
                );
                CREATE INDEX coach_reassignments_by_student ON coach_reassignments(student_id, decided_at);
                """)
    ]
}
