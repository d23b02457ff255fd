import Accounts
import Database

/// QuranFlow's migrations, in order: the accounts module's (1–99), the job table (50), then the app's own (from 100):
/// the programme and the weekly loop here (100–105), sessions, booking, the live class and notification settings in
/// QuranFlowSchema+Sessions.swift (from 106).
public enum QuranFlowSchema {
    public static let migrations: [Migration] =
        AccountsSchema.migrations + [JobQueue.migration(version: 50)] + programme + sessions + announcements + messaging + reports
        + delivery + ambient + billing + script + personal + coachProfile + avatars + audit + mediaJobs + curriculum + enrolment
        + adminSessions

    /// The programme, media and the weekly loop (100–105).
    static let programme: [Migration] = [
        Migration(
            version: 100, name: "programme",
            sql: """
                CREATE TABLE programme_settings (
                    id TEXT PRIMARY KEY CHECK (id = 'programme'),
                    name TEXT NOT NULL,
                    zone TEXT NOT NULL,
                    revoke_window_minutes INTEGER NOT NULL CHECK (revoke_window_minutes BETWEEN 5 AND 10)
                );
                CREATE TABLE levels (
                    number INTEGER PRIMARY KEY CHECK (number >= 1),
                    name TEXT NOT NULL
                );
                CREATE TABLE terms (
                    id TEXT PRIMARY KEY,
                    name TEXT NOT NULL,
                    first_monday TEXT NOT NULL,
                    week_count INTEGER NOT NULL CHECK (week_count BETWEEN 1 AND 52),
                    level_number INTEGER NOT NULL REFERENCES levels(number),
                    outcome TEXT NOT NULL DEFAULT ''
                );
                CREATE TABLE cohorts (
                    id TEXT PRIMARY KEY,
                    name TEXT NOT NULL,
                    term_id TEXT NOT NULL REFERENCES terms(id)
                );
                CREATE TABLE coaches (
                    account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
                    display_name TEXT NOT NULL,
                    credential TEXT NOT NULL DEFAULT ''
                );
                CREATE TABLE students (
                    account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
                    short_name TEXT NOT NULL,
                    level_number INTEGER NOT NULL REFERENCES levels(number),
                    coach_id TEXT REFERENCES coaches(account_id)
                );
                CREATE TABLE enrolments (
                    student_id TEXT NOT NULL REFERENCES students(account_id) ON DELETE CASCADE,
                    cohort_id TEXT NOT NULL REFERENCES cohorts(id),
                    PRIMARY KEY (student_id, cohort_id)
                );
                CREATE TABLE lesson_parts (
                    term_id TEXT NOT NULL REFERENCES terms(id),
                    number INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    PRIMARY KEY (term_id, number)
                );
                CREATE TABLE lessons (
                    term_id TEXT NOT NULL REFERENCES terms(id),
                    week INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    part_number INTEGER NOT NULL,
                    video_count INTEGER NOT NULL,
                    recording_count INTEGER NOT NULL,
                    minutes INTEGER NOT NULL,
                    assignment TEXT NOT NULL,
                    focal_ayah TEXT NOT NULL,
                    PRIMARY KEY (term_id, week)
                );
                CREATE TABLE live_sessions (
                    id TEXT PRIMARY KEY,
                    term_id TEXT NOT NULL REFERENCES terms(id),
                    kind TEXT NOT NULL,
                    title TEXT NOT NULL,
                    teacher_id TEXT NOT NULL REFERENCES coaches(account_id),
                    weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
                    start_time TEXT NOT NULL,
                    zone TEXT NOT NULL,
                    duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0),
                    meeting_link TEXT NOT NULL,
                    covered TEXT NOT NULL DEFAULT '',
                    student_id TEXT REFERENCES students(account_id)
                );
                CREATE INDEX live_sessions_by_term ON live_sessions(term_id);
                CREATE TABLE submissions (
                    id TEXT PRIMARY KEY,
                    student_id TEXT NOT NULL REFERENCES students(account_id),
                    term_id TEXT NOT NULL REFERENCES terms(id),
                    week INTEGER NOT NULL,
                    attempt INTEGER NOT NULL CHECK (attempt IN (1, 2)),
                    submitted_at BIGINT NOT NULL,
                    revoke_window_closes_at BIGINT NOT NULL,
                    status TEXT NOT NULL,
                    duration_seconds INTEGER NOT NULL
                );
                CREATE INDEX submissions_by_student ON submissions(student_id, term_id, week);
                CREATE INDEX submissions_by_status ON submissions(status, revoke_window_closes_at);
                """),
        Migration(
            version: 101, name: "programme revision",
            sql: """
                CREATE TABLE programme_revision (
                    id TEXT PRIMARY KEY CHECK (id = 'programme'),
                    revision BIGINT NOT NULL
                );
                INSERT INTO programme_revision (id, revision) VALUES ('programme', 0);
                """),
        // Demo and uploaded media files (see Media/MediaStore.swift); paths are relative to <data>/media/.
        Migration(
            version: 102, name: "media",
            sql: """
                CREATE TABLE media (
                    id TEXT PRIMARY KEY,
                    kind TEXT NOT NULL CHECK (kind IN ('lessonVideo', 'sessionRecording', 'recitation', 'coachNote')),
                    owner TEXT NOT NULL,
                    position INTEGER NOT NULL DEFAULT 1,
                    title TEXT NOT NULL DEFAULT '',
                    path TEXT NOT NULL UNIQUE,
                    content_type TEXT NOT NULL,
                    bytes BIGINT NOT NULL CHECK (bytes > 0),
                    duration_ms BIGINT NOT NULL CHECK (duration_ms > 0),
                    peaks TEXT,
                    created_at BIGINT NOT NULL,
                    UNIQUE (kind, owner, position)
                );
                CREATE INDEX media_by_owner ON media(owner);
                """),
        Migration(
            version: 103, name: "substitutions and shared notes",
            sql: """
                CREATE TABLE session_substitutions (
                    session_id TEXT NOT NULL REFERENCES live_sessions(id),
                    owner_date TEXT NOT NULL,
                    teacher_id TEXT NOT NULL REFERENCES coaches(account_id),
                    PRIMARY KEY (session_id, owner_date)
                );
                CREATE TABLE student_notes (
                    id TEXT PRIMARY KEY,
                    student_id TEXT NOT NULL REFERENCES students(account_id),
                    author_id TEXT NOT NULL REFERENCES coaches(account_id),
                    body TEXT NOT NULL,
                    shared INTEGER NOT NULL CHECK (shared IN (0, 1)),
                    created_at BIGINT NOT NULL
                );
                CREATE INDEX student_notes_by_student ON student_notes(student_id, created_at);
                """),
        // The student's side of the weekly loop (Persistence/SubmissionStore.swift, PlaybackStore.swift): one standing
        // submission per attempt (backs up SubmitDecision under a race), revoked submissions kept as a record while their
        // rows and recordings go, revoke windows closed by their job, and where each account is in each lesson video.
        Migration(
            version: 104, name: "submitting and watching",
            sql: """
                CREATE UNIQUE INDEX submissions_one_per_attempt ON submissions(student_id, term_id, week, attempt);
                CREATE TABLE submission_revocations (
                    submission_id TEXT PRIMARY KEY,
                    student_id TEXT NOT NULL REFERENCES students(account_id),
                    term_id TEXT NOT NULL REFERENCES terms(id),
                    week INTEGER NOT NULL,
                    attempt INTEGER NOT NULL,
                    submitted_at BIGINT NOT NULL,
                    revoked_at BIGINT NOT NULL
                );
                CREATE INDEX submission_revocations_by_student ON submission_revocations(student_id, term_id, week);
                CREATE TABLE revoke_window_closures (
                    submission_id TEXT PRIMARY KEY REFERENCES submissions(id) ON DELETE CASCADE,
                    closed_at BIGINT NOT NULL
                );
                CREATE TABLE playback_positions (
                    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    media_id TEXT NOT NULL,
                    position_ms BIGINT NOT NULL CHECK (position_ms >= 0),
                    furthest_ms BIGINT NOT NULL CHECK (furthest_ms >= 0),
                    watched_at BIGINT,
                    updated_at BIGINT NOT NULL,
                    PRIMARY KEY (account_id, media_id)
                );
                """),
        // The coach's side of the weekly loop (see Persistence/ReviewStore.swift): one review per submission, its
        // word-anchored marks, notes (for the student or private to the coach), active-review-time events, the
        // students' notifications and practice takes. The coach's audio reply is a `coachNote` in `media`.
        Migration(
            version: 105, name: "reviews, notifications, practice",
            sql: """
                CREATE TABLE reviews (
                    submission_id TEXT PRIMARY KEY REFERENCES submissions(id) ON DELETE CASCADE,
                    coach_id TEXT NOT NULL REFERENCES coaches(account_id),
                    outcome TEXT CHECK (outcome IN ('accepted', 'anotherAttempt')),
                    started_at BIGINT NOT NULL,
                    sent_at BIGINT,
                    send_key TEXT UNIQUE,
                    heard_at BIGINT
                );
                CREATE TABLE review_marks (
                    id TEXT PRIMARY KEY,
                    submission_id TEXT NOT NULL REFERENCES reviews(submission_id) ON DELETE CASCADE,
                    kind TEXT NOT NULL CHECK (kind IN ('correction', 'praise')),
                    surah INTEGER NOT NULL,
                    ayah INTEGER NOT NULL,
                    word_index INTEGER NOT NULL CHECK (word_index >= 1),
                    title TEXT NOT NULL,
                    detail TEXT NOT NULL,
                    category TEXT NOT NULL,
                    playhead_ms BIGINT NOT NULL CHECK (playhead_ms >= 0),
                    created_at BIGINT NOT NULL
                );
                CREATE INDEX review_marks_by_submission ON review_marks(submission_id);
                CREATE TABLE review_notes (
                    id TEXT PRIMARY KEY,
                    submission_id TEXT NOT NULL REFERENCES reviews(submission_id) ON DELETE CASCADE,
                    audience TEXT NOT NULL CHECK (audience IN ('student', 'privateToCoach')),
                    body TEXT NOT NULL,
                    playhead_ms BIGINT,
                    created_at BIGINT NOT NULL
                );
                CREATE INDEX review_notes_by_submission ON review_notes(submission_id, created_at);
                CREATE TABLE review_activity (
                    submission_id TEXT NOT NULL REFERENCES reviews(submission_id) ON DELETE CASCADE,
                    kind TEXT NOT NULL CHECK (kind IN ('open', 'play', 'mark', 'type', 'record', 'close')),
                    at BIGINT NOT NULL,
                    lasting_ms BIGINT NOT NULL DEFAULT 0
                );
                CREATE INDEX review_activity_by_submission ON review_activity(submission_id, at);
                CREATE TABLE notifications (
                    id TEXT PRIMARY KEY,
                    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL,
                    title TEXT NOT NULL,
                    detail TEXT NOT NULL,
                    target TEXT NOT NULL,
                    created_at BIGINT NOT NULL,
                    read_at BIGINT
                );
                CREATE INDEX notifications_by_account ON notifications(account_id, created_at);
                CREATE TABLE practice_takes (
                    id TEXT PRIMARY KEY,
                    submission_id TEXT NOT NULL REFERENCES reviews(submission_id) ON DELETE CASCADE,
                    mark_number INTEGER NOT NULL CHECK (mark_number >= 1),
                    path TEXT NOT NULL UNIQUE,
                    content_type TEXT NOT NULL,
                    bytes BIGINT NOT NULL CHECK (bytes > 0),
                    duration_ms BIGINT NOT NULL CHECK (duration_ms > 0),
                    peaks TEXT,
                    created_at BIGINT NOT NULL,
                    UNIQUE (submission_id, mark_number)
                );
                """),
    ]
}
