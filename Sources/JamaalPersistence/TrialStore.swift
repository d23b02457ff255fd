import Calendar
import Database
import Foundation
import JamaalCore

/// The device's entitlement: when the trial began (stored on its own, never derived from the data), the logical day
/// the paywall last showed, and the verified subscriptions.
///
///     let start = try db.trialStart() ?? (try db.startTrialIfNeeded(at: now))
extension StoreConnection {
    /// When the trial began, or nil before the first launch.
    public func trialStart() throws -> Date? {
        try queryOne("SELECT started_at FROM trial_start WHERE person_id = :me", []).map { try $0.date("started_at") }
    }

    /// Records `now` as the trial's start unless one is stored; returns the stored start either way.
    @discardableResult
    public func startTrialIfNeeded(at now: Date) throws -> Date {
        try execute(
            "INSERT INTO trial_start (person_id, started_at) VALUES (:me, $1) ON CONFLICT (person_id) DO NOTHING", [SQLValue(now)])
        return try trialStart() ?? now
    }

    /// Sets the trial's start (the demo: eight days before its clock).
    public func setTrialStart(_ start: Date) throws {
        try execute(
            "INSERT INTO trial_start (person_id, started_at) VALUES (:me, $1) ON CONFLICT (person_id) DO UPDATE SET started_at = excluded.started_at",
            [SQLValue(start)])
    }

    /// The logical day SB-01 last showed.
    public func paywallShownDay() throws -> LocalDate? {
        try queryOne("SELECT day FROM paywall_shown WHERE person_id = :me", []).flatMap { LocalDate(iso: try $0.string("day")) }
    }

    public func setPaywallShown(on day: LocalDate) throws {
        try execute(
            "INSERT INTO paywall_shown (person_id, day) VALUES (:me, $1) ON CONFLICT (person_id) DO UPDATE SET day = excluded.day",
            [.text(day.description)])
    }

    /// The subscription lasting longest among the verified ones (nil when none was restored).
    public func subscription() throws -> Subscription? {
        guard
            let row = try queryOne(
                "SELECT original_transaction_id, product, expires_at FROM subscriptions WHERE person_id = :me ORDER BY expires_at DESC LIMIT 1",
                [])
        else { return nil }
        guard let product = SubscriptionProduct(rawValue: try row.string("product")) else { return nil }
        return Subscription(
            product: product, expiresAt: try row.date("expires_at"), originalTransactionID: try row.string("original_transaction_id"))
    }

    /// Keeps a verified subscription: a later renewal of the same original transaction replaces an earlier one, never
    /// the other way round.
    /// Keeps a verified subscription for this person; false (nothing stored) when its original transaction already
    /// belongs to another person — one purchase unlocks one account.
    @discardableResult
    public func save(_ subscription: Subscription, transactionID: String, verifiedAt: Date) throws -> Bool {
        let othersTransaction = try queryOne(
            "SELECT 1 AS taken FROM subscriptions WHERE original_transaction_id = $1 AND person_id <> :me",
            [.text(subscription.originalTransactionID)])
        guard othersTransaction == nil else { return false }
        try execute(
            """
            INSERT INTO subscriptions (person_id, original_transaction_id, product, expires_at, transaction_id, verified_at)
            VALUES (:me, $1, $2, $3, $4, $5)
            ON CONFLICT (original_transaction_id) DO UPDATE SET product = excluded.product, expires_at = excluded.expires_at,
                transaction_id = excluded.transaction_id, verified_at = excluded.verified_at
            WHERE excluded.expires_at > subscriptions.expires_at AND subscriptions.person_id = excluded.person_id
            """,
            [
                .text(subscription.originalTransactionID), .text(subscription.product.rawValue), SQLValue(subscription.expiresAt),
                .text(transactionID), SQLValue(verifiedAt),
            ])
        return true
    }
}
