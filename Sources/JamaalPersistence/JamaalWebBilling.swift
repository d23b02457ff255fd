import Database
import Foundation
import Identifiers

/// Stripe's side of the subscriptions bought on the web, outside any one person's store: which person a webhook event
/// is for (the Stripe customer a completed Checkout linked, or the person a `client_reference_id` names), and the
/// events no person's data was changed by. Once the person is known, their data is read and written through their own
/// ``JamaalStore`` (``StoreConnection/webSubscription()`` and friends) — never here.
///
///     let billing = JamaalWebBilling(database: database)
///     let person = try billing.person(forCustomer: "cus_123") ?? billing.person(named: reference)
public struct JamaalWebBilling: Sendable {
    let database: any Database

    public init(database: any Database) { self.database = database }

    /// The person a Stripe customer was linked to, while their account exists.
    public func person(forCustomer customer: String) throws -> ID<Person>? {
        try database.read { db in
            try db.queryOne(
                """
                SELECT c.person_id FROM web_customers c JOIN people p ON p.id = c.person_id
                WHERE c.customer_id = $1 ORDER BY c.linked_at DESC LIMIT 1
                """, [.text(customer)]
            ).map { ID(try $0.string("person_id")) }
        }
    }

    /// The person a `client_reference_id` names (Checkout was given the person's id), when they have an account.
    public func person(named reference: String) throws -> ID<Person>? {
        guard !reference.isEmpty, reference.count <= 200 else { return nil }
        return try database.read { db in
            try db.queryOne("SELECT id FROM people WHERE id = $1", [.text(reference)]).map { ID(try $0.string("id")) }
        }
    }

    /// Records an event that changed no person's data (it names no Jamaal person); false when its id was recorded
    /// before.
    public func recordUnmatched(_ id: String, type: String, outcome: String, now: Date) throws -> Bool {
        try database.write { db in
            try db.execute(
                """
                INSERT INTO stripe_events (id, type, received_at, person_id, outcome) VALUES ($1, $2, $3, NULL, $4)
                ON CONFLICT (id) DO NOTHING
                """, [.text(id), .text(String(type.prefix(100))), SQLValue(now), .text(String(outcome.prefix(500)))]) == 1
        }
    }

    /// Whether an event id was recorded (acted on, or recorded as naming nobody).
    public func hasSeen(_ id: String) throws -> Bool {
        try database.read { try $0.queryOne("SELECT 1 AS seen FROM stripe_events WHERE id = $1", [.text(id)]) != nil }
    }

    /// How many webhook events were recorded.
    public func eventCount() throws -> Int {
        try database.read { try $0.queryOne("SELECT COUNT(*) AS n FROM stripe_events", [])?.int("n") ?? 0 }
    }
}
