import Database

extension JamaalSchema {
    /// One store for many people (#42): every row is owned by a person (`person_id`, part of each table's key), and the
    /// people themselves, their devices (each a signed-in browser with its own session) and failed sign-ins are kept
    /// beside their data. A store from the single-person Jamaal keeps its data, owned by ``Person/firstID`` ("me"), the
    /// account its owner claims at first start by setting an email and password.
    ///
    /// SQLite cannot change a table's key in place, so each table is rebuilt: created anew, filled from the old one (in
    /// its row order, which `habit_entries` reads by), the old one dropped and the new one renamed.
    static let people: [Migration] = [
        Migration(
            version: 200, name: "people: every row owned by a person; people, devices and sign-in failures",
            sqlite: rebuild(keepingRowOrder: true).joined(separator: ";\n") + ";\n" + accountsSQL(bigint: "INTEGER"),
            postgres: postgresTables().joined(separator: ";\n") + ";\n" + accountsSQL(bigint: "BIGINT") + ";\n"
                + rowLevelSecurity(ownedTables: owned.map(\.table), accounts: true))
    ]

    /// Every table whose rows are owned by a person (`person_id`): Delete my data empties each for its person, the
    /// statement check reads each, and on PostgreSQL row-level security keeps each to its person.
    public static var ownedTables: [String] { owned.map(\.table) + ownedSince200 }

    /// Owned tables made by migrations after 200 (each with `person_id TEXT NOT NULL`, part of its key): add yours here.
    static let ownedSince200: [String] = ["web_subscriptions", "passkeys", "device_reminders"]

    /// The people, their devices, the sign-in throttle's failures, and the trials of deleted accounts (by email digest).
    static func accountsSQL(bigint: String) -> String {
        """
        CREATE TABLE people (
            id TEXT PRIMARY KEY,
            email TEXT NOT NULL UNIQUE,
            password_hash TEXT NOT NULL,
            created_at \(bigint) NOT NULL
        );
        CREATE TABLE devices (
            id TEXT PRIMARY KEY,
            person_id TEXT NOT NULL REFERENCES people(id) ON DELETE CASCADE,
            token_digest TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL,
            user_agent TEXT NOT NULL,
            created_at \(bigint) NOT NULL,
            last_seen_at \(bigint) NOT NULL,
            expires_at \(bigint) NOT NULL,
            reminders INTEGER NOT NULL DEFAULT 1
        );
        CREATE INDEX devices_by_person ON devices (person_id);
        CREATE TABLE sign_in_failures (
            id TEXT PRIMARY KEY,
            email TEXT NOT NULL,
            remote_address TEXT NOT NULL,
            at \(bigint) NOT NULL
        );
        CREATE INDEX sign_in_failures_by_email ON sign_in_failures (email, at);
        CREATE INDEX sign_in_failures_by_address ON sign_in_failures (remote_address, at);
        CREATE TABLE spent_trials (
            email_digest TEXT PRIMARY KEY,
            started_at \(bigint) NOT NULL
        )
        """
    }

