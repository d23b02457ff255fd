import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowServer
import Testing

/// "Update payment method" and "Stripe billing portal" create a portal session through Stripe's API (checked against a
/// loopback recorder) and send the browser there; without a secret key billing says it is not connected.
@Suite(.serialized) struct StripePortalTests {
    func client(_ app: TestApp, _ email: String = "sarah@quranflow.test") -> TestClient {
        let client = app.client()
        client.signIn(email)
        return client
    }

    @Test("Not connected: Manage shows no payment-method or portal rows; posting anyway is a 503 naming why")
    func notConnected() throws {
        let app = try TestApp()
        let sarah = client(app)
        let manage = sarah.get("/profile/subscription/manage").text
        #expect(!manage.contains("Stripe billing portal") && !manage.contains("Payment method"))
        #expect(!manage.contains("/profile/subscription/portal"))
        let refused = sarah.post("/profile/subscription/portal", form: [], csrfFrom: "/profile/subscription/manage")
        #expect(refused.status == .serviceUnavailable)
        #expect(refused.text.contains("Billing is not connected"))
    }

    @Test("Connected: each button creates a portal session for Sarah's customer and redirects to Stripe's URL")
    func connected() throws {
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let app = try TestApp(stripe: BillingSettings(secretKey: "sk_test_portal", apiBase: stripe.base))
        let sarah = client(app)
        let manage = sarah.get("/profile/subscription/manage").text
        #expect(manage.contains("Update payment method"))
        #expect(manage.contains("action=\"/profile/subscription/portal\""))
        #expect(!manage.contains("Billing is not connected"))

        let card = sarah.post("/profile/subscription/payment-method", form: [], csrfFrom: "/profile/subscription/manage")
        #expect(card.status == .seeOther)
        #expect(card.location == "https://billing.stripe.com/p/session/test_YWNjdF8x")
        let portal = sarah.post("/profile/subscription/portal", form: [], csrfFrom: "/profile/subscription/manage")
        #expect(portal.location == "https://billing.stripe.com/p/session/test_YWNjdF8x")

        let calls = stripe.recorded
        #expect(calls.count == 2)
        #expect(calls.allSatisfy { $0.authorization == "Bearer sk_test_portal" })
        #expect(calls.allSatisfy { $0.contentType == "application/x-www-form-urlencoded" })
        #expect(calls[0].body.contains("customer=cus_demo_sarah"))
        #expect(calls[0].body.contains("return_url=http"))
        #expect(calls[0].body.contains("%2Fprofile%2Fsubscription%2Fmanage"))
        #expect(calls[0].body.contains("flow_data%5Btype%5D=payment_method_update"))
        #expect(!calls[1].body.contains("flow_data"))
    }

    @Test("Stripe refusing or unreachable is a 502 with a plain reason; no customer is a 409; coaches are refused")
    func failures() throws {
        let refusing = try StripeRecorder(refuseWith: "No such customer: 'cus_demo_sarah'")
        defer { refusing.server.stop() }
        let app = try TestApp(stripe: BillingSettings(secretKey: "sk_test_portal", apiBase: refusing.base))
        let sarah = client(app)
        let refused = sarah.post("/profile/subscription/portal", form: [], csrfFrom: "/profile/subscription/manage")
        #expect(refused.status == .badGateway)
        #expect(refused.text.contains("No such customer"))

        let closed = try StripeRecorder()
        let closedBase = closed.base
        closed.server.stop()
        let unreachable = try TestApp(stripe: BillingSettings(secretKey: "sk_test_portal", apiBase: closedBase))
        let offline = client(unreachable).post("/profile/subscription/portal", form: [], csrfFrom: "/profile/subscription/manage")
        #expect(offline.status == .badGateway)
        #expect(offline.text.contains("could not be reached"))

        let khadija = client(app, "khadija@quranflow.test")
        #expect(!khadija.get("/profile/subscription/manage").text.contains("action=\"/profile/subscription/portal\""))
        let none = khadija.post("/profile/subscription/portal", form: [], csrfFrom: "/profile")
        #expect(none.status == .conflict)
        #expect(none.text.contains("starts with your first payment"))
        let amina = client(app, "amina@quranflow.test")
        #expect(amina.post("/profile/subscription/portal", form: [], csrfFrom: "/coach/you").status == .forbidden)
    }
}
