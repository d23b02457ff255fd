import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import JamaalCore
import JamaalPersistence
import Testing

/// Delete my data with a subscription bought on the web: Stripe is told to cancel it first (against the loopback Stripe
/// stand-in), so deleting never leaves Stripe charging a person Jamaal no longer knows; when Stripe cannot be told,
/// nothing is deleted and the page says why.
@Suite("Delete my data cancels a subscription bought on the web first")
struct DeleteDataSubscriptionTests {
    /// The demo person with a web subscription in `status`, and Stripe configured against `stripe` (or not at all).
    static func subscribedApp(_ stripe: StripeRecorder?, status: WebSubscription.Status = .active) throws -> JamaalTestApp {
        let app = try JamaalTestApp { env in
            if let stripe {
                env.stripe = StripeConfiguration(
                    secretKey: "sk_test_jamaal", webhookSecret: "whsec_jamaal_tests_only", monthlyPrice: "price_m",
                    yearlyPrice: "price_y", apiBase: stripe.base)
            }
        }
        let now = JamaalTestApp.demoNow
        let web = WebSubscription(
            subscriptionID: "sub_maryam", customerID: "cus_maryam", product: .monthly, status: status,
            currentPeriodStart: now.addingTimeInterval(-86_400), currentPeriodEnd: now.addingTimeInterval(29 * 86_400),
            endedAt: status == .canceled ? now.addingTimeInterval(-3_600) : nil)
        try app.env.store.write { try $0.save(web, now: now) }
        return app
    }

    static func delete(_ client: JamaalTestClient) -> Response {
        client.post("/settings/data/delete", [("step", "2"), ("understood", "yes")], csrfFrom: "/settings/data?delete=2")
    }

    static func taskCount(_ app: JamaalTestApp) throws -> Int {
        try app.env.store.read { try JamaalExport.counts($0) }["tasks"] ?? 0
    }

    @Test func anActiveSubscriptionIsCancelledAtStripeThenTheDataGoes() throws {
        let stripe = try StripeRecorder(subscriptions: ["sub_maryam": "{}"])
        defer { stripe.server.stop() }
        let app = try Self.subscribedApp(stripe)
        let deleted = Self.delete(app.client())
        #expect(deleted.location == "/sign-up")
        let cancels = stripe.recorded.filter { $0.method == "DELETE" }
        #expect(cancels.map(\.path) == ["/v1/subscriptions/sub_maryam"])
        #expect(cancels.first?.authorization == "Bearer sk_test_jamaal")
        #expect(try app.env.people.count() == 0)
        #expect(try Self.taskCount(app) == 0)
    }

    @Test func aSubscriptionStripeNoLongerHasCountsAsCancelled() throws {
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let app = try Self.subscribedApp(stripe)
        #expect(Self.delete(app.client()).location == "/sign-up")
        #expect(stripe.recorded.filter { $0.method == "DELETE" }.count == 1)
        #expect(try app.env.people.count() == 0)
    }

    @Test func aCancelledSubscriptionAsksNothingOfStripe() throws {
        let stripe = try StripeRecorder(subscriptions: ["sub_maryam": "{}"])
        defer { stripe.server.stop() }
        let app = try Self.subscribedApp(stripe, status: .canceled)
        #expect(Self.delete(app.client()).location == "/sign-up")
        #expect(stripe.recorded.isEmpty)
        #expect(try app.env.people.count() == 0)
    }

    @Test func stripeRefusingLeavesEverythingAndSaysSoWithTheRequestID() throws {
        let stripe = try StripeRecorder(refuseWith: "Something went wrong on Stripe's end.", status: .internalServerError)
        defer { stripe.server.stop() }
        let app = try Self.subscribedApp(stripe)
        let before = try Self.taskCount(app)
        let refused = Self.delete(app.client())
        #expect(refused.status == .badGateway)
        #expect(refused.text.contains("Stripe couldn’t be reached to cancel your subscription, so nothing was deleted."))
        let requestID = try #require(refused.headers["X-Request-Id"])
        #expect(refused.text.contains("Request id: \(requestID)"))
        #expect(try app.env.people.count() == 1)
        #expect(try Self.taskCount(app) == before)
        #expect(try app.env.store.read { try $0.webSubscription() }?.status == .active)
    }

    @Test func withoutStripeConnectedNothingIsDeleted() throws {
        let app = try Self.subscribedApp(nil)
        let before = try Self.taskCount(app)
        let refused = Self.delete(app.client())
        #expect(refused.status == .conflict)
        #expect(refused.text.contains("this Jamaal isn’t connected to Stripe. Nothing was deleted."))
        #expect(try app.env.people.count() == 1)
        #expect(try Self.taskCount(app) == before)
    }
}
