import Foundation
import Testing

@testable import Stripe

/// Bodies no genuine Stripe event has: each is refused by name, or read with the bad field as missing — never a trap.
@Suite("Stripe webhook events: hostile bodies")
struct StripeHostileEventTests {
    typealias F = StripeFixtures

    func refusal(_ json: [UInt8]) -> String? {
        do {
            _ = try StripeWebhookEvent(json: json)
            return nil
        } catch {
            return error.reason
        }
    }

    func refusal(_ text: String) -> String? { refusal(Array(text.utf8)) }

    static let notAnEvent = "it is not a Stripe event object (id, type, created, data.object)"

    @Test(
        "Not an event: not JSON, not an object, a missing or mistyped envelope field",
        arguments: [
            "", "not json", "[]", "null", "42", #""evt_1""#, "{}", #"{"id":"evt_1","type":"invoice.paid","created":1}"#,
            #"{"id":"evt_1","type":"invoice.paid","created":1,"data":{}}"#,
            #"{"id":"evt_1","type":"invoice.paid","created":1,"data":{"object":"in_1"}}"#,
            #"{"id":"evt_1","type":"invoice.paid","created":1,"data":[]}"#,
            #"{"id":7,"type":"invoice.paid","created":1,"data":{"object":{}}}"#,
            #"{"id":"evt_1","type":["invoice.paid"],"created":1,"data":{"object":{}}}"#,
            #"{"id":"evt_1","type":"invoice.paid","created":"1780000000","data":{"object":{}}}"#,
            #"{"id":"evt_1","type":"invoice.paid","created":1.5,"data":{"object":{}}}"#,
            #"{"id":"evt_1","type":"invoice.paid","created":1e400,"data":{"object":{}}}"#,
            #"{"id":"evt_1","type":"invoice.paid","created":99999999999999999999999,"data":{"object":{}}}"#,
            #"{"id":"evt_1","type":"invoice.paid","created":1,"data":{"object":{}}"#,
        ])
    func notAnEvent(_ body: String) {
        #expect(refusal(body) == Self.notAnEvent)
    }