    /// Each owned table: its new definition (after `person_id`), the old table's columns, what the old rows' owner is
    /// taken from, and its indexes.
    private static let owned: [(table: String, columns: String, copied: String, from: String, indexes: [String])] = [
        ("person", "body TEXT NOT NULL, PRIMARY KEY (person_id)", "body", "'me'", []),
        (
            "tasks",
            "id TEXT NOT NULL, status TEXT NOT NULL, day TEXT, closed_day TEXT, created_at INTEGER NOT NULL, body TEXT NOT NULL, "
                + "PRIMARY KEY (person_id, id)",
            "id, status, day, closed_day, created_at, body", "'me'",
            ["tasks_by_status ON tasks (person_id, status, day)", "tasks_by_closed_day ON tasks (person_id, closed_day)"]
        ),
        (
            "focus_sessions",
            "id TEXT NOT NULL, live INTEGER NOT NULL, day TEXT NOT NULL, subject_id TEXT NOT NULL, body TEXT NOT NULL, "
                + "PRIMARY KEY (person_id, id)",
            "id, live, day, subject_id, body", "'me'",
            [
                "focus_sessions_live ON focus_sessions (person_id, live)", "focus_sessions_by_day ON focus_sessions (person_id, day)",
                "focus_sessions_by_subject ON focus_sessions (person_id, subject_id)",
            ]
        ),
        ("day_levels", "day TEXT NOT NULL, level TEXT NOT NULL, PRIMARY KEY (person_id, day)", "day, level", "'me'", []),
        ("carried_over_dismissed", "session_id TEXT NOT NULL, PRIMARY KEY (person_id, session_id)", "session_id", "'me'", []),
        (
            "categories", "id TEXT NOT NULL, position INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (person_id, id)",
            "id, position, body", "'me'", []
        ),
        (
            "habits",
            "id TEXT NOT NULL, position INTEGER NOT NULL, archived INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (person_id, id)",
            "id, position, archived, body", "'me'", []
        ),
        (
            "habit_entries",
            "id TEXT NOT NULL, habit_id TEXT NOT NULL, day TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (person_id, id)",
            "id, habit_id, day, body", "'me'",
            [
                "habit_entries_by_habit ON habit_entries (person_id, habit_id, day)",
                "habit_entries_by_day ON habit_entries (person_id, day)",
            ]
        ),
        (
            "habit_groups", "id TEXT NOT NULL, position INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (person_id, id)",
            "id, position, body", "'me'", []
        ),
        (
            "anchor_rules",
            "id TEXT NOT NULL, position INTEGER NOT NULL, archived INTEGER NOT NULL DEFAULT 0, body BLOB NOT NULL, "
                + "PRIMARY KEY (person_id, id)",
            "id, position, archived, body", "'me'", []
        ),
        (
            "anchor_marks",
            "id TEXT NOT NULL, rule_id TEXT NOT NULL, instance_id TEXT NOT NULL, instance_day TEXT NOT NULL, at INTEGER NOT NULL, "
                + "body TEXT NOT NULL, PRIMARY KEY (person_id, id)",
            "id, rule_id, instance_id, instance_day, at, body", "'me'",
            [
                "anchor_marks_by_rule ON anchor_marks (person_id, rule_id, instance_day)",
                "anchor_marks_by_day ON anchor_marks (person_id, instance_day)",
            ]
        ),
        (
            "night_sessions",
            "day TEXT NOT NULL, flow TEXT NOT NULL, confirmed INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (person_id, day, flow)",
            "day, flow, confirmed, body", "'me'", ["night_sessions_confirmed ON night_sessions (person_id, flow, confirmed)"]
        ),
        ("evening_marks", "name TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (person_id, name)", "name, value", "'me'", []),
        ("day_records", "day TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (person_id, day)", "day, body", "'me'", []),
        ("opened_days", "day TEXT NOT NULL, PRIMARY KEY (person_id, day)", "day", "'me'", []),
        ("trial_start", "started_at INTEGER NOT NULL, PRIMARY KEY (person_id)", "started_at", "'me'", []),
        ("paywall_shown", "day TEXT NOT NULL, PRIMARY KEY (person_id)", "day", "'me'", []),
        (
            "subscriptions",
            "original_transaction_id TEXT PRIMARY KEY, product TEXT NOT NULL, expires_at INTEGER NOT NULL, "
                + "transaction_id TEXT NOT NULL, verified_at INTEGER NOT NULL",
            "original_transaction_id, product, expires_at, transaction_id, verified_at", "'me'",
            ["subscriptions_by_person ON subscriptions (person_id, expires_at)"]
        ),
        ("onboarding", "completed INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (person_id)", "completed, body", "'me'", []),
        (
            "reminder_deliveries",
            "id TEXT NOT NULL, due_at INTEGER NOT NULL, how TEXT NOT NULL, handled_at INTEGER NOT NULL, PRIMARY KEY (person_id, id)",
            "id, due_at, how, handled_at", "'me'", ["reminder_deliveries_by_due ON reminder_deliveries (person_id, due_at)"]
        ),
    ]

