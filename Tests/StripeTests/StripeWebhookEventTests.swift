import Foundation
import Testing

@testable import Stripe

@Suite("Stripe webhook events: documented shapes")
struct StripeWebhookEventTests {
    typealias F = StripeFixtures

    func date(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }

    @Test("checkout.session.completed: id, customer, e-mail, client_reference_id, subscription, mode, payment status, total")
    func checkout() throws {
        let event = try StripeWebhookEvent(json: F.event("evt_1Checkout", "checkout.session.completed", F.checkoutSession))
        #expect(event.id == "evt_1Checkout" && event.type == "checkout.session.completed" && event.created == 1_780_000_000)
        #expect(event.livemode == false && event.apiVersion == "2024-06-20")
        #expect(event.createdAt == date(1_780_000_000))
        #expect(
            event.kind
                == .checkoutSessionCompleted(
                    StripeCheckoutSession(
                        id: "cs_test_a1b2c3", customer: "cus_QmNo1", customerEmail: "maryam@example.org", clientReferenceID: "person-7f3a",
                        subscription: "sub_1MowQVLkdIwHu7ix", mode: .subscription, paymentStatus: "paid", amountTotal: 299)))
        #expect(event.customer == "cus_QmNo1" && event.subscription == nil)
    }

    @Test("customer.subscription.created / updated / deleted: status, price, period, cancel at period end, metadata")
    func subscriptions() throws {
        let object = F.subscription(status: "past_due", cancelAtPeriodEnd: true)
        let expected = StripeSubscription(
            id: "sub_1MowQVLkdIwHu7ix", customer: "cus_QmNo1", status: .pastDue, cancelAtPeriodEnd: true,
            currentPeriodStart: date(1_780_000_000), currentPeriodEnd: date(1_782_592_000),
            items: [.init(id: "si_OAB1", priceID: "price_jamaal_monthly", quantity: 1)], metadata: ["client_reference_id": "person-7f3a"])
        let created = try StripeWebhookEvent(json: F.event("evt_1", "customer.subscription.created", object))
        let updated = try StripeWebhookEvent(json: F.event("evt_2", "customer.subscription.updated", object))
        let deleted = try StripeWebhookEvent(json: F.event("evt_3", "customer.subscription.deleted", object))
        #expect(created.kind == .subscriptionCreated(expected))
        #expect(updated.kind == .subscriptionUpdated(expected))
        #expect(deleted.kind == .subscriptionDeleted(expected))
        #expect(updated.subscription?.priceID == "price_jamaal_monthly" && updated.customer == "cus_QmNo1")
        #expect(updated.metadata == ["client_reference_id": "person-7f3a"])
        for status in StripeSubscription.Status.allCases {
            let event = try StripeWebhookEvent(
                json: F.event("evt_s", "customer.subscription.updated", F.subscription(status: status.rawValue)))
            #expect(event.subscription?.status == status)
        }
    }

    @Test("2025-03-31.basil: the period read from the item, the invoice's subscription from its parent")
    func basil() throws {
        let event = try StripeWebhookEvent(
            json: F.event("evt_b", "customer.subscription.updated", apiVersion: "2025-03-31.basil", F.basilSubscription))
        let subscription = try #require(event.subscription)
        #expect(subscription.currentPeriodStart == date(1_780_000_000) && subscription.currentPeriodEnd == date(1_782_592_000))
        #expect(subscription.cancelAt == date(1_782_592_000) && subscription.canceledAt == date(1_781_000_000))
        #expect(subscription.priceID == "price_jamaal_yearly" && subscription.cancelAtPeriodEnd == true && subscription.endedAt == nil)
        let paid = try StripeWebhookEvent(json: F.event("evt_i", "invoice.paid", apiVersion: "2025-03-31.basil", F.invoicePaidBasil))
        #expect(
            paid.kind
                == .invoicePaid(
                    StripeInvoice(
                        id: "in_1PxYz", customer: "cus_QmNo1", subscription: "sub_1Basil", amountPaid: 299, amountDue: 299,
                        paidAt: date(1_780_000_005))))
    }

    @Test("charge.refunded, payment_method.attached and invoice.payment_failed")
    func others() throws {
        let refund = try StripeWebhookEvent(json: F.event("evt_r", "charge.refunded", F.chargeRefunded))
        let charge = StripeCharge(
            id: "ch_3MmlLrLkdIwHu7ix0snN0B15", customer: "cus_QmNo1", invoice: "in_1PxYz", paymentIntent: "pi_3MmlLr", amount: 299,
            amountRefunded: 299, refunded: true)
        #expect(refund.kind == .chargeRefunded(charge) && charge.isFullyRefunded)
        #expect(!StripeCharge(id: "ch_1", customer: nil, amount: 299, amountRefunded: 100, refunded: false).isFullyRefunded)
        #expect(StripeCharge(id: "ch_1", customer: nil, amount: 299, amountRefunded: 299, refunded: nil).isFullyRefunded)
        let card = try StripeWebhookEvent(json: F.event("evt_p", "payment_method.attached", F.paymentMethod))
        #expect(
            card.kind
                == .paymentMethodAttached(
                    StripePaymentMethod(
                        id: "pm_1Q0PsIJvEtkwdCNY", customer: "cus_QmNo1",
                        card: .init(brand: "visa", last4: "4242", expiryMonth: 8, expiryYear: 2027))))
        let failed = try StripeWebhookEvent(
            json: F.event(
                "evt_f", "invoice.payment_failed", #"{"id":"in_2","customer":"cus_QmNo1","subscription":"sub_1","amount_due":299}"#))
        #expect(
            failed.kind
                == .invoicePaymentFailed(
                    StripeInvoice(id: "in_2", customer: "cus_QmNo1", subscription: "sub_1", amountPaid: nil, amountDue: 299, paidAt: nil)))
    }

    @Test("An unknown type is .unknown, its object not read")
    func unknownType() throws {
        let event = try StripeWebhookEvent(json: F.event("evt_u", "customer.created", #"{"no_id_here":[1,2,{"deep":true}]}"#))
        #expect(event.kind == .unknown(type: "customer.created") && event.customer == nil)
    }

    @Test("A subscription read as the API returns it (GET /v1/subscriptions/:id)")
    func apiObject() throws {
        let subscription = try StripeSubscription(json: Array(F.subscription().utf8))
        #expect(subscription.id == "sub_1MowQVLkdIwHu7ix" && subscription.status == .active)
        #expect(throws: StripeEventError.malformed("it is not a Stripe subscription object")) {
            try StripeSubscription(json: Array(#"{"id":"cus_1","object":"customer"}"#.utf8))
        }
        #expect(throws: StripeEventError.malformed("it is not a Stripe subscription object")) {
            try StripeSubscription(json: Array("[]".utf8))
        }
    }

    @Test("Forms are encoded byte by byte: unreserved kept, brackets, spaces, slashes and non-ASCII as %XX")
    func form() {
        var form = StripeForm([("line_items[0][price]", "price_1"), ("success_url", "https://j.example/s?id={CHECKOUT_SESSION_ID}")])
        form.append("name", "Maryam \u{1E62}idd\u{012B}q\u{012B} ~ a.b_c-d+e&f=g")
        #expect(
            form.encoded
                == "line_items%5B0%5D%5Bprice%5D=price_1&success_url=https%3A%2F%2Fj.example%2Fs%3Fid%3D%7BCHECKOUT_SESSION_ID%7D"
                + "&name=Maryam%20%E1%B9%A2idd%C4%ABq%C4%AB%20~%20a.b_c-d%2Be%26f%3Dg")
        #expect(StripeForm.encode("é") == "%C3%A9" && StripeForm.encode("") == "" && StripeForm.encode("AZaz09-._~") == "AZaz09-._~")
    }
}
