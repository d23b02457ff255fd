import Database

extension JamaalSchema {
    /// 240: the emailed ways back in (#42) — password-reset links and the requests that asked for them (what the reset
    /// limits count), sign-in unlock links, and the outbox they are mailed from (sent over SMTP by `jamaal serve`'s
    /// timer, leased so one process sends each). The same shapes as the `Accounts` module's tables (its
    /// ``PasswordReset``, ``SignInUnlock`` and ``Outbox`` run over them), with a reset link owned by a person of
    /// `people` (deleted with them). They belong to the service, not to one person's store: no row-level security.
    static let mail: [Migration] = [
        Migration(
            version: 240, name: "accounts' emailed links: password resets and their requests, sign-in unlocks, the outbox",
            sqlite: mailSQL(bigint: "INTEGER"), postgres: mailSQL(bigint: "BIGINT"))
    ]

    static func mailSQL(bigint: String) -> String {
        """
        CREATE TABLE password_resets (
            token_digest TEXT PRIMARY KEY,
            account_id TEXT NOT NULL REFERENCES people(id) ON DELETE CASCADE,
            created_at \(bigint) NOT NULL,
            expires_at \(bigint) NOT NULL,
            used_at \(bigint)
        );
        CREATE INDEX password_resets_by_account ON password_resets (account_id);
        CREATE TABLE password_reset_requests (
            id TEXT PRIMARY KEY,
            email TEXT NOT NULL,
            remote_address TEXT NOT NULL,
            at \(bigint) NOT NULL,
            mailed INTEGER NOT NULL CHECK (mailed IN (0, 1))
        );
        CREATE INDEX password_reset_requests_by_email ON password_reset_requests (email, at);
        CREATE INDEX password_reset_requests_by_address ON password_reset_requests (remote_address, at);
        CREATE TABLE sign_in_unlocks (
            token_digest TEXT PRIMARY KEY,
            email TEXT NOT NULL,
            created_at \(bigint) NOT NULL,
            expires_at \(bigint) NOT NULL,
            used_at \(bigint)
        );
        CREATE INDEX sign_in_unlocks_by_email ON sign_in_unlocks (email);
        CREATE TABLE outbox (
            id TEXT PRIMARY KEY,
            recipient TEXT NOT NULL,
            subject TEXT NOT NULL,
            body TEXT NOT NULL,
            html TEXT,
            kind TEXT NOT NULL DEFAULT 'account',
            created_at \(bigint) NOT NULL,
            state TEXT NOT NULL DEFAULT 'pending',
            attempts INTEGER NOT NULL DEFAULT 0,
            next_attempt_at \(bigint) NOT NULL DEFAULT 0,
            locked_until \(bigint),
            sent_at \(bigint),
            last_error TEXT
        );
        CREATE INDEX outbox_by_time ON outbox (created_at);
        CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
        CREATE INDEX outbox_by_recipient ON outbox (recipient)
        """
    }
}
