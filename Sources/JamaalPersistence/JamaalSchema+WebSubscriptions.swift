import Database

extension JamaalSchema {
    /// 210–219: a subscription bought on the web through Stripe Checkout (#42, SB-01).
    ///
    /// - `web_subscriptions` (owned, one row per person): the person's web subscription as its webhooks last described
    ///   it — ``JamaalCore/WebSubscription``'s Codable form in `body`, with its Stripe ids and the `created` time of the
    ///   event it is as of beside it.
    /// - `web_customers` (global, like `devices`): which person each Stripe customer is, written when
    ///   `checkout.session.completed` links them; the webhook finds the person through it before it opens that person's
    ///   store, and Manage opens the customer's portal.
    /// - `stripe_events` (global): every webhook event id Jamaal has acted on, inserted in the same transaction as the
    ///   change it made, so a replayed or concurrent delivery changes nothing.
    ///
    /// Epoch seconds are `INTEGER` on SQLite and `BIGINT` on PostgreSQL.
    static let webSubscriptions: [Migration] = [
        Migration(
            version: 210, name: "web subscriptions: the person's Stripe subscription, Stripe customers, webhook events seen",
            sqlite: webSubscriptionsSQL(bigint: "INTEGER"),
            postgres: webSubscriptionsSQL(bigint: "BIGINT") + ";\n" + rowLevelSecurity(ownedTables: ["web_subscriptions"]))
    ]

    static func webSubscriptionsSQL(bigint: String) -> String {
        """
        CREATE TABLE web_subscriptions (
            person_id TEXT NOT NULL,
            subscription_id TEXT NOT NULL,
            customer_id TEXT NOT NULL,
            as_of \(bigint) NOT NULL,
            updated_at \(bigint) NOT NULL,
            body TEXT NOT NULL,
            PRIMARY KEY (person_id)
        );
        CREATE INDEX web_subscriptions_by_subscription ON web_subscriptions (subscription_id);
        CREATE TABLE web_customers (
            customer_id TEXT PRIMARY KEY,
            person_id TEXT NOT NULL,
            linked_at \(bigint) NOT NULL
        );
        CREATE INDEX web_customers_by_person ON web_customers (person_id, linked_at);
        CREATE TABLE stripe_events (
            id TEXT PRIMARY KEY,
            type TEXT NOT NULL,
            received_at \(bigint) NOT NULL,
            person_id TEXT,
            outcome TEXT NOT NULL
        )
        """
    }
}