    @Test("A bad id, type or created time is refused by name")
    func badEnvelope() {
        #expect(refusal(#"{"id":"ch_1","type":"x.y","created":1,"data":{"object":{}}}"#) == #"its id "ch_1" is not an event id"#)
        #expect(refusal(F.event("evt_" + String(repeating: "a", count: 300), "x.y", "{}"))?.hasPrefix("its id") == true)
        #expect(refusal(F.event(#"evt_\u00001"#, "x.y", "{}"))?.hasPrefix("its id") == true)  // an escaped NUL
        #expect(refusal(F.event("evt_\u{0}1", "x.y", "{}")) == Self.notAnEvent)  // a raw one is not JSON
        #expect(refusal(F.event("evt_1", "", "{}")) == #"its type "" is not an event type"#)
        #expect(refusal(F.event("evt_1", "a b", "{}")) == #"its type "a b" is not an event type"#)
        #expect(refusal(F.event("evt_1", String(repeating: "t", count: 101), "{}"))?.hasPrefix("its type") == true)
        #expect(refusal(F.event("evt_1", "x.y", created: -1, "{}")) == "its created time -1 is not between 1970 and 2100")
        #expect(
            refusal(F.event("evt_1", "x.y", created: 4_102_444_801, "{}")) == "its created time 4102444801 is not between 1970 and 2100")
        #expect(refusal(F.event("evt_1", "x.y", created: Int64.max, "{}"))?.hasPrefix("its created time") == true)
        #expect(refusal(Array(repeating: UInt8(ascii: " "), count: StripeWebhookEvent.maximumBytes + 1)) == Self.notAnEvent)
    }

    @Test("A typed kind whose object has no usable id is refused; every other field reads as missing")
    func typedWithoutID() {
        for type in StripeWebhookEvent.typedTypes {
            #expect(refusal(F.event("evt_1", type, "{}")) == "\(type) has no id")
            #expect(refusal(F.event("evt_1", type, #"{"id":12}"#)) == "\(type) has no id")
            #expect(refusal(F.event("evt_1", type, #"{"id":""}"#)) == "\(type) has no id")
            #expect(refusal(F.event("evt_1", type, #"{"id":"x\ny"}"#)) == "\(type) has no id")
        }
    }

    @Test("Wrong types, huge numbers and out-of-range times read as missing")
    func wrongTypes() throws {
        let object = """
            {"id":"sub_1","customer":{"id":"cus_expanded"},"status":"sleeping","cancel_at_period_end":"true",
             "current_period_start":-5,"current_period_end":1e300,"cancel_at":4102444801,"canceled_at":"1780000000",
             "ended_at":99999999999999999999999999,
             "items":{"data":[42,"si",{"id":"si_1","price":"price_1","quantity":1.5,"current_period_end":true},null]},
             "metadata":{"ok":"yes","number":5,"nested":{"a":"b"},"list":[],"\(String(repeating: "k", count: 41))":"long key",
                         "long":"\(String(repeating: "v", count: 501))"}}
            """
        let event = try StripeWebhookEvent(json: F.event("evt_1", "customer.subscription.updated", object))
        let subscription = try #require(event.subscription)
        #expect(subscription.customer == nil && subscription.status == nil && subscription.cancelAtPeriodEnd == nil)
        #expect(subscription.currentPeriodStart == nil && subscription.currentPeriodEnd == nil)
        #expect(subscription.cancelAt == nil && subscription.canceledAt == nil && subscription.endedAt == nil)
        #expect(subscription.items == [.init(id: "si_1", priceID: nil, quantity: nil, currentPeriodStart: nil, currentPeriodEnd: nil)])
        #expect(subscription.metadata == ["ok": "yes"] && event.metadata == ["ok": "yes"])

        let invoice = try StripeWebhookEvent(
            json: F.event(
                "evt_2", "invoice.paid",
                #"{"id":"in_1","amount_paid":1e30,"amount_due":-0.5,"subscription":false,"status_transitions":{"paid_at":-1}}"#))
        #expect(
            invoice.kind
                == .invoicePaid(StripeInvoice(id: "in_1", customer: nil, subscription: nil, amountPaid: nil, amountDue: nil, paidAt: nil)))
        let big = try StripeWebhookEvent(json: F.event("evt_3", "invoice.paid", #"{"id":"in_1","amount_paid":99999999999}"#))
        #expect(
            big.kind
                == .invoicePaid(
                    StripeInvoice(id: "in_1", customer: nil, subscription: nil, amountPaid: 99_999_999_999, amountDue: nil, paidAt: nil)))

        let charge = try StripeWebhookEvent(json: F.event("evt_4", "charge.refunded", #"{"id":"ch_1","refunded":1,"amount":"299"}"#))
        #expect(charge.kind == .chargeRefunded(StripeCharge(id: "ch_1", customer: nil, amount: nil, amountRefunded: nil, refunded: nil)))

        let session = try StripeWebhookEvent(
            json: F.event(
                "evt_5", "checkout.session.completed",
                #"{"id":"cs_1","mode":"rental","client_reference_id":"\#(String(repeating: "p", count: 256))","subscription":["sub_1"]}"#))
        #expect(session.kind == .checkoutSessionCompleted(StripeCheckoutSession(id: "cs_1")))

        let card = try StripeWebhookEvent(
            json: F.event("evt_6", "payment_method.attached", #"{"id":"pm_1","card":{"brand":null,"exp_month":"08","exp_year":1e20}}"#))
        #expect(
            card.kind
                == .paymentMethodAttached(
                    StripePaymentMethod(id: "pm_1", customer: nil, card: .init(brand: nil, last4: nil, expiryMonth: nil, expiryYear: nil))))
    }

    @Test("A list longer than Stripe allows is read to its first 20 elements; deep nesting is refused, not a crash")
    func bounds() throws {
        let items = (0..<500).map { #"{"id":"si_\#($0)","price":{"id":"price_\#($0)"}}"# }.joined(separator: ",")
        let event = try StripeWebhookEvent(
            json: F.event("evt_1", "customer.subscription.updated", #"{"id":"sub_1","items":{"data":[\#(items)]}}"#))
        #expect(event.subscription?.items.count == 20 && event.subscription?.priceID == "price_0")
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(refusal(F.event("evt_2", "x.y", #"{"a":\#(deep)}"#)) == Self.notAnEvent)
        let keys = (0..<200).map { #""k\#($0)":"v""# }.joined(separator: ",")
        let many = try StripeWebhookEvent(json: F.event("evt_3", "x.y", #"{"metadata":{\#(keys)}}"#))
        #expect(many.metadata.count == 50)
    }
}
