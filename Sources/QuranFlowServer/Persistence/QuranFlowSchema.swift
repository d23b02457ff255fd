import Accounts
import Database

/// QuranFlow's migrations, in order: the accounts module's (1–99), the job table (50), then the app's own (from 100).
public enum QuranFlowSchema {
    public static let migrations: [Migration] = AccountsSchema.migrations + [
        JobQueue.migration(version: 50),
        Migration(version: 100, name: "programme", sql: """
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
        Migration(version: 101, name: "programme revision", sql: """
            CREATE TABLE programme_revision (
                id TEXT PRIMARY KEY CHECK (id = 'programme'),
                revision BIGINT NOT NULL
            );
            INSERT INTO programme_revision (id, revision) VALUES ('programme', 0);
            """),
        // Demo and uploaded media files (see Media/MediaStore.swift); paths are relative to <data>/media/.
        Migration(version: 102, name: "media", sql: """
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
        Migration(version: 103, name: "substitutions and shared notes", sql: """
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
        Migration(version: 104, name: "submitting and watching", sql: """
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
        Migration(version: 105, name: "reviews, notifications, practice", sql: """
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
        // Sessions: per-person reminders (an item is "session:<id>" or "deadline"), the in-app notifications they
        // make (deep-linking to the session detail; unique per meeting so a re-run job adds nothing), and the push
        // outbox a push sender would deliver (see Persistence/ReminderStore.swift).
        Migration(version: 106, name: "session reminders", sql: """
            CREATE TABLE session_reminders (
                account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                item TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                PRIMARY KEY (account_id, item)
            );
            CREATE TABLE session_notifications (
                id TEXT PRIMARY KEY,
                account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                item TEXT NOT NULL,
                occurs_at BIGINT NOT NULL,
                title TEXT NOT NULL,
                body TEXT NOT NULL,
                link TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                read_at BIGINT,
                UNIQUE (account_id, item, occurs_at)
            );
            CREATE INDEX session_notifications_by_account ON session_notifications(account_id, created_at);
            CREATE TABLE push_outbox (
                id TEXT PRIMARY KEY,
                account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                title TEXT NOT NULL,
                body TEXT NOT NULL,
                link TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                sent_at BIGINT
            );
            """),
        // Sessions, continued: how far each person has got through each session recording (furthest position), and
        // each person's private calendar-feed token (a secret URL they can reset), and the live class: one row per
        // meeting run (Start/End by the coach, the speaking turn, the verse) and attendance logged from presence; and
        // Year-2 one-to-ones: coaches' weekly availability, bookings (series and singles, whole as JSON), and the slot
        // occurrences they hold under a primary key — one student per occurrence, enforced here under any concurrency.
        Migration(version: 107, name: "recording progress, calendar feeds, live class, one-to-one bookings", sql: """
            CREATE TABLE live_rooms (
                session_id TEXT NOT NULL REFERENCES live_sessions(id),
                owner_date TEXT NOT NULL,
                started_at BIGINT,
                ended_at BIGINT,
                started_by TEXT REFERENCES accounts(id),
                speaking_id TEXT,
                verse TEXT,
                PRIMARY KEY (session_id, owner_date)
            );
            CREATE TABLE coach_availability (
                coach_id TEXT NOT NULL REFERENCES coaches(account_id) ON DELETE CASCADE,
                weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
                start_minute INTEGER NOT NULL,
                end_minute INTEGER NOT NULL,
                CHECK (0 <= start_minute AND start_minute < end_minute AND end_minute <= 1440),
                PRIMARY KEY (coach_id, weekday, start_minute)
            );
            CREATE TABLE one_to_one_bookings (
                id TEXT PRIMARY KEY,
                kind TEXT NOT NULL CHECK (kind IN ('series', 'single')),
                student_id TEXT NOT NULL REFERENCES students(account_id),
                term_id TEXT NOT NULL REFERENCES terms(id),
                coach_id TEXT NOT NULL REFERENCES coaches(account_id),
                body TEXT NOT NULL,
                updated_at BIGINT NOT NULL
            );
            CREATE INDEX one_to_one_bookings_by_coach ON one_to_one_bookings(coach_id, term_id);
            CREATE TABLE student_availability (
                student_id TEXT PRIMARY KEY REFERENCES students(account_id) ON DELETE CASCADE,
                zone TEXT NOT NULL,
                cells TEXT NOT NULL,
                recorded_at BIGINT NOT NULL
            );
            CREATE TABLE held_slots (
                slot_key TEXT PRIMARY KEY,
                booking_id TEXT NOT NULL REFERENCES one_to_one_bookings(id),
                student_id TEXT NOT NULL REFERENCES students(account_id)
            );
            CREATE TABLE live_attendance (
                session_id TEXT NOT NULL REFERENCES live_sessions(id),
                owner_date TEXT NOT NULL,
                account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                first_seen_at BIGINT NOT NULL,
                last_seen_at BIGINT NOT NULL,
                PRIMARY KEY (session_id, owner_date, account_id)
            );
            CREATE TABLE calendar_feeds (
                account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
                token TEXT NOT NULL UNIQUE,
                created_at BIGINT NOT NULL
            );
            CREATE TABLE recording_progress (
                account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                media_id TEXT NOT NULL REFERENCES media(id) ON DELETE CASCADE,
                position_ms BIGINT NOT NULL CHECK (position_ms >= 0),
                updated_at BIGINT NOT NULL,
                PRIMARY KEY (account_id, media_id)
            );
            """),
        // The weekly loop's gaps: a coach's reopening of one closed week for one student until a stated instant
        // (``WeekReopening``; every one kept, the rule reads the active one), and each media file's transcript (the
        // lesson videos' spoken scripts; NULL when there is none, so no teaser is shown).
        Migration(version: 108, name: "week reopenings, media transcripts", sql: """
            CREATE TABLE week_reopenings (
                id TEXT PRIMARY KEY,
                student_id TEXT NOT NULL REFERENCES students(account_id) ON DELETE CASCADE,
                term_id TEXT NOT NULL REFERENCES terms(id),
                week INTEGER NOT NULL,
                coach_id TEXT NOT NULL REFERENCES coaches(account_id),
                reopened_at BIGINT NOT NULL,
                until_at BIGINT NOT NULL,
                CHECK (until_at > reopened_at)
            );
            CREATE INDEX week_reopenings_by_student ON week_reopenings(student_id, term_id);
            ALTER TABLE media ADD COLUMN transcript TEXT;
            """),
        // A coach's own meeting link (Zoom), which a booked one-to-one's Join opens.
        Migration(version: 109, name: "coach meeting links", sql: """
            ALTER TABLE coaches ADD COLUMN meeting_link TEXT NOT NULL DEFAULT '';
            """),
        // The live class of a booked one-to-one: the same run and attendance as a group meeting's (live_rooms,
        // live_attendance), keyed by the booking's id as the screens and URLs carry it (the series' or single's own id,
        // without one_to_one_bookings' "series:"/"single:" prefix; bookings are never deleted) and the coach's date of
        // that week's meeting.
        Migration(version: 111, name: "one-to-one live rooms", sql: """
            CREATE TABLE one_to_one_rooms (
                booking_id TEXT NOT NULL,
                owner_date TEXT NOT NULL,
                started_at BIGINT,
                ended_at BIGINT,
                started_by TEXT REFERENCES accounts(id),
                speaking_id TEXT,
                verse TEXT,
                PRIMARY KEY (booking_id, owner_date)
            );
            CREATE TABLE one_to_one_attendance (
                booking_id TEXT NOT NULL,
                owner_date TEXT NOT NULL,
                account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                first_seen_at BIGINT NOT NULL,
                last_seen_at BIGINT NOT NULL,
                PRIMARY KEY (booking_id, owner_date, account_id)
            );
            """),
        // Notification settings (SakNotifSettings): one row per account that changed anything (no row = the defaults:
        // push on, every type on, Weekly digest off). Booleans as 0/1. See Persistence/NotificationPreferencesStore.swift.
        Migration(version: 112, name: "notification preferences", sql: """
            CREATE TABLE notification_preferences (
                account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
                push_enabled INTEGER NOT NULL CHECK (push_enabled IN (0, 1)),
                session_reminders INTEGER NOT NULL CHECK (session_reminders IN (0, 1)),
                feedback_alerts INTEGER NOT NULL CHECK (feedback_alerts IN (0, 1)),
                deadline_reminders INTEGER NOT NULL CHECK (deadline_reminders IN (0, 1)),
                announcements INTEGER NOT NULL CHECK (announcements IN (0, 1)),
                weekly_digest INTEGER NOT NULL CHECK (weekly_digest IN (0, 1)),
                updated_at BIGINT NOT NULL
            );
            """),
        // The live class across server processes (LivePresenceStore): one row per open live-class screen (its event
        // stream) with the process holding it and that process's latest heartbeat (rows older than
        // LivePresence.staleAfter do not count and are swept); raised hands per room and person; and a version per room,
        // bumped in the same transaction as every change a viewer sees, which each process polls for its own rooms.
        // Rooms are named "group:<session>/<date>" or "one-to-one:<booking>/<date>" (LiveClassStore.room).
        Migration(version: 113, name: "live class presence across processes", sql: """
            CREATE TABLE live_presence (
                connection_id TEXT PRIMARY KEY,
                process_id TEXT NOT NULL,
                room TEXT NOT NULL,
                account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                is_coach INTEGER NOT NULL CHECK (is_coach IN (0, 1)),
                joined_at BIGINT NOT NULL,
                heartbeat_at BIGINT NOT NULL
            );
            CREATE INDEX live_presence_by_room ON live_presence(room);
            CREATE INDEX live_presence_by_process ON live_presence(process_id);
            CREATE TABLE live_hands (
                room TEXT NOT NULL,
                account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                raised_at BIGINT NOT NULL,
                PRIMARY KEY (room, account_id)
            );
            CREATE TABLE live_room_versions (
                room TEXT PRIMARY KEY,
                version BIGINT NOT NULL
            );
            """),
    ]
}
