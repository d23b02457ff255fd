import Foundation
import Identifiers
import JamaalCore
import JamaalPersistence
import Stripe

/// What Stripe's webhook answered (#42): Stripe reads only the status; the body says what happened, for the operator
/// and the tests.
struct StripeWebhookAnswer: Codable, Equatable, Sendable {
    let received: Bool
    /// "applied", "unchanged", "already seen", "no person" or "ignored".
    let result: String
    let detail: String

    init(_ result: String, _ detail: String) {
        received = true
        self.result = result
        self.detail = detail
    }
}

/// Applies one verified Stripe event to the person it is for (#42): the person is found outside any one person's
/// store (``JamaalWebBilling``: the Stripe customer a completed Checkout linked, else the `client_reference_id` Checkout
/// was given), then everything is written through that person's own ``JamaalStore`` in one transaction — the event id
/// first (a replay stops there), then what ``JamaalCore/WebSubscription/applying(_:to:prices:)`` decided. A webhook for
/// one person never opens another's store.
///
///     let answer = try StripeWebhook.apply(event, environment: env, now: now)   // "applied", "already seen", …
enum StripeWebhook {
    static func apply(_ event: StripeWebhookEvent, environment env: JamaalEnvironment, now: Date) throws -> StripeWebhookAnswer {
        if case .unknown(let type) = event.kind { return StripeWebhookAnswer("ignored", "\(type) is not an event Jamaal acts on") }
        if case .checkoutSessionCompleted(let session) = event.kind, session.mode != .subscription || session.subscription == nil {
            return StripeWebhookAnswer("ignored", "checkout \(session.id) is not for a subscription")
        }
        let billing = JamaalWebBilling(database: env.database)
        guard let person = try person(for: event, billing) else {
            let first = try billing.recordUnmatched(event.id, type: event.type, outcome: "no person", now: now)
            return first
                ? StripeWebhookAnswer("no person", "no Jamaal person is this event's customer")
                : StripeWebhookAnswer("already seen", "event \(event.id) was received before")
        }
        // Without configured prices no subscription is one of Jamaal's (no Stripe price id is empty).
        let prices = env.stripe.prices ?? WebPrices(monthly: "", yearly: "")
        return try env.store(for: person).write { db in
            guard try db.recordStripeEvent(event.id, type: event.type, now: now) else {
                return StripeWebhookAnswer("already seen", "event \(event.id) was applied before")
            }
            let answer: StripeWebhookAnswer
            switch WebSubscription.applying(event, to: try db.webSubscription(), prices: prices) {
            case .update(let web, let phrase):
                guard try db.linkStripeCustomer(web.customerID, now: now) else { throw StripeWebhookRefusal.customerOfAnother }
                try db.save(web, now: now)
                answer = StripeWebhookAnswer("applied", phrase)
            case .checkoutCompleted(_, let customer, let subscription):
                guard let customer else {
                    answer = StripeWebhookAnswer("unchanged", "checkout for \(subscription) names no customer")
                    break
                }
                guard try db.linkStripeCustomer(customer, now: now) else { throw StripeWebhookRefusal.customerOfAnother }
                answer = StripeWebhookAnswer("applied", "\(customer) (\(subscription)) linked to the person")
            case .unchanged(let why):
                answer = StripeWebhookAnswer("unchanged", why)
            }
            try db.setStripeEventOutcome(event.id, "\(answer.result): \(answer.detail)")
            return answer
        }
    }

    /// Who the event is for: a completed Checkout's `client_reference_id` (it must name a person); for the others the
    /// person their Stripe customer was linked to, else — for a subscription's own events, which can come before the
    /// Checkout's — the `client_reference_id` Checkout put in its metadata. nil: no Jamaal person (recorded, 200).
    static func person(for event: StripeWebhookEvent, _ billing: JamaalWebBilling) throws -> ID<Person>? {
        if case .checkoutSessionCompleted(let session) = event.kind {
            guard let reference = session.clientReferenceID, let person = try billing.person(named: reference) else {
                throw StripeWebhookRefusal.namesNobody(type: event.type)
            }
            return person
        }
        if let customer = event.customer, let person = try billing.person(forCustomer: customer) { return person }
        if event.subscription != nil, let reference = event.metadata["client_reference_id"] {
            guard let person = try billing.person(named: reference) else { throw StripeWebhookRefusal.namesNobody(type: event.type) }
            return person
        }
        return nil
    }
}
