import Database

/// The tables accounts need. Versions 1–99 belong to this module; an app numbers its own from 100.
public enum AccountsSchema {
    public static let migrations: [Migration] = [
        Migration(
            version: 1, name: "accounts",
            sql: """
                CREATE TABLE accounts (
                    id TEXT PRIMARY KEY,
                    email TEXT NOT NULL UNIQUE,
                    name TEXT NOT NULL,
                    password_hash TEXT NOT NULL,
                    role TEXT NOT NULL CHECK (role IN ('student', 'coach', 'admin')),
                    student_year INTEGER CHECK (student_year IN (1, 2)),
                    city_id INTEGER NOT NULL,
                    city_name TEXT NOT NULL,
                    zone TEXT NOT NULL,
                    created_at BIGINT NOT NULL
                );
                CREATE TABLE sessions (
                    token_digest TEXT PRIMARY KEY,
                    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL CHECK (kind IN ('web', 'api')),
                    created_at BIGINT NOT NULL,
                    expires_at BIGINT NOT NULL
                );
                CREATE INDEX sessions_by_account ON sessions(account_id);
                CREATE TABLE sign_in_failures (
                    id TEXT PRIMARY KEY,
                    email TEXT NOT NULL,
                    remote_address TEXT NOT NULL,
                    at BIGINT NOT NULL
                );
                CREATE INDEX sign_in_failures_by_email ON sign_in_failures(email, at);
                CREATE INDEX sign_in_failures_by_address ON sign_in_failures(remote_address, at);
                CREATE TABLE password_resets (
                    token_digest TEXT PRIMARY KEY,
                    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    created_at BIGINT NOT NULL,
                    expires_at BIGINT NOT NULL,
                    used_at BIGINT
                );
                CREATE TABLE outbox (
                    id TEXT PRIMARY KEY,
                    recipient TEXT NOT NULL,
                    subject TEXT NOT NULL,
                    body TEXT NOT NULL,
                    created_at BIGINT NOT NULL
                );
                CREATE INDEX outbox_by_time ON outbox(created_at);
                CREATE TABLE server_secrets (
                    name TEXT PRIMARY KEY,
                    value TEXT NOT NULL
                );
                """),
        Migration(
            version: 2, name: "known devices and unlock links",
            sql: """
                CREATE TABLE known_devices (
                    token_digest TEXT PRIMARY KEY,
                    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    created_at BIGINT NOT NULL,
                    last_used_at BIGINT NOT NULL
                );
                CREATE INDEX known_devices_by_account ON known_devices(account_id);
                ALTER TABLE sign_in_failures ADD COLUMN device_digest TEXT;
                CREATE INDEX sign_in_failures_by_device ON sign_in_failures(device_digest, at);
                CREATE TABLE sign_in_unlocks (
                    token_digest TEXT PRIMARY KEY,
                    email TEXT NOT NULL,
                    created_at BIGINT NOT NULL,
                    expires_at BIGINT NOT NULL,
                    used_at BIGINT
                );
                """),
        // Sending mail (SMTP through libcurl, see Outbox): the HTML part, a kind ("account" for reset and unlock links,
        // "digest"), and lease-and-retry columns like a job's — `state` is pending, sending, sent or failed; a mail
        // stays pending while no mail server is configured.
        Migration(
            version: 3, name: "mail sending",
            sql: """
                ALTER TABLE outbox ADD COLUMN html TEXT;
                ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'account';
                ALTER TABLE outbox ADD COLUMN state TEXT NOT NULL DEFAULT 'pending';
                ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE outbox ADD COLUMN next_attempt_at BIGINT NOT NULL DEFAULT 0;
                ALTER TABLE outbox ADD COLUMN locked_until BIGINT;
                ALTER TABLE outbox ADD COLUMN sent_at BIGINT;
                ALTER TABLE outbox ADD COLUMN last_error TEXT;
                CREATE INDEX outbox_due ON outbox(state, next_attempt_at);
                """),
        // Reset requests, each with the client address it came from and whether it queued a mail: what
        // ``ResetRequestLimit`` counts, across every process sharing the database. Kept a day.
        Migration(
            version: 4, name: "password reset requests",
            sql: """
                CREATE TABLE password_reset_requests (
                    id TEXT PRIMARY KEY,
                    email TEXT NOT NULL,
                    remote_address TEXT NOT NULL,
                    at BIGINT NOT NULL,
                    mailed INTEGER NOT NULL CHECK (mailed IN (0, 1))
                );
                CREATE INDEX password_reset_requests_by_email ON password_reset_requests(email, at);
                CREATE INDEX password_reset_requests_by_address ON password_reset_requests(remote_address, at);
                CREATE INDEX password_resets_by_account ON password_resets(account_id);
                """),
    ]
}
