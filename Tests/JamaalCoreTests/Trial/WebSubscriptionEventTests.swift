import Foundation
import Stripe
import Testing

@testable import JamaalCore

/// Stripe's webhook events applied to the stored web subscription: each once, in any order, replayed or not.
@Suite("Web subscription from Stripe's events (SB-01)")
struct WebSubscriptionEventTests {
    let prices = WebPrices(monthly: "price_jamaal_monthly", yearly: "price_jamaal_yearly")
    /// 2026-05-28T20:26:40Z, and a month of 30 days after it.
    let periodStart: Int64 = 1_780_000_000
    let periodEnd: Int64 = 1_782_592_000

    func event(_ id: String, _ type: String, created: Int64, _ object: String) throws -> StripeWebhookEvent {
        try StripeWebhookEvent(
            json: Array(#"{"id":"\#(id)","object":"event","created":\#(created),"type":"\#(type)","data":{"object":\#(object)}}"#.utf8))
    }

    func subscription(
        id: String = "sub_1", status: String = "active", start: Int64? = nil, end: Int64? = nil, cancelAtPeriodEnd: Bool = false,
        price: String = "price_jamaal_monthly", endedAt: Int64? = nil, customer: String = "cus_1"
    ) -> String {
        #"{"id":"\#(id)","object":"subscription","customer":"\#(customer)","status":"\#(status)","cancel_at_period_end":\#(cancelAtPeriodEnd),"current_period_start":\#(start ?? periodStart),"current_period_end":\#(end ?? periodEnd),"ended_at":\#(endedAt.map(String.init) ?? "null"),"items":{"object":"list","data":[{"id":"si_1","price":{"id":"\#(price)"},"quantity":1}]}}"#
    }

    func date(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }

    func updated(_ change: WebSubscription.Change) -> WebSubscription? {
        if case .update(let web, _) = change { return web }
        return nil
    }

    @Test("customer.subscription.created makes the web subscription: plan from the price, period, status, as of the event")
    func created() throws {
        let change = WebSubscription.applying(
            try event("evt_1", "customer.subscription.created", created: periodStart, subscription()), to: nil, prices: prices)
        let web = try #require(updated(change))
        #expect(
            web
                == WebSubscription(
                    subscriptionID: "sub_1", customerID: "cus_1", product: .monthly, status: .active, currentPeriodStart: date(periodStart),
                    currentPeriodEnd: date(periodEnd), asOf: periodStart))
        let yearly = updated(
            WebSubscription.applying(
                try event("evt_2", "customer.subscription.created", created: 1, subscription(price: "price_jamaal_yearly")), to: nil,
                prices: prices))
        #expect(yearly?.product == .yearly)
        #expect(prices.price(for: .yearly) == "price_jamaal_yearly" && prices.product(forPrice: "price_other") == nil)
    }

    @Test("Updates in any order: an older one changes nothing; the same one again changes nothing new")
    func ordering() throws {
        let renewedEnd = periodEnd + 2_592_000
        let first = try #require(
            updated(
                WebSubscription.applying(
                    try event("evt_1", "customer.subscription.created", created: 100, subscription()), to: nil, prices: prices)))
        let renewal = try event("evt_3", "customer.subscription.updated", created: 300, subscription(start: periodEnd, end: renewedEnd))
        let renewed = try #require(updated(WebSubscription.applying(renewal, to: first, prices: prices)))
        #expect(renewed.currentPeriodEnd == date(renewedEnd) && renewed.asOf == 300)
        let late = try event("evt_2", "customer.subscription.updated", created: 200, subscription(status: "past_due"))
        #expect(WebSubscription.applying(late, to: renewed, prices: prices) == .unchanged("an older report of sub_1"))
        #expect(updated(WebSubscription.applying(renewal, to: renewed, prices: prices)) == renewed)  // replayed: the same state
    }