    /// PostgreSQL has no single-person stores to carry over (Jamaal ran on SQLite only before #42; migrations 1–100
    /// are no-ops there), so migration 200 makes every table in its final shape: epoch milliseconds as BIGINT, bytes as
    /// BYTEA, and `habit_entries.seq` for the order entries were written in (SQLite's `rowid`).
    static func postgresTables() -> [String] {
        ["CREATE TABLE jamaal_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)"]
            + owned.flatMap { table in
                let columns = table.columns.replacingOccurrences(of: " INTEGER", with: " BIGINT").replacingOccurrences(
                    of: " BLOB", with: " BYTEA")
                let order = table.table == "habit_entries" ? "seq BIGSERIAL, " : ""
                return ["CREATE TABLE \(table.table) (person_id TEXT NOT NULL, \(order)\(columns))"]
                    + table.indexes.map { "CREATE INDEX " + $0 }
            }
    }

    /// The role a person's transactions run as on PostgreSQL (``JamaalStore``: `SET LOCAL ROLE`, with the person in the
    /// `jamaal.person` setting), and the second lock: on each owned table a policy lets that role see and write only the
    /// rows whose `person_id` is the transaction's person. The service's own connection (the tables' owner) is not
    /// limited: the people, webhooks and jobs act across people through it.
    public static let personRole = "jamaal_person"

    /// Row-level security for `ownedTables`, and the role's grants (on this schema's tables now and later). A migration
    /// that adds an owned table runs this for it (``ownedSince200``).
    /// Migration 200 passes `accounts` to lock `people` and `devices` too (each person sees only their own).
    public static func rowLevelSecurity(ownedTables: [String], accounts: Bool = false) -> String {
        let grants = """
            DO $$ BEGIN CREATE ROLE \(personRole) NOLOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$;
            DO $$ BEGIN EXECUTE format('GRANT \(personRole) TO %I', current_user); EXCEPTION WHEN OTHERS THEN NULL; END $$;
            DO $$ BEGIN
                EXECUTE format('GRANT USAGE ON SCHEMA %I TO \(personRole)', current_schema());
                EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO \(personRole)', current_schema());
                EXECUTE format('GRANT USAGE ON ALL SEQUENCES IN SCHEMA %I TO \(personRole)', current_schema());
                EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO \(personRole)',
                    current_schema());
                EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE ON SEQUENCES TO \(personRole)', current_schema());
            END $$
            """
        let locked = ownedTables.map { ($0, "person_id") } + (accounts ? [("people", "id"), ("devices", "person_id")] : [])
        let policies = locked.map { table, column in
            """
            ALTER TABLE \(table) ENABLE ROW LEVEL SECURITY;
            CREATE POLICY \(table)_own ON \(table) TO \(personRole)
                USING (\(column) = current_setting('jamaal.person', true))
                WITH CHECK (\(column) = current_setting('jamaal.person', true))
            """
        }
        return ([grants] + policies).joined(separator: ";\n")
    }

    /// The statements that rebuild every owned table with its owner (dropping a table drops its indexes, so they are
    /// made again under the same names).
    private static func rebuild(keepingRowOrder: Bool) -> [String] {
        owned.flatMap { table in
            let ordered = keepingRowOrder && table.table == "habit_entries" ? " ORDER BY rowid" : ""
            return [
                "CREATE TABLE \(table.table)_owned (person_id TEXT NOT NULL, \(table.columns))",
                "INSERT INTO \(table.table)_owned (person_id, \(table.copied)) SELECT \(table.from), \(table.copied) FROM \(table.table)\(ordered)",
                "DROP TABLE \(table.table)",
                "ALTER TABLE \(table.table)_owned RENAME TO \(table.table)",
            ] + table.indexes.map { "CREATE INDEX " + $0 }
        }
    }
}
