import Database

extension QuranFlowSchema {
    /// Sessions and their reminders, calendars, the live class, one-to-one bookings, reopened weeks and transcripts,
    /// notification settings (106 onwards; new migrations are appended here).
    static let sessions: [Migration] = [
        // Sessions: per-person reminders (an item is "session:<id>" or "deadline"), the in-app notifications they
        // make (deep-linking to the session detail; unique per meeting so a re-run job adds nothing), and the push
        // outbox a push sender would deliver (see Persistence/ReminderStore.swift).
        Migration(
            version: 106, name: "session reminders",
            sql: """
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
        Migration(
            version: 107, name: "recording progress, calendar feeds, live class, one-to-one bookings",
            sql: """
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
        Migration(
            version: 108, name: "week reopenings, media transcripts",
            sql: """
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
        Migration(
            version: 109, name: "coach meeting links",
            sql: """
                ALTER TABLE coaches ADD COLUMN meeting_link TEXT NOT NULL DEFAULT '';
                """),
        // The live class of a booked one-to-one: the same run and attendance as a group meeting's (live_rooms,
        // live_attendance), keyed by the booking's id as the screens and URLs carry it (the series' or single's own id,
        // without one_to_one_bookings' "series:"/"single:" prefix; bookings are never deleted) and the coach's date of
        // that week's meeting.
        Migration(
            version: 111, name: "one-to-one live rooms",
            sql: """
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
        Migration(
            version: 112, name: "notification preferences",
            sql: """
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
        Migration(
            version: 113, name: "live class presence across processes",
            sql: """
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
        // A student may book one-to-ones with any coach ("Change" on Book your one-to-one): their world reads their own
        // bookings by student, and a booking decision reads the chosen coach's bookings or the student's own.
        Migration(
            version: 114, name: "one-to-one bookings by student",
            sql: """
                CREATE INDEX one_to_one_bookings_by_student ON one_to_one_bookings(student_id, term_id);
                """),
        // A submission past review (feedback ready, heard, practiced) without its sent review cannot be stored: a
        // submission is made in review, and moves on only once its review is sent. (The demo once wrote heard weeks
        // with no review, whose feedback pages then said no feedback had been sent.)
        Migration(
            version: 115, name: "a reviewed status needs its sent review",
            sqlite: """
                CREATE TRIGGER submissions_made_in_review BEFORE INSERT ON submissions
                FOR EACH ROW WHEN NEW.status <> 'inReview'
                BEGIN SELECT RAISE(ABORT, 'a submission is made in review; it moves on once its review is sent'); END;
                CREATE TRIGGER submissions_move_after_review BEFORE UPDATE OF status ON submissions
                FOR EACH ROW WHEN NEW.status <> 'inReview'
                    AND NOT EXISTS (SELECT 1 FROM reviews WHERE submission_id = NEW.id AND sent_at IS NOT NULL)
                BEGIN SELECT RAISE(ABORT, 'a submission moves past review only once its review is sent'); END;
                """,
            postgres: """
                CREATE FUNCTION submission_status_needs_sent_review() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    IF NEW.status <> 'inReview' AND (TG_OP = 'INSERT'
                        OR NOT EXISTS (SELECT 1 FROM reviews WHERE submission_id = NEW.id AND sent_at IS NOT NULL)) THEN
                        RAISE EXCEPTION 'submission % cannot be % without its sent review', NEW.id, NEW.status USING ERRCODE = '23514';
                    END IF;
                    RETURN NEW;
                END $$;
                CREATE TRIGGER submissions_status_needs_sent_review BEFORE INSERT OR UPDATE OF status ON submissions
                FOR EACH ROW EXECUTE FUNCTION submission_status_needs_sent_review();
                """),
        // Each lesson-week of each level carries its one-sentence summary and its Level Class's title and what it
        // covers (every Tuesday Level Class once read "Idghām review & practice", in Week 1 and at Level I too).
        Migration(
            version: 116, name: "lesson summaries and weekly Level Class titles",
            sql: """
                ALTER TABLE lessons ADD COLUMN summary TEXT;
                ALTER TABLE lessons ADD COLUMN level_class_title TEXT;
                ALTER TABLE lessons ADD COLUMN level_class_covered TEXT;
                """),
        // Messages between a student and the coaches they work with (see Persistence/MessageStore.swift). A
        // student's message claims one of the week's three slots (`cap_week` is its Monday 00:00 on the student's
        // clock, `cap_slot` 1…3): the unique key makes two sends at once unable to take the same slot, so the cap
        // holds on PostgreSQL as on SQLite. A coach's messages have no slot. `seq` orders a thread (1, 2, …) even
        // within one millisecond.
        Migration(
            version: 117, name: "messages",
            sql: """
                CREATE TABLE message_threads (
                    id TEXT PRIMARY KEY,
                    student_id TEXT NOT NULL REFERENCES students(account_id) ON DELETE CASCADE,
                    coach_id TEXT NOT NULL REFERENCES coaches(account_id) ON DELETE CASCADE,
                    created_at BIGINT NOT NULL,
                    UNIQUE (student_id, coach_id)
                );
                CREATE INDEX message_threads_by_coach ON message_threads(coach_id);
                CREATE TABLE messages (
                    id TEXT PRIMARY KEY,
                    thread_id TEXT NOT NULL REFERENCES message_threads(id) ON DELETE CASCADE,
                    sender_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    from_student INTEGER NOT NULL CHECK (from_student IN (0, 1)),
                    body TEXT NOT NULL,
                    sent_at BIGINT NOT NULL,
                    cap_week BIGINT,
                    cap_slot INTEGER CHECK (cap_slot BETWEEN 1 AND 3),
                    seq BIGINT NOT NULL,
                    UNIQUE (sender_id, cap_week, cap_slot),
                    UNIQUE (thread_id, seq)
                );
                CREATE TABLE message_reads (
                    thread_id TEXT NOT NULL REFERENCES message_threads(id) ON DELETE CASCADE,
                    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    read_at BIGINT NOT NULL,
                    PRIMARY KEY (thread_id, account_id)
                );
                """),
    ]
}
