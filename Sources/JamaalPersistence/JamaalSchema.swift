import Database

/// Jamaal's migrations, in order. Each feature appends its own migrations inside its own range of versions, so
/// branches merge without renumbering:
///
/// | versions | feature (issue) |
/// | --- | --- |
/// | 1–19 | the day: person and day settings, tasks, focus sessions, capacity, categories (#6) |
/// | 20–39 | habits and category settings |
/// | 40–59 | Anchors (#7) |
/// | 60–69 | the evening: Night Planning sessions and marks (#18) |
/// | 70–79 | wellbeing: the day records (#18) |
/// | 80–89 | the trial, the paywall, subscriptions (#19) |
/// | 90–99 | the first launch: onboarding progress (#19) |
/// | 100–109 | reminders that fire (#19) |
/// | 200–209 | people: every row owned by a person (#42) |
/// | 210–219 | web subscriptions through Stripe (#42) |
/// | 220–229 | passkeys (#42) |
/// | 230 | the job queue (#42) |
///
/// Records are stored as a JSON `body` (the domain type's Codable form) beside the few columns queries need.
/// A body written by a newer version keeps every field this version does not know (see ``StoredBody``).
///
///     try Migrator.migrate(database, JamaalSchema.migrations)
public enum JamaalSchema {
    public static let migrations: [Migration] =
        (day + habitsAndCategories + anchors + evening + wellbeing + trial + onboarding + reminders).map(sqliteOnly) + people
        + webSubscriptions + passkeys + jobs + mail + deviceReminders

    /// 230: the job queue every `jamaal serve` process claims from (#42: each person's day records at their rollover).
    static let jobs: [Migration] = [JobQueue.migration(version: 230)]

    /// A migration from before #42, when Jamaal ran on SQLite only: on PostgreSQL migration 200 makes the tables in
    /// their final shape, so these do nothing there.
    static func sqliteOnly(_ migration: Migration) -> Migration {
        Migration(version: migration.version, name: migration.name, sqlite: migration.sql(for: .sqlite), postgres: "SELECT 1")
    }

    /// 1–19: the day (#6).
    static let day: [Migration] = [
        Migration(
            version: 1, name: "day: secrets, person, tasks, focus sessions, day levels",
            sql: """
                CREATE TABLE jamaal_secrets (
                    name TEXT PRIMARY KEY,
                    value TEXT NOT NULL
                );
                CREATE TABLE person (
                    id TEXT PRIMARY KEY CHECK (id = 'me'),
                    body TEXT NOT NULL
                );
                CREATE TABLE tasks (
                    id TEXT PRIMARY KEY,
                    status TEXT NOT NULL,
                    day TEXT,
                    closed_day TEXT,
                    created_at INTEGER NOT NULL,
                    body TEXT NOT NULL
                );
                CREATE INDEX tasks_by_status ON tasks (status, day);
                CREATE INDEX tasks_by_closed_day ON tasks (closed_day);
                CREATE TABLE focus_sessions (
                    id TEXT PRIMARY KEY,
                    live INTEGER NOT NULL,
                    day TEXT NOT NULL,
                    subject_id TEXT NOT NULL,
                    body TEXT NOT NULL
                );
                CREATE INDEX focus_sessions_live ON focus_sessions (live);
                CREATE INDEX focus_sessions_by_day ON focus_sessions (day);
                CREATE TABLE day_levels (
                    day TEXT PRIMARY KEY,
                    level TEXT NOT NULL
                );
                CREATE TABLE carried_over_dismissed (
                    session_id TEXT PRIMARY KEY
                )
                """),
        Migration(
            version: 2, name: "day: categories (screens: habits and categories feature)",
            sql: """
                CREATE TABLE categories (
                    id TEXT PRIMARY KEY,
                    position INTEGER NOT NULL,
                    body TEXT NOT NULL
                )
                """),
    ]

    /// 20–39: habits and category settings. Append here.
    static let habitsAndCategories: [Migration] = [
        Migration(
            version: 20, name: "habits: habits, their log entries and groups",
            sql: """
                CREATE TABLE habits (
                    id TEXT PRIMARY KEY,
                    position INTEGER NOT NULL,
                    archived INTEGER NOT NULL,
                    body TEXT NOT NULL
                );
                CREATE TABLE habit_entries (
                    id TEXT PRIMARY KEY,
                    habit_id TEXT NOT NULL,
                    day TEXT NOT NULL,
                    body TEXT NOT NULL
                );
                CREATE INDEX habit_entries_by_habit ON habit_entries (habit_id, day);
                CREATE INDEX habit_entries_by_day ON habit_entries (day);
                CREATE TABLE habit_groups (
                    id TEXT PRIMARY KEY,
                    position INTEGER NOT NULL,
                    body TEXT NOT NULL
                )
                """)
    ]

    /// 40–59: Anchors (#7). Append here.
    static let anchors: [Migration] = [
        Migration(
            version: 40, name: "anchors: rules (body kept byte for byte) and marks (append-only history)",
            sql: """
                CREATE TABLE anchor_rules (
                    id TEXT PRIMARY KEY,
                    position INTEGER NOT NULL,
                    archived INTEGER NOT NULL DEFAULT 0,
                    body BLOB NOT NULL
                );
                CREATE TABLE anchor_marks (
                    id TEXT PRIMARY KEY,
                    rule_id TEXT NOT NULL,
                    instance_id TEXT NOT NULL,
                    instance_day TEXT NOT NULL,
                    at INTEGER NOT NULL,
                    body TEXT NOT NULL
                );
                CREATE INDEX anchor_marks_by_rule ON anchor_marks (rule_id, instance_day);
                CREATE INDEX anchor_marks_by_day ON anchor_marks (instance_day)
                """)
    ]
}
