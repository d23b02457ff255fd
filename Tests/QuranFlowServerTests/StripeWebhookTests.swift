import Foundation
import HTTPServer
import HTTPTestSupport
import Identifiers
import QuranFlowCore
import QuranFlowDemo
import QuranFlowPersistence
import Security
import Synchronization
import Testing

/// The Stripe webhook on the whole pipeline (SQLite, or PostgreSQL with TEST_DATABASE=postgres): signed events reach
/// Sarah's ledger once, however often or concurrently they are delivered; a bad signature, a stale timestamp or a body
/// that isn't an event changes nothing.
@Suite("Stripe webhook")
struct StripeWebhookTests {
    let app: TestApp
    let secret = DemoWorld.stripeWebhookSecret
    var now: Date { app.env.now }

    init() throws { app = try TestApp() }

    func sarah() throws -> ID<Student> {
        let account = try #require(try app.env.accounts.account(email: "sarah@quranflow.test"))
        return ID(account.id.rawValue)
    }

    func event(_ id: String, _ type: String, created: Date? = nil, _ object: String) -> [UInt8] {
        let seconds = Int64((created ?? now).timeIntervalSince1970)
        return Array(#"{"id":"\#(id)","object":"event","type":"\#(type)","created":\#(seconds),"data":{"object":\#(object)}}"#.utf8)
    }

    @discardableResult
    func deliver(_ body: [UInt8], signedAt: Date? = nil, secret: String? = nil, header: String? = nil) -> Response {
        let stamp = Int64((signedAt ?? now).timeIntervalSince1970)
        let signature = header ?? StripeWebhookSignature.header(payload: body, secret: secret ?? self.secret, timestamp: stamp)
        return app.client().send(
            .post, "/api/webhooks/stripe", body: body, headers: [("Content-Type", "application/json"), ("Stripe-Signature", signature)])
    }

    func invoicePaid(_ id: String = "evt_test_paid", invoice: String = "in_test_1") -> [UInt8] {
        event(
            id, "invoice.paid",
            #"{"id":"\#(invoice)","object":"invoice","customer":"cus_demo_sarah","amount_paid":5500,"status_transitions":{"paid_at":\#(Int64(now.timeIntervalSince1970))},"metadata":{"term_description":"Fall 2026 · Level II"}}"#
        )
    }

    @Test("The demo's ledger came through the webhook's code: four paid rows of $149.00 (the current term's too) and Visa •••• 4242, 08/27")
    func demoLedger() throws {
        let account = try BillingStore(database: app.env.database).account(of: try sarah())
        #expect(
            account.payments.map(\.description) == [
                "Fall 2026 · Level II", "Spring 2026 · Level II", "Fall 2025 · Level II", "Spring 2025 · Level I",
            ])
        #expect(account.payments.allSatisfy { $0.amount.text == "$149.00" && $0.status == .paid })
        #expect(account.paymentMethod?.text == "Visa •••• 4242")
        #expect(account.paymentMethod?.expiryText == "08/27")
        #expect(account.enrolments.map(\.termName) == ["Spring 2026", "Fall 2026"])
        #expect(try BillingStore(database: app.env.database).eventCount() == 5)
    }

    @Test("A signed invoice.paid appears in the ledger once, even when posted twice")
    func once() throws {
        let body = invoicePaid()
        let first = deliver(body)
        #expect(first.status == .ok)
        #expect(first.json?["result"] as? String == "applied")
        let second = deliver(body)
        #expect(second.status == .ok)
        #expect(second.json?["result"] as? String == "already applied")
        let account = try BillingStore(database: app.env.database).account(of: try sarah())
        #expect(account.payments.filter { $0.id == "in_test_1" }.count == 1)
        #expect(account.payments.count == 5)
    }

