import Database

extension QuranFlowSchema {
    /// Delivery (121): what takes notifications and mail off the machine.
    ///
    /// - `push_subscriptions`: one browser's Web Push subscription (RFC 8030 endpoint, RFC 8291 keys), one row per
    ///   endpoint — a device signed in as someone else takes the endpoint over — tied to the sign-in session that made it
    ///   (signing out drops it).
    /// - `push_outbox` gains its thread (the push `Topic` and the notification's `tag`) and its expiry (a reminder is
    ///   worthless after its meeting starts); `expanded_at` says its per-device deliveries were made.
    /// - `push_deliveries`: one row per (notification, subscription), leased by a sender like a job (exactly one process
    ///   sends it), retried with back-off (`PushDeliveryPolicy`).
    /// - (The mail outbox's sending columns are the accounts module's migration 3.)
    /// - `digest_sends`: the Weekly digest once per student per week — its primary key is the guarantee, whatever the
    ///   number of server processes.
    /// - `notification_preferences` gains the coach's four push types (default on).
    static let delivery: [Migration] = [
        Migration(
            version: 121, name: "delivery: push subscriptions and deliveries, mail sending, weekly digests, coach push types",
            sql: """
                CREATE TABLE push_subscriptions (
                    id TEXT PRIMARY KEY,
                    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    session_id TEXT,
                    endpoint TEXT NOT NULL UNIQUE,
                    p256dh TEXT NOT NULL,
                    auth TEXT NOT NULL,
                    device TEXT NOT NULL,
                    created_at BIGINT NOT NULL,
                    last_delivered_at BIGINT
                );
                CREATE INDEX push_subscriptions_by_account ON push_subscriptions(account_id);
                CREATE INDEX push_subscriptions_by_session ON push_subscriptions(session_id);
                ALTER TABLE push_outbox ADD COLUMN thread TEXT NOT NULL DEFAULT '';
                ALTER TABLE push_outbox ADD COLUMN expires_at BIGINT;
                ALTER TABLE push_outbox ADD COLUMN expanded_at BIGINT;
                CREATE INDEX push_outbox_unexpanded ON push_outbox(expanded_at, created_at);
                CREATE TABLE push_deliveries (
                    outbox_id TEXT NOT NULL REFERENCES push_outbox(id) ON DELETE CASCADE,
                    subscription_id TEXT NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
                    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'delivered', 'failed')),
                    attempts INTEGER NOT NULL DEFAULT 0,
                    next_attempt_at BIGINT NOT NULL,
                    locked_until BIGINT,
                    last_status INTEGER,
                    last_error TEXT,
                    delivered_at BIGINT,
                    PRIMARY KEY (outbox_id, subscription_id)
                );
                CREATE INDEX push_deliveries_due ON push_deliveries(state, next_attempt_at);
                CREATE TABLE digest_sends (
                    student_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    week_start TEXT NOT NULL,
                    mail_id TEXT,
                    created_at BIGINT NOT NULL,
                    PRIMARY KEY (student_id, week_start)
                );
                ALTER TABLE notification_preferences ADD COLUMN new_submissions INTEGER NOT NULL DEFAULT 1;
                ALTER TABLE notification_preferences ADD COLUMN overdue_submissions INTEGER NOT NULL DEFAULT 1;
                ALTER TABLE notification_preferences ADD COLUMN student_messages INTEGER NOT NULL DEFAULT 1;
                ALTER TABLE notification_preferences ADD COLUMN schedule_changes INTEGER NOT NULL DEFAULT 1;
                """)
    ]
}
