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

/// The webhook's refusals, events replayed and out of order, cancelling, a failed renewal, a refund, two people apart,
/// Manage and `jamaal serve`'s Stripe options (the suite's helpers are in `WebSubscriptionRoutesTests.swift`).
extension WebSubscriptionRoutesTests {
    // MARK: The webhook's refusals

    @Test("The webhook refuses a bad, missing or stale signature and a body that isn't an event (400); nothing stored")
    func webhookRefusesBadInput() throws {
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let app = try Self.readOnlyApp(stripe)
        let now = app.clock.now()
        let event = Self.subscriptionEvent("evt_forged", start: now, end: now.addingTimeInterval(86_400 * 365), created: Self.seconds(now))
        let forged = Self.post(app, event, secret: "whsec_someone_else")
        #expect(forged.status == .badRequest && forged.text.contains("No v1 signature in Stripe-Signature matches"))
        let stale = Self.post(app, event, at: now.addingTimeInterval(-301))
        #expect(stale.status == .badRequest && stale.text.contains("outside the 5-minute tolerance"))
        let early = Self.post(app, event, at: now.addingTimeInterval(400))
        #expect(early.status == .badRequest)
        #expect(Self.post(app, event, signature: "").text.contains("no Stripe-Signature header"))
        #expect(Self.post(app, event, signature: "t=abc,v1=00").status == .badRequest)
        #expect(Self.post(app, event, signature: "t=\(Self.seconds(now))").text.contains("no v1 signature"))
        let malformed = Self.post(app, [:], body: Array(#"{"id": "evt_1", "type": "customer.subscription.created""#.utf8))
        #expect(malformed.status == .badRequest && malformed.text.contains("The Stripe event can"), "\(malformed.text.prefix(200))")
        let notAnEvent = Self.post(app, [:], body: Array(#"{"id": "sub_1", "object": "subscription"}"#.utf8))
        #expect(notAnEvent.status == .badRequest)
        let noID = Self.post(
            app, Self.event("evt_noid", "customer.subscription.updated", created: Self.seconds(now), object: ["object": "subscription"]))
        #expect(noID.status == .badRequest && noID.text.contains("has no id"))
        #expect(try JamaalWebBilling(database: app.env.database).eventCount() == 0)
        #expect(try Self.stored(app) == nil)
        #expect(app.client().get("/today/add").status == .forbidden)
        // The webhook needs no session or CSRF token, but a GET is no webhook.
        #expect([404, 405].contains(app.anonymousClient().get("/webhooks/stripe").status.code))
    }

    @Test("An unknown event type is 200 ignored; a checkout naming nobody is 422; no secret is 409; nothing stored")
    func webhookIgnoresAndRefuses() throws {
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let app = try Self.readOnlyApp(stripe)
        let now = Self.seconds(app.clock.now())
        let unknown = Self.post(app, Self.event("evt_unknown", "customer.tax_id.created", created: now, object: ["id": "txi_1"]))
        #expect(unknown.status == .ok && unknown.text.contains(#""result":"ignored""#))
        let payment = Self.post(
            app,
            Self.event(
                "evt_payment", "checkout.session.completed", created: now,
                object: ["id": "cs_1", "mode": "payment", "client_reference_id": "me"]))
        #expect(payment.status == .ok && payment.text.contains(#""result":"ignored""#))
        for reference in ["nobody", "", String(repeating: "x", count: 300)] {
            let nobody = Self.post(
                app, Self.checkoutCompleted("evt_nobody", person: reference, customer: "cus_x", subscription: "sub_x", created: now))
            #expect(nobody.status == .unprocessableEntity && nobody.text.contains("names no Jamaal person"), "\(reference.prefix(10))")
        }
        let anonymous = Self.post(
            app, Self.checkoutCompleted("evt_anon", person: nil, customer: "cus_x", subscription: "sub_x", created: now))
        #expect(anonymous.status == .unprocessableEntity)
        // A subscription whose metadata names nobody, for a customer nobody was linked to: 422 too.
        let start = app.clock.now()
        let orphan = Self.post(
            app,
            Self.subscriptionEvent(
                "evt_orphan", customer: "cus_x", start: start, end: start.addingTimeInterval(86_400), person: "nobody", created: now))
        #expect(orphan.status == .unprocessableEntity)
        // One with no metadata, for an unknown customer (not Jamaal's): 200, recorded as naming no person.
        let foreign = Self.post(
            app,
            Self.subscriptionEvent(
                "evt_foreign", customer: "cus_other", start: start, end: start.addingTimeInterval(86_400), person: nil, created: now))
        #expect(foreign.status == .ok && foreign.text.contains(#""result":"no person""#))
        #expect(Self.post(app, Self.paymentFailed("evt_foreign_invoice", customer: "cus_other", created: now)).text.contains("no person"))
        #expect(try JamaalWebBilling(database: app.env.database).eventCount() == 2)
        #expect(try Self.stored(app) == nil)
        #expect(try app.env.store.read { try $0.stripeCustomer() } == nil)

        let unset = try Self.readOnlyApp(stripe, webhookSecret: nil)
        let off = Self.post(unset, Self.event("evt_off", "customer.tax_id.created", created: now, object: ["id": "txi_1"]))
        #expect(off.status == .conflict && off.text.contains("isn’t set up on this Jamaal"))
    }

    // MARK: Order, replay, cancel, payment failure, refund

    @Test("Replayed and out-of-order events: each id once, an older report never undoes a newer one")
    func replayAndOrder() throws {
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let app = try Self.readOnlyApp(stripe)
        let client = app.client()
        let now = app.clock.now()
        let end = now.addingTimeInterval(31 * 86_400)
        // The subscription's events come before the Checkout's: its metadata names the person.
        let updated = Self.subscriptionEvent(
            "evt_updated", "customer.subscription.updated", start: now, end: end, cancelAtPeriodEnd: true, created: Self.seconds(now) + 5)
        #expect(Self.post(app, updated).text.contains(#""result":"applied""#))
        let created = Self.subscriptionEvent("evt_created", start: now, end: end, created: Self.seconds(now))
        let older = Self.post(app, created)
        #expect(older.status == .ok && older.text.contains(#""result":"unchanged""#) && older.text.contains("an older report"))
        #expect(try Self.stored(app)?.cancelAtPeriodEnd == true)
        let completed = Self.checkoutCompleted(
            "evt_checkout", person: "me", customer: "cus_maryam", subscription: "sub_maryam", created: Self.seconds(now) - 2)
        #expect(Self.post(app, completed).text.contains(#""result":"applied""#))
        #expect(try app.env.store.read { try $0.stripeCustomer() } == "cus_maryam")
        // Replays: the same ids again change nothing and say so.
        for event in [updated, created, completed] {
            let again = Self.post(app, event)
            #expect(again.status == .ok && again.text.contains(#""result":"already seen""#))
        }
        // A retry signed later (Stripe re-signs each delivery) is still the same event.
        app.advance(3600)
        #expect(Self.post(app, updated).text.contains("already seen"))
        #expect(try JamaalWebBilling(database: app.env.database).eventCount() == 3)
        #expect(try Self.stored(app)?.asOf == Self.seconds(now) + 5)
        #expect(client.get("/today/add").status == .ok)
    }

    @Test("Cancelled at the period's end: full use until then, ST-05 says so, read-only after; deleted ends it")
    func cancelAtPeriodEnd() throws {
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let app = try Self.readOnlyApp(stripe)
        let client = app.client()
        let now = app.clock.now()
        let end = now.addingTimeInterval(31 * 86_400)
        Self.post(app, Self.subscriptionEvent("evt_created", start: now, end: end, created: Self.seconds(now)))
        app.advance(10 * 86_400)
        let later = app.clock.now()
        let cancelled = Self.post(
            app,
            Self.subscriptionEvent(
                "evt_cancel", "customer.subscription.updated", start: now, end: end, cancelAtPeriodEnd: true, created: Self.seconds(later)))
        #expect(cancelled.text.contains(#""result":"applied""#))
        #expect(client.get("/today/add").status == .ok)
        #expect(client.get("/settings/subscription").text.contains("Cancelled — everything stays until Tuesday 5 January 2027."))
        app.advance(21 * 86_400 - 1)
        #expect(client.get("/today/add").status == .ok)
        app.advance(1)
        let deleted = Self.post(
            app,
            Self.subscriptionEvent(
                "evt_deleted", "customer.subscription.deleted", status: "canceled", start: now, end: end, endedAt: end,
                created: Self.seconds(app.clock.now())))
        #expect(deleted.text.contains(#""result":"applied""#))
        #expect(try Self.stored(app)?.status == .canceled)
        #expect(client.get("/today/add").status == .forbidden)
        let settings = client.get("/settings/subscription").text
        #expect(settings.contains("Read-only") && settings.contains("Subscribe monthly"), "buying again is offered")
    }

    @Test("A failed renewal: 7 days' grace from the renewal, ST-05 asks for the card, read-only after; a retry that pays lifts it")
    func paymentFailureGrace() throws {
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let app = try Self.readOnlyApp(stripe)
        let client = app.client()
        let start = app.clock.now()
        let renewal = start.addingTimeInterval(31 * 86_400)
        Self.post(app, Self.subscriptionEvent("evt_created", start: start, end: renewal, created: Self.seconds(start)))
        app.advance(31 * 86_400)  // the renewal instant: Stripe moves the period on and the payment fails
        let nextEnd = renewal.addingTimeInterval(31 * 86_400)
        let pastDue = Self.post(
            app,
            Self.subscriptionEvent(
                "evt_past_due", "customer.subscription.updated", status: "past_due", start: renewal, end: nextEnd,
                created: Self.seconds(renewal)))
        #expect(pastDue.text.contains(#""result":"applied""#))
        let failed = Self.post(app, Self.paymentFailed("evt_failed", created: Self.seconds(renewal)))
        #expect(failed.status == .ok && failed.text.contains(#""result":"unchanged""#))
        #expect(client.get("/today/add").status == .ok)
        let settings = client.get("/settings/subscription").text
        #expect(settings.contains("Your renewal payment didn’t go through. Update your card in Manage"))
        #expect(settings.contains("Manage subscription"))
        app.advance(7 * 86_400 - 1)
        #expect(client.get("/today/add").status == .ok)
        app.advance(1)
        #expect(client.get("/today/add").status == .forbidden)
        // Stripe's retry succeeds: active again, full use back until the period's end.
        let paid = Self.post(
            app,
            Self.subscriptionEvent(
                "evt_paid", "customer.subscription.updated", start: renewal, end: nextEnd, created: Self.seconds(app.clock.now())))
        #expect(paid.text.contains(#""result":"applied""#))
        #expect(client.get("/today/add").status == .ok)
    }

    @Test("A full refund ends full use at once; a partial one changes nothing; a later paid period counts again")
    func refund() throws {
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let app = try Self.readOnlyApp(stripe)
        let client = app.client()
        let start = app.clock.now()
        let end = start.addingTimeInterval(31 * 86_400)
        Self.post(app, Self.subscriptionEvent("evt_created", start: start, end: end, created: Self.seconds(start)))
        app.advance(3600)
        let partial = Self.post(app, Self.chargeRefunded("evt_partial", refunded: 100, created: Self.seconds(app.clock.now())))
        #expect(partial.text.contains(#""result":"unchanged""#) && partial.text.contains("partial refund"))
        #expect(client.get("/today/add").status == .ok)
        let full = Self.post(app, Self.chargeRefunded("evt_refund", created: Self.seconds(app.clock.now())))
        #expect(full.text.contains(#""result":"applied""#) && full.text.contains("refunded"))
        #expect(client.get("/today/add").status == .forbidden)
        #expect(client.get("/settings/subscription").text.contains("Read-only"))
        // A refund for someone else's customer is not this person's.
        #expect(
            Self.post(app, Self.chargeRefunded("evt_other", customer: "cus_other", created: Self.seconds(app.clock.now()))).text.contains(
                "no person"))
    }

    // MARK: People

    @Test("A webhook for person A never touches person B; a customer belongs to one person")
    func peopleAreApart() throws {
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let app = try Self.readOnlyApp(stripe)
        let bilal = try app.env.people.create(
            email: "bilal@jamaal.test", passwordHash: try app.env.hasher.hash("bilal's password"), now: app.env.now)
        try app.env.store(for: bilal).write { db in
            try db.save(try Person.fresh(now: app.env.now))
            try db.save(OnboardingProgress.completed(at: app.env.now))
        }
        let bilalsBrowser = app.anonymousClient()
        bilalsBrowser.signIn(as: bilal)
        #expect(
            bilalsBrowser.post("/settings/subscription/checkout", [("product", "jamaal.yearly")], csrfFrom: "/settings").status == .seeOther
        )
        #expect(stripe.recorded.last?.field("client_reference_id") == bilal.rawValue)
        #expect(stripe.recorded.last?.field("customer_email") == "bilal@jamaal.test")

        let now = app.clock.now()
        let events = [
            Self.checkoutCompleted(
                "evt_b1", person: bilal.rawValue, customer: "cus_bilal", subscription: "sub_bilal", created: Self.seconds(now)),
            Self.subscriptionEvent(
                "evt_b2", subscription: "sub_bilal", customer: "cus_bilal", price: Self.yearly, start: now,
                end: now.addingTimeInterval(365 * 86_400), person: bilal.rawValue, created: Self.seconds(now)),
        ]
        for event in events { #expect(Self.post(app, event).text.contains(#""result":"applied""#)) }
        #expect(try Self.stored(app, bilal)?.product == .yearly)
        #expect(try Self.stored(app) == nil && app.env.store.read { try $0.stripeCustomer() } == nil)
        #expect(app.client().get("/today/add").status == .forbidden, "Maryam is still read-only")
        // Bilal's customer's refund is Bilal's alone; a Checkout naming Maryam with Bilal's customer is refused.
        let stolen = Self.post(
            app,
            Self.checkoutCompleted("evt_steal", person: "me", customer: "cus_bilal", subscription: "sub_bilal", created: Self.seconds(now)))
        #expect(stolen.status == .conflict && stolen.text.contains("belongs to another Jamaal person"))
        // A subscription event naming Maryam in its metadata but for Bilal's customer goes to Bilal (the link wins).
        let misnamed = Self.post(
            app,
            Self.subscriptionEvent(
                "evt_misnamed", "customer.subscription.updated", subscription: "sub_bilal", customer: "cus_bilal", price: Self.yearly,
                start: now, end: now.addingTimeInterval(365 * 86_400), cancelAtPeriodEnd: true, person: "me",
                created: Self.seconds(now) + 1))
        #expect(misnamed.text.contains(#""result":"applied""#))
        #expect(try Self.stored(app, bilal)?.cancelAtPeriodEnd == true && Self.stored(app) == nil)
        #expect(try JamaalWebBilling(database: app.env.database).person(forCustomer: "cus_bilal") == bilal)
        // Manage is each person's own: Maryam has nothing to manage.
        #expect(app.client().post("/settings/subscription/manage", csrfFrom: "/settings").status == .conflict)
        // Delete my data: Bilal's link goes with his account, and his customer's later events name nobody.
        #expect(
            bilalsBrowser.post("/settings/data/delete", [("step", "2"), ("understood", "yes")], csrfFrom: "/settings").status == .seeOther)
        #expect(try JamaalWebBilling(database: app.env.database).person(forCustomer: "cus_bilal") == nil)
        let afterDelete = Self.post(
            app,
            Self.subscriptionEvent(
                "evt_after", "customer.subscription.deleted", subscription: "sub_bilal", customer: "cus_bilal", status: "canceled",
                price: Self.yearly, start: now, end: now.addingTimeInterval(365 * 86_400), person: nil, created: Self.seconds(now) + 2))
        #expect(afterDelete.status == .ok && afterDelete.text.contains("no person"))
    }

    @Test("Manage: a web subscriber's POST opens Stripe's customer portal for their customer, back to ST-05")
    func manage() throws {
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let app = try Self.readOnlyApp(stripe)
        let client = app.client()
        let now = app.clock.now()
        Self.post(
            app,
            Self.checkoutCompleted("evt_c", person: "me", customer: "cus_maryam", subscription: "sub_maryam", created: Self.seconds(now)))
        Self.post(app, Self.subscriptionEvent("evt_s", start: now, end: now.addingTimeInterval(31 * 86_400), created: Self.seconds(now)))
        let page = client.get("/settings/subscription")
        #expect(page.text.contains(#"action="/settings/subscription/manage""#))
        #expect(page.headers["Content-Security-Policy"]?.contains("form-action 'self' https:") == true)
        let portal = client.post("/settings/subscription/manage", csrfFrom: "/settings/subscription")
        #expect(portal.status == .seeOther && portal.location == StripeRecorder.portalURL)
        let sent = try #require(stripe.recorded.last)
        #expect(sent.path == "/v1/billing_portal/sessions" && sent.field("customer") == "cus_maryam")
        #expect(sent.field("return_url") == "http://localhost:8090/settings/subscription")
        // Buying again later (after it lapsed) reuses the customer rather than making a second one.
        app.advance(32 * 86_400)
        #expect(client.post("/settings/subscription/checkout", [("product", "jamaal.monthly")], csrfFrom: "/settings").status == .seeOther)
        #expect(stripe.recorded.last?.field("customer") == "cus_maryam" && stripe.recorded.last?.field("customer_email") == nil)
    }

    @Test("jamaal serve reads Stripe's keys and prices from the environment and its options, and refuses bad ones")
    func serveOptions() throws {
        let environment = [
            "JAMAAL_STRIPE_SECRET_KEY": "sk_test_1", "JAMAAL_STRIPE_WEBHOOK_SECRET": "whsec_1", "JAMAAL_STRIPE_MONTHLY_PRICE": "price_m",
            "JAMAAL_STRIPE_API_BASE": "http://127.0.0.1:9999/",
        ]
        let options = try JamaalServeCommand.parse(["--stripe-yearly-price", "price_y"], environment: environment)
        #expect(options.stripe.sellsOnTheWeb && options.stripe.prices == WebPrices(monthly: "price_m", yearly: "price_y"))
        #expect(options.stripe.apiBase == "http://127.0.0.1:9999" && options.stripe.secretKey == "sk_test_1")
        let overridden = try JamaalServeCommand.parse(["--stripe-monthly-price", "price_other"], environment: environment)
        #expect(overridden.stripe.monthlyPrice == "price_other" && !overridden.stripe.sellsOnTheWeb)
        #expect(overridden.stripe.missing == ["--stripe-yearly-price"])
        #expect(try JamaalServeCommand.parse([], environment: [:]).stripe.missing.count == 4)
        #expect(throws: JamaalServeCommand.UsageError.self) {
            try JamaalServeCommand.parse(["--stripe-monthly-price", "price with spaces"], environment: [:])
        }
        #expect(throws: JamaalServeCommand.UsageError.self) {
            try JamaalServeCommand.parse([], environment: ["JAMAAL_STRIPE_API_BASE": "http://stripe.example"])
        }
        #expect(throws: JamaalServeCommand.UsageError.self) { try JamaalServeCommand.parse(["--stripe-yearly-price"], environment: [:]) }
    }
}