    @Test("Eight concurrent deliveries of one event apply it once")
    func concurrent() throws {
        let body = invoicePaid("evt_test_race", invoice: "in_race")
        let results = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let answer = deliver(body).json?["result"] as? String ?? "error"
            results.withLock { $0.append(answer) }
        }
        let answers = results.withLock { $0 }
        #expect(answers.filter { $0 == "applied" }.count == 1, "\(answers)")
        #expect(answers.filter { $0 == "already applied" }.count == 7, "\(answers)")
        let account = try BillingStore(database: app.env.database).account(of: try sarah())
        #expect(account.payments.filter { $0.id == "in_race" }.count == 1)
    }

    @Test("A wrong secret, a stale timestamp, no header, a tampered body or a non-event is a 400 that changes nothing")
    func refusals() throws {
        let body = invoicePaid("evt_test_bad", invoice: "in_bad")
        let store = BillingStore(database: app.env.database)
        let before = try store.eventCount()
        let wrong = deliver(body, secret: "whsec_someone_else")
        #expect(wrong.status == .badRequest)
        #expect(wrong.text.contains("No v1 signature"))
        let stale = deliver(body, signedAt: now.addingTimeInterval(-301))
        #expect(stale.status == .badRequest)
        #expect(stale.text.contains("outside the 5-minute tolerance"))
        #expect(deliver(body, signedAt: now.addingTimeInterval(-300)).status == .ok)  // the last second inside it
        let missing = app.client().send(.post, "/api/webhooks/stripe", body: body, headers: [("Content-Type", "application/json")])
        #expect(missing.status == .badRequest)
        #expect(missing.text.contains("no Stripe-Signature header"))
        let signature = StripeWebhookSignature.header(payload: body, secret: secret, timestamp: Int64(now.timeIntervalSince1970))
        var tampered = body
        tampered[tampered.count - 3] = UInt8(ascii: "9")
        #expect(deliver(tampered, header: signature).status == .badRequest)
        let notAnEvent = deliver(Array(#"{"hello":"world"}"#.utf8))
        #expect(notAnEvent.status == .badRequest)
        #expect(notAnEvent.text.contains("not a Stripe event"))
        #expect(try store.eventCount() == before + 1)  // only the one inside the tolerance
        #expect(try store.account(of: try sarah()).payments.filter { $0.id == "in_bad" }.count == 1)
    }

    @Test("An event for no known customer is acknowledged (200) and recorded, changing no account; other types are acknowledged")
    func unknownAndOther() throws {
        let stranger = deliver(
            event("evt_test_stranger", "invoice.paid", #"{"id":"in_x","customer":"cus_nobody","amount_paid":100}"#))
        #expect(stranger.status == .ok)
        #expect(stranger.json?["result"] as? String == "no account")
        let other = deliver(event("evt_test_other", "charge.refunded", #"{"id":"ch_1","customer":"cus_demo_sarah"}"#))
        #expect(other.status == .ok)
        #expect(other.json?["result"] as? String == "unchanged")
    }

    @Test("Cancelling through Stripe (cancel_at_period_end) and an older update arriving late")
    func subscriptionOrder() throws {
        let store = BillingStore(database: app.env.database)
        let student = try sarah()
        var fall = try #require(try store.account(of: student).enrolments.last)
        fall.stripeSubscriptionID = "sub_demo_sarah"
        try store.save(fall)
        let newer = event(
            "evt_test_sub_2", "customer.subscription.updated", created: now,
            #"{"id":"sub_demo_sarah","customer":"cus_demo_sarah","cancel_at_period_end":true,"status":"active"}"#)
        let older = event(
            "evt_test_sub_1", "customer.subscription.updated", created: now.addingTimeInterval(-60),
            #"{"id":"sub_demo_sarah","customer":"cus_demo_sarah","cancel_at_period_end":false,"status":"active"}"#)
        #expect(deliver(newer).json?["result"] as? String == "applied")
        #expect(deliver(older).json?["result"] as? String == "unchanged")
        #expect(try store.account(of: student).enrolments.last?.storedStatus == .cancelledAtTermEnd)
    }

    @Test("Without a webhook secret the endpoint says billing is not connected (503)")
    func notConnected() throws {
        let bare = try TestApp(stripeWebhookSecret: nil)
        let response = bare.client().send(.post, "/api/webhooks/stripe", body: invoicePaid(), headers: [("Stripe-Signature", "t=1,v1=00")])
        #expect(response.status == .serviceUnavailable)
        #expect(response.text.contains("Billing is not connected"))
    }
}
