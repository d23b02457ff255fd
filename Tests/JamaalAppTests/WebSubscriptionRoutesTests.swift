import Foundation
import HTTPServer
import HTTPTestSupport
import Identifiers
import JamaalApp
import JamaalCommands
import JamaalCore
import JamaalPersistence
import Security
import Testing

/// #42 "A subscription you can buy here": SB-01's plans bought through Stripe Checkout (against the loopback Stripe
/// stand-in, which checks the form body it is sent), confirmed only by Stripe's signed webhooks (real HMAC signatures),
/// and the one entitlement that decides read-only — with every refusal a 4xx naming the problem and nothing stored.
@Suite("Buying on the web: Stripe Checkout, the signed webhook, Manage")
struct WebSubscriptionRoutesTests {
    static let secret = "whsec_jamaal_tests_only"
    static let monthly = "price_jamaal_monthly"
    static let yearly = "price_jamaal_yearly"

    /// The demo person on day 15 (read-only, not subscribed), with Stripe configured against `stripe` (or with no
    /// Stripe at all).
    static func readOnlyApp(_ stripe: StripeRecorder?, webhookSecret: String? = secret) throws -> JamaalTestApp {
        let app = try JamaalTestApp(testClock: true) { env in
            if let stripe {
                env.stripe = StripeConfiguration(
                    secretKey: "sk_test_jamaal", webhookSecret: webhookSecret, monthlyPrice: monthly, yearlyPrice: yearly,
                    apiBase: stripe.base)
            }
        }
        app.advance(6 * 86_400)
        return app
    }

    // MARK: Stripe's events, as its webhooks send them

    static func event(_ id: String, _ type: String, created: Int64, object: [String: Any]) -> [String: Any] {
        [
            "id": id, "object": "event", "type": type, "created": created, "livemode": false, "api_version": "2024-06-20",
            "data": ["object": object],
        ]
    }

    static func checkoutCompleted(_ id: String, person: String?, customer: String, subscription: String, created: Int64) -> [String: Any] {
        var session: [String: Any] = [
            "id": "cs_test_\(id)", "object": "checkout.session", "mode": "subscription", "customer": customer,
            "subscription": subscription, "payment_status": "paid", "amount_total": 299,
            "customer_details": ["email": "maryam@jamaal.test"],
        ]
        if let person { session["client_reference_id"] = person }
        return event(id, "checkout.session.completed", created: created, object: session)
    }

    static func subscriptionEvent(
        _ id: String, _ type: String = "customer.subscription.created", subscription: String = "sub_maryam",
        customer: String = "cus_maryam",
        status: String = "active", price: String = monthly, start: Date, end: Date, cancelAtPeriodEnd: Bool = false,
        endedAt: Date? = nil, person: String? = "me", created: Int64
    ) -> [String: Any] {
        var object: [String: Any] = [
            "id": subscription, "object": "subscription", "customer": customer, "status": status,
            "cancel_at_period_end": cancelAtPeriodEnd,
            "current_period_start": Int64(start.timeIntervalSince1970), "current_period_end": Int64(end.timeIntervalSince1970),
            "items": ["object": "list", "data": [["id": "si_1", "price": ["id": price], "quantity": 1]]],
        ]
        if let person { object["metadata"] = ["client_reference_id": person] }
        if let endedAt { object["ended_at"] = Int64(endedAt.timeIntervalSince1970) }
        return event(id, type, created: created, object: object)
    }

    static func chargeRefunded(_ id: String, customer: String = "cus_maryam", refunded: Int = 299, created: Int64) -> [String: Any] {
        event(
            id, "charge.refunded", created: created,
            object: [
                "id": "ch_\(id)", "object": "charge", "customer": customer, "amount": 299, "amount_refunded": refunded,
                "refunded": refunded >= 299,
            ])
    }

    static func paymentFailed(_ id: String, customer: String = "cus_maryam", created: Int64) -> [String: Any] {
        event(
            id, "invoice.payment_failed", created: created,
            object: ["id": "in_\(id)", "object": "invoice", "customer": customer, "subscription": "sub_maryam", "amount_due": 299])
    }

    /// Posts `event` to the webhook as Stripe does: its bytes, signed at `at` (default the server's now) with `secret`.
    @discardableResult
    static func post(
        _ app: JamaalTestApp, _ event: [String: Any], secret: String = secret, at: Date? = nil, body: [UInt8]? = nil,
        signature: String? = nil
    ) -> Response {
        let bytes = body ?? [UInt8](try! JSONSerialization.data(withJSONObject: event, options: [.sortedKeys]))
        let stamp = Int64((at ?? app.clock.now()).timeIntervalSince1970)
        let header = signature ?? StripeWebhookSignature.header(payload: bytes, secret: secret, timestamp: stamp)
        return app.anonymousClient().send(
            .post, "/webhooks/stripe", body: bytes, headers: [("Content-Type", "application/json"), ("Stripe-Signature", header)])
    }