    @Test("Cancel at period end, then deleted: canceled, ended at the period's end")
    func cancelThenDelete() throws {
        let first = try #require(
            updated(
                WebSubscription.applying(
                    try event("evt_1", "customer.subscription.created", created: 100, subscription()), to: nil, prices: prices)))
        let cancelling = try #require(
            updated(
                WebSubscription.applying(
                    try event("evt_2", "customer.subscription.updated", created: 200, subscription(cancelAtPeriodEnd: true)), to: first,
                    prices: prices)))
        #expect(cancelling.cancelAtPeriodEnd && cancelling.accessEnds == date(periodEnd) && !cancelling.renews)
        let deleted = try #require(
            updated(
                WebSubscription.applying(
                    try event(
                        "evt_3", "customer.subscription.deleted", created: periodEnd,
                        subscription(status: "canceled", cancelAtPeriodEnd: true, endedAt: periodEnd)), to: cancelling, prices: prices)))
        #expect(deleted.status == .canceled && deleted.endedAt == date(periodEnd) && !deleted.isCurrent(at: date(periodEnd)))
        // A deletion whose object still says active (or gives no ended_at) is an end all the same, at the event.
        let odd = try #require(
            updated(
                WebSubscription.applying(
                    try event("evt_4", "customer.subscription.deleted", created: periodStart + 50, subscription()), to: nil, prices: prices)
            ))
        #expect(odd.status == .canceled && odd.endedAt == date(periodStart + 50))
    }

    @Test("charge.refunded in full for the customer ends full use at the event; partial, another customer's, a replay: unchanged")
    func refunds() throws {
        let web = try #require(
            updated(
                WebSubscription.applying(
                    try event("evt_1", "customer.subscription.created", created: 100, subscription()), to: nil, prices: prices)))
        let refundedAt = periodStart + 3_600
        let full = try event(
            "evt_r", "charge.refunded", created: refundedAt,
            #"{"id":"ch_1","object":"charge","customer":"cus_1","amount":299,"amount_refunded":299,"refunded":true}"#)
        let refunded = try #require(updated(WebSubscription.applying(full, to: web, prices: prices)))
        #expect(
            refunded.refundedAt == date(refundedAt) && refunded.isCurrent(at: date(refundedAt - 1))
                && !refunded.isCurrent(at: date(refundedAt)))
        #expect(WebSubscription.applying(full, to: refunded, prices: prices) == .unchanged("sub_1 was refunded already"))
        let partial = try event(
            "evt_p", "charge.refunded", created: refundedAt,
            #"{"id":"ch_2","customer":"cus_1","amount":299,"amount_refunded":100,"refunded":false}"#)
        #expect(
            WebSubscription.applying(partial, to: web, prices: prices)
                == .unchanged("a partial refund of ch_2 leaves the subscription as it is"))
        let other = try event("evt_o", "charge.refunded", created: refundedAt, #"{"id":"ch_3","customer":"cus_2","refunded":true}"#)
        #expect(WebSubscription.applying(other, to: web, prices: prices) == .unchanged("a refund for another customer"))
        #expect(WebSubscription.applying(full, to: nil, prices: prices) == .unchanged("a refund for another customer"))
        // A later update of the same subscription keeps the refund.
        let update = try event("evt_u", "customer.subscription.updated", created: refundedAt + 10, subscription(cancelAtPeriodEnd: true))
        #expect(updated(WebSubscription.applying(update, to: refunded, prices: prices))?.refundedAt == date(refundedAt))
    }

    @Test("Another subscription replaces the stored one only when it gives full use at least as long")
    func anotherSubscription() throws {
        let live = try #require(
            updated(
                WebSubscription.applying(
                    try event("evt_1", "customer.subscription.created", created: 100, subscription()), to: nil, prices: prices)))
        let oldEnded = try event(
            "evt_2", "customer.subscription.deleted", created: 200,
            subscription(id: "sub_old", status: "canceled", start: 1_700_000_000, end: 1_702_592_000, endedAt: 1_702_592_000))
        #expect(WebSubscription.applying(oldEnded, to: live, prices: prices) == .unchanged("sub_1 gives full use longer than sub_old"))
        let incomplete = try event(
            "evt_3", "customer.subscription.created", created: 300, subscription(id: "sub_new", status: "incomplete"))
        #expect(WebSubscription.applying(incomplete, to: live, prices: prices) == .unchanged("sub_1 gives full use longer than sub_new"))
        let yearly = try event(
            "evt_4", "customer.subscription.updated", created: 400,
            subscription(id: "sub_new", end: periodStart + 31_536_000, price: "price_jamaal_yearly"))
        #expect(updated(WebSubscription.applying(yearly, to: live, prices: prices))?.subscriptionID == "sub_new")
    }

    @Test("checkout.session.completed links the person; what is not Jamaal's, or incomplete, changes nothing")
    func checkoutAndOthers() throws {
        let completed = try event(
            "evt_c", "checkout.session.completed", created: 100,
            #"{"id":"cs_1","object":"checkout.session","mode":"subscription","customer":"cus_1","client_reference_id":"person-7f3a","subscription":"sub_1","payment_status":"paid"}"#
        )
        #expect(
            WebSubscription.applying(completed, to: nil, prices: prices)
                == .checkoutCompleted(clientReference: "person-7f3a", customerID: "cus_1", subscriptionID: "sub_1"))
        let payment = try event("evt_p", "checkout.session.completed", created: 100, #"{"id":"cs_2","mode":"payment","customer":"cus_1"}"#)
        #expect(WebSubscription.applying(payment, to: nil, prices: prices) == .unchanged("checkout cs_2 is not a subscription"))
        let quranFlow = try event("evt_q", "customer.subscription.created", created: 100, subscription(price: "price_quranflow_term"))
        #expect(
            WebSubscription.applying(quranFlow, to: nil, prices: prices)
                == .unchanged("Subscription sub_1 is not for one of Jamaal’s plans."))
        let noPeriod = try event(
            "evt_n", "customer.subscription.updated", created: 100, #"{"id":"sub_1","customer":"cus_1","status":"active"}"#)
        #expect(WebSubscription.applying(noPeriod, to: nil, prices: prices) == .unchanged("Subscription sub_1 has no current period."))
        let noCustomer = try event("evt_m", "customer.subscription.updated", created: 100, #"{"id":"sub_1","status":"active"}"#)
        #expect(WebSubscription.applying(noCustomer, to: nil, prices: prices) == .unchanged("Subscription sub_1 names no customer."))
        let badStatus = try event(
            "evt_s", "customer.subscription.updated", created: 100, #"{"id":"sub_1","customer":"cus_1","status":"dormant"}"#)
        #expect(
            WebSubscription.applying(badStatus, to: nil, prices: prices) == .unchanged("Subscription sub_1 has no status Jamaal knows."))
        let invoice = try event("evt_i", "invoice.paid", created: 100, #"{"id":"in_1","customer":"cus_1","amount_paid":299}"#)
        #expect(
            WebSubscription.applying(invoice, to: nil, prices: prices) == .unchanged("invoice.paid does not change a Jamaal subscription"))
        let unknown = try event("evt_x", "customer.created", created: 100, #"{"id":"cus_1"}"#)
        #expect(
            WebSubscription.applying(unknown, to: nil, prices: prices)
                == .unchanged("customer.created does not change a Jamaal subscription"))
    }

    @Test("A stored web subscription round-trips through JSON")
    func codable() throws {
        let web = WebSubscription(
            subscriptionID: "sub_1", customerID: "cus_1", product: .yearly, status: .pastDue, currentPeriodStart: date(periodStart),
            currentPeriodEnd: date(periodEnd), cancelAtPeriodEnd: true, cancelAt: date(periodEnd), endedAt: nil,
            refundedAt: date(periodStart + 5),
            asOf: 42)
        #expect(try JSONDecoder().decode(WebSubscription.self, from: JSONEncoder().encode(web)) == web)
        for status in WebSubscription.Status.allCases { #expect(StripeSubscription.Status(rawValue: status.rawValue) != nil) }
        #expect(WebSubscription.Status.allCases.count == StripeSubscription.Status.allCases.count)
    }
}
