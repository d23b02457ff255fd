import Database
import Foundation
import JamaalCore

/// One person's subscription bought on the web (migration 210): the state its Stripe webhooks last described, the
/// Stripe customer they pay as, and the webhook events applied to their data — each event id recorded in the same
/// transaction as the change it made, so a replayed delivery changes nothing.
///
///     let applied = try store.write { db in
///         guard try db.recordStripeEvent(event.id, type: event.type, now: now) else { return false }   // seen before
///         try db.save(web, now: now)
///         return true
///     }
extension StoreConnection {
    /// The person's web subscription (nil when none was bought here, or the stored one can't be read by this version).
    public func webSubscription() throws -> WebSubscription? {
        guard let row = try queryOne("SELECT body FROM web_subscriptions WHERE person_id = :me", []) else { return nil }
        return StoredBody.decode(WebSubscription.self, from: try row.string("body"))
    }

    /// Stores `web` in place of the person's web subscription (what ``JamaalCore/WebSubscription/applying(_:to:prices:)``
    /// decided), keeping fields a newer version wrote.
    public func save(_ web: WebSubscription, now: Date) throws {
        let previous = try queryOne("SELECT body FROM web_subscriptions WHERE person_id = :me", []).map { try $0.string("body") }
        let body = try StoredBody.encode(web, keeping: previous)
        try execute(
            """
            INSERT INTO web_subscriptions (person_id, subscription_id, customer_id, as_of, updated_at, body)
            VALUES (:me, $1, $2, $3, $4, $5)
            ON CONFLICT (person_id) DO UPDATE SET subscription_id = excluded.subscription_id, customer_id = excluded.customer_id,
                as_of = excluded.as_of, updated_at = excluded.updated_at, body = excluded.body
            """,
            [.text(web.subscriptionID), .text(web.customerID), .integer(web.asOf), SQLValue(now), .text(body)])
    }

    /// The Stripe customer the person pays as (the latest linked): whose portal Manage opens, and who the next Checkout
    /// is for.
    public func stripeCustomer() throws -> String? {
        try queryOne("SELECT customer_id FROM web_customers WHERE person_id = :me ORDER BY linked_at DESC LIMIT 1", [])
            .map { try $0.string("customer_id") }
    }

    /// Links a Stripe customer to the person (a completed Checkout names both); false, and nothing written, when the
    /// customer is already another person's.
    public func linkStripeCustomer(_ customer: String, now: Date) throws -> Bool {
        try execute(
            "INSERT INTO web_customers (customer_id, person_id, linked_at) VALUES ($1, :me, $2) ON CONFLICT (customer_id) DO NOTHING",
            [.text(customer), SQLValue(now)])
        return try queryOne("SELECT 1 AS mine FROM web_customers WHERE customer_id = $1 AND person_id = :me", [.text(customer)]) != nil
    }

    /// Records a webhook event as acted on for this person; false when its id was recorded before (a replay or a
    /// retry), when nothing must change.
    public func recordStripeEvent(_ id: String, type: String, now: Date) throws -> Bool {
        try execute(
            """
            INSERT INTO stripe_events (id, type, received_at, person_id, outcome) VALUES ($1, $2, $3, :me, '')
            ON CONFLICT (id) DO NOTHING
            """, [.text(id), .text(String(type.prefix(100))), SQLValue(now)]) == 1
    }

    /// What a recorded event did (for the operator reading the table).
    public func setStripeEventOutcome(_ id: String, _ outcome: String) throws {
        try execute(
            "UPDATE stripe_events SET outcome = $2 WHERE id = $1 AND person_id = :me", [.text(id), .text(String(outcome.prefix(500)))])
    }
}