    static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970) }

    static func stored(_ app: JamaalTestApp, _ person: ID<Person> = Person.firstID) throws -> WebSubscription? {
        try app.env.store(for: person).read { try $0.webSubscription() }
    }

    // MARK: Buying

    @Test("Day 15, read-only, buys Monthly: Checkout's redirect, the webhooks confirm it, read-only is lifted")
    func buysMonthly() throws {
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let app = try Self.readOnlyApp(stripe)
        let client = app.client()
        #expect(client.get("/today/add").status == .forbidden)
        // SB-01's plans each have their Subscribe button; the page lets the form leave for Stripe.
        let paywall = client.get("/paywall")
        #expect(paywall.text.contains("Subscribe monthly") && paywall.text.contains(#"action="/settings/subscription/checkout""#))
        #expect(paywall.headers["Content-Security-Policy"]?.contains("form-action 'self' https:") == true)

        let redirect = client.post("/settings/subscription/checkout", [("product", "jamaal.monthly")], csrfFrom: "/paywall")
        #expect(redirect.status == .seeOther && redirect.location == StripeRecorder.checkoutURL)
        let sent = try #require(stripe.recorded.last)
        #expect(sent.method == "POST" && sent.path == "/v1/checkout/sessions")
        #expect(sent.authorization == "Bearer sk_test_jamaal" && sent.contentType == "application/x-www-form-urlencoded")
        #expect(sent.field("mode") == "subscription" && sent.field("line_items[0][price]") == Self.monthly)
        #expect(sent.field("line_items[0][quantity]") == "1")
        #expect(sent.field("client_reference_id") == "me" && sent.field("subscription_data[metadata][client_reference_id]") == "me")
        #expect(sent.field("customer_email") == "maryam@jamaal.test" && sent.field("customer") == nil)
        #expect(sent.field("success_url") == "http://localhost:8090/settings/subscription?confirming=1")
        #expect(sent.field("cancel_url") == "http://localhost:8090/paywall")
        let minute = Int64(app.clock.now().timeIntervalSince1970) / 60
        #expect(sent.idempotencyKey == "jamaal-checkout-me-jamaal.monthly-\(minute)")

        // Back from Checkout: confirming, and still read-only — the success page proves nothing.
        let waiting = client.get("/settings/subscription?confirming=1")
        #expect(waiting.text.contains("Confirming your subscription…") && waiting.text.contains(#"data-refresh-seconds="3""#))
        #expect(client.get("/today/add").status == .forbidden)

        let now = app.clock.now()
        let completed = Self.post(
            app,
            Self.checkoutCompleted(
                "evt_checkout", person: "me", customer: "cus_maryam", subscription: "sub_maryam", created: Self.seconds(now)))
        #expect(completed.status == .ok && completed.text.contains(#""result":"applied""#), "\(completed.text)")
        #expect(client.get("/today/add").status == .forbidden, "a linked customer without a subscription's state is not yet paid")
        let created = Self.post(
            app, Self.subscriptionEvent("evt_created", start: now, end: now.addingTimeInterval(31 * 86_400), created: Self.seconds(now)))
        #expect(created.status == .ok && created.text.contains(#""result":"applied""#), "\(created.text)")

        #expect(client.get("/today/add").status == .ok)
        #expect(client.post("/today/level", [("level", "light")], csrfFrom: "/settings").status == .seeOther)
        let confirmed = client.get("/settings/subscription?confirming=1").text
        #expect(confirmed.contains("You’re subscribed — everything is back.") && !confirmed.contains("Confirming your subscription"))
        #expect(confirmed.contains("Subscribed · Monthly · bought here on the web") && confirmed.contains("Renews Tuesday 5 January 2027."))
        #expect(confirmed.contains(#"data-source="web""#) && confirmed.contains("Manage subscription"))
        #expect(!confirmed.contains(#"action="/settings/subscription/checkout""#), "no second purchase while subscribed")
        #expect(!client.get("/today").text.contains("jm-trial-banner"))
        #expect(client.get("/paywall").location == "/settings/subscription")
        let json = client.get("/api/screens/settings/subscription").text
        #expect(json.contains(#""source":"web""#) && json.contains(#""state":"subscribed""#))
        // It lasts until the period's end, to the second.
        app.advance(31 * 86_400 - 1)
        #expect(client.get("/today/add").status == .ok)
        app.advance(1)
        #expect(client.get("/today/add").status == .forbidden)
    }

    @Test("Checkout asked twice quickly: one idempotency key per person, plan and minute, so Stripe answers one session")
    func checkoutTwiceQuickly() throws {
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let app = try Self.readOnlyApp(stripe)
        let client = app.client()
        let first = client.post("/settings/subscription/checkout", [("product", "jamaal.yearly")], csrfFrom: "/paywall")
        app.advance(20)
        let second = client.post("/settings/subscription/checkout", [("product", "jamaal.yearly")], csrfFrom: "/paywall")
        #expect(first.location == StripeRecorder.checkoutURL && second.location == StripeRecorder.checkoutURL)
        let keys = stripe.recorded.map(\.idempotencyKey)
        #expect(keys.count == 2 && keys[0] == keys[1] && keys[0]?.contains("jamaal.yearly") == true)
        #expect(stripe.recorded.allSatisfy { $0.field("line_items[0][price]") == Self.yearly })
        app.advance(60)
        _ = client.post("/settings/subscription/checkout", [("product", "jamaal.yearly")], csrfFrom: "/paywall")
        _ = client.post("/settings/subscription/checkout", [("product", "jamaal.monthly")], csrfFrom: "/paywall")
        #expect(Set(stripe.recorded.map(\.idempotencyKey)).count == 3, "a minute later, or another plan, is a new session")
    }

    @Test("Checkout refused: no keys (409, no button anywhere), a bad plan (400), already subscribed (409), Stripe down (502)")
    func checkoutRefusals() throws {
        // Without Stripe keys: the plans say so, no Subscribe button that would fail, and a crafted POST is a 409.
        let plain = try Self.readOnlyApp(nil)
        let client = plain.client()
        let paywall = client.get("/paywall").text
        #expect(paywall.contains("Buying on the web isn’t set up on this Jamaal.") && !paywall.contains("Subscribe monthly"))
        #expect(!paywall.contains("/settings/subscription/checkout") && paywall.contains("bought in the Jamaal app"))
        let settings = client.get("/settings/subscription")
        #expect(settings.text.contains("Buying on the web isn’t set up on this Jamaal.") && !settings.text.contains("/checkout"))
        #expect(settings.headers["Content-Security-Policy"]?.contains("form-action 'self';") == true)
        let notSetUp = client.post("/settings/subscription/checkout", [("product", "jamaal.monthly")], csrfFrom: "/settings")
        #expect(notSetUp.status == .conflict && notSetUp.text.contains("Buying on the web isn’t set up on this Jamaal"))
        #expect(client.post("/settings/subscription/manage", csrfFrom: "/settings").status == .conflict)
        #expect(client.get("/today/add").status == .forbidden)

        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let app = try Self.readOnlyApp(stripe)
        let buyer = app.client()
        let bad = buyer.post("/settings/subscription/checkout", [("product", "jamaal.weekly")], csrfFrom: "/settings")
        #expect(bad.status == .badRequest && bad.text.contains("product"), "\(bad.text.prefix(200))")
        let missing = buyer.post("/settings/subscription/checkout", [], csrfFrom: "/settings")
        #expect(missing.status == .badRequest && missing.text.contains("product"))
        #expect(stripe.recorded.isEmpty)
        // Subscribed (here, through the webhooks): a second purchase is refused before Stripe is asked.
        let now = app.clock.now()
        Self.post(app, Self.subscriptionEvent("evt_1", start: now, end: now.addingTimeInterval(86_400 * 31), created: Self.seconds(now)))
        let twice = buyer.post("/settings/subscription/checkout", [("product", "jamaal.yearly")], csrfFrom: "/settings")
        #expect(twice.status == .conflict && twice.text.contains("already subscribed"))
        #expect(stripe.recorded.isEmpty)

        // Stripe refuses: 502 on ST-05 with the reason, nothing bought or stored.
        let refusing = try StripeRecorder(refuseWith: "No such price: 'price_jamaal_monthly'")
        defer { refusing.server.stop() }
        let other = try Self.readOnlyApp(refusing)
        let person = other.client()
        let down = person.post("/settings/subscription/checkout", [("product", "jamaal.monthly")], csrfFrom: "/settings")
        #expect(down.status == .badGateway && down.text.contains("Stripe couldn’t be reached just now, so nothing was bought"))
        #expect(down.text.contains(#"id="purchase-error""#))
        let json = person.send(
            .post, "/settings/subscription/checkout",
            body: FormEncoding.body([("product", "jamaal.monthly"), ("_csrf", person.csrfToken(in: person.get("/settings")) ?? "")]),
            headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Accept", "application/json")])
        #expect(json.status == .badGateway && json.text.contains(#""status":502"#))
        #expect(try Self.stored(other) == nil && person.get("/today/add").status == .forbidden)
    }
}
