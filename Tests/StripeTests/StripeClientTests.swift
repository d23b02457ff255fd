import Foundation
import HTTPServer
import HTTPTestSupport
import Stripe
import Testing

@testable import StripeAPI

/// The client against the loopback stand-in (`HTTPTestSupport.StripeRecorder`): the form body, the headers and the
/// path each call sends, and what each kind of answer becomes.
@Suite(.serialized) struct StripeClientTests {
    func client(_ stripe: StripeRecorder, version: String? = nil) -> StripeClient {
        StripeClient(settings: StripeSettings(secretKey: "sk_test_jamaal", apiBase: stripe.base, apiVersion: version))
    }

    func error(_ body: () throws(StripeClientError) -> some Any) -> StripeClientError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "A Checkout Session: subscription mode, one unit of the price, the URLs, the reference (also in the subscription's metadata), the customer, the idempotency key"
    )
    func checkout() throws {
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let success = "https://jamaal.example/settings/subscription?checkout={CHECKOUT_SESSION_ID}"
        let link = try client(stripe, version: "2024-06-20").createCheckoutSession(
            price: "price_jamaal_monthly", customer: .email("maryam+jamaal@example.org"), clientReferenceID: "person-7f3a",
            successURL: success, cancelURL: "https://jamaal.example/paywall", idempotencyKey: "checkout-person-7f3a-2026-05-28-monthly")
        #expect(link == .init(id: StripeRecorder.checkoutSessionID, url: StripeRecorder.checkoutURL))
        let call = try #require(stripe.recorded.first)
        #expect(call.method == "POST" && call.path == "/v1/checkout/sessions")
        #expect(call.authorization == "Bearer sk_test_jamaal" && call.contentType == "application/x-www-form-urlencoded")
        #expect(call.idempotencyKey == "checkout-person-7f3a-2026-05-28-monthly" && call.stripeVersion == "2024-06-20")
        #expect(
            call.body
                == "mode=subscription&line_items%5B0%5D%5Bprice%5D=price_jamaal_monthly&line_items%5B0%5D%5Bquantity%5D=1"
                + "&success_url=https%3A%2F%2Fjamaal.example%2Fsettings%2Fsubscription%3Fcheckout%3D%7BCHECKOUT_SESSION_ID%7D"
                + "&cancel_url=https%3A%2F%2Fjamaal.example%2Fpaywall&client_reference_id=person-7f3a"
                + "&subscription_data%5Bmetadata%5D%5Bclient_reference_id%5D=person-7f3a&customer_email=maryam%2Bjamaal%40example.org")
        #expect(call.field("success_url") == success && call.field("customer_email") == "maryam+jamaal@example.org")

        _ = try client(stripe).createCheckoutSession(
            price: "price_jamaal_yearly", customer: .id("cus_QmNo1"), clientReferenceID: "person-7f3a", successURL: success,
            cancelURL: "http://127.0.0.1:8090/paywall", idempotencyKey: "k2")
        let second = stripe.recorded[1]
        #expect(second.field("customer") == "cus_QmNo1" && second.field("customer_email") == nil && second.stripeVersion == nil)
        #expect(second.field("line_items[0][price]") == "price_jamaal_yearly")
        _ = try client(stripe).createCheckoutSession(
            price: "price_1", customer: .none, clientReferenceID: "p", successURL: success, cancelURL: success, idempotencyKey: "k3")
        #expect(stripe.recorded[2].field("customer") == nil && stripe.recorded[2].field("customer_email") == nil)
    }

    @Test("A portal session: customer and return URL, a flow when asked; the answer is the portal's https URL")
    func portal() throws {
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let url = try client(stripe).createPortalSession(customer: "cus_QmNo1", returnURL: "https://jamaal.example/settings/subscription")
        #expect(url == StripeRecorder.portalURL)
        #expect(stripe.recorded[0].body == "customer=cus_QmNo1&return_url=https%3A%2F%2Fjamaal.example%2Fsettings%2Fsubscription")
        #expect(stripe.recorded[0].idempotencyKey == nil && stripe.recorded[0].path == "/v1/billing_portal/sessions")
        _ = try client(stripe).createPortalSession(customer: "cus_QmNo1", returnURL: "https://j.example/", flow: .paymentMethodUpdate)
        #expect(stripe.recorded[1].field("flow_data[type]") == "payment_method_update")
        _ = try client(stripe).createPortalSession(
            customer: "cus_QmNo1", returnURL: "https://j.example/", flow: .subscriptionCancel, subscription: "sub_1")
        #expect(stripe.recorded[2].field("flow_data[subscription_cancel][subscription]") == "sub_1")
        #expect(
            error { () throws(StripeClientError) in
                try client(stripe).createPortalSession(customer: "cus_1", returnURL: "https://j.example/", flow: .subscriptionCancel)
            } == .invalidRequest(field: "flow_data[subscription_cancel][subscription]", reason: "the cancel flow needs the subscription"))
        #expect(stripe.recorded.count == 3)
    }

    @Test("A subscription read back: GET with the key, parsed; an unknown one is Stripe's 404")
    func readSubscription() throws {
        let body =
            #"{"id":"sub_1","object":"subscription","customer":"cus_1","status":"active","current_period_start":1780000000,"current_period_end":1782592000,"items":{"data":[{"price":{"id":"price_jamaal_monthly"}}]}}"#
        let stripe = try StripeRecorder(subscriptions: ["sub_1": body, "sub_bad": #"{"id":"sub_bad","object":"customer"}"#])
        defer { stripe.server.stop() }
        let subscription = try client(stripe).subscription(id: "sub_1")
        #expect(subscription.status == .active && subscription.priceID == "price_jamaal_monthly")
        #expect(stripe.recorded[0].method == "GET" && stripe.recorded[0].path == "/v1/subscriptions/sub_1")
        #expect(stripe.recorded[0].authorization == "Bearer sk_test_jamaal" && stripe.recorded[0].body.isEmpty)
        #expect(
            error { () throws(StripeClientError) in try client(stripe).subscription(id: "sub_missing") }
                == .refused(status: 404, message: "No such subscription: 'sub_missing'"))
        #expect(
            error { () throws(StripeClientError) in try client(stripe).subscription(id: "sub_bad") }
                == .malformedReply("a body that is not a subscription"))
        #expect(
            error { () throws(StripeClientError) in try client(stripe).subscription(id: "../v1/customers") }
                == .invalidRequest(field: "subscription", reason: "it is not a Stripe id (letters, digits and _ only)"))
        #expect(stripe.recorded.count == 3)
    }

    @Test("Refused, unreachable, not connected, malformed: each its own error, nothing else sent")
    func failures() throws {
        let refusing = try StripeRecorder(refuseWith: "No such price: 'price_x'")
        defer { refusing.server.stop() }
        let checkout = { (client: StripeClient) throws(StripeClientError) in
            try client.createCheckoutSession(
                price: "price_x", customer: .none, clientReferenceID: "p", successURL: "https://j.example/ok",
                cancelURL: "https://j.example/no",
                idempotencyKey: "k")
        }
        #expect(
            error { () throws(StripeClientError) in try checkout(client(refusing)) }
                == .refused(status: 400, message: "No such price: 'price_x'"))
        let limited = try StripeRecorder(refuseWith: "Too many requests", status: .tooManyRequests)
        defer { limited.server.stop() }
        #expect(
            error { () throws(StripeClientError) in
                try client(limited).createPortalSession(customer: "cus_1", returnURL: "https://j.example/")
            }
                == .refused(status: 429, message: "Too many requests"))

        let closed = try StripeRecorder()
        let base = closed.base
        closed.server.stop()
        let offline = StripeClient(settings: StripeSettings(secretKey: "sk_test_jamaal", apiBase: base))
        guard case .unreachable = error({ () throws(StripeClientError) in try checkout(offline) }) else {
            Issue.record("a closed port is unreachable")
            return
        }

        let unconnected = StripeClient(settings: StripeSettings(secretKey: nil, apiBase: refusing.base))
        #expect(error { () throws(StripeClientError) in try checkout(unconnected) } == .notConnected)
        #expect(!unconnected.settings.isConnected && StripeSettings(secretKey: "sk_1").isConnected)

        for reply in [
            #"{"id":"cs_1","url":"http://checkout.stripe.com/x"}"#, #"{"id":"cs_1"}"#, "not json", #"{"id":"cs_1","url":"https://a b"}"#,
        ] {
            let odd = try StripeRecorder(sessionReply: reply)
            defer { odd.server.stop() }
            #expect(error { () throws(StripeClientError) in try checkout(client(odd)) } != nil)
            #expect(
                error { () throws(StripeClientError) in
                    try client(odd).createPortalSession(customer: "cus_1", returnURL: "https://j.example/")
                }
                    != nil)
        }
        let noID = try StripeRecorder(sessionReply: #"{"id":"bps_1","url":"https://checkout.stripe.com/x"}"#)
        defer { noID.server.stop() }
        #expect(error { () throws(StripeClientError) in try checkout(client(noID)) } == .malformedReply("no Checkout Session id"))
        #expect(refusing.recorded.count == 1 && limited.recorded.count == 1)
    }

    @Test("Values Stripe would refuse are refused before anything is sent, naming the field")
    func invalidRequests() throws {
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        func checkout(
            price: String = "price_1", customer: StripeClient.CheckoutCustomer = .none, reference: String = "p",
            success: String = "https://j.example/ok",
            cancel: String = "https://j.example/no", key: String = "k"
        ) -> StripeClientError? {
            error { () throws(StripeClientError) in
                try client(stripe).createCheckoutSession(
                    price: price, customer: customer, clientReferenceID: reference, successURL: success, cancelURL: cancel,
                    idempotencyKey: key)
            }
        }
        #expect(checkout(price: "") == .invalidRequest(field: "price", reason: "it is empty"))
        #expect(checkout(price: "price 1") == .invalidRequest(field: "price", reason: "it is not a Stripe id (letters, digits and _ only)"))
        #expect(
            checkout(reference: String(repeating: "r", count: 201))
                == .invalidRequest(field: "client_reference_id", reason: "it is longer than 200 characters"))
        #expect(checkout(key: "") == .invalidRequest(field: "Idempotency-Key", reason: "it is empty"))
        #expect(checkout(key: "a\r\nX-Injected: 1") == .invalidRequest(field: "Idempotency-Key", reason: "it holds a control character"))
        #expect(checkout(success: "javascript:alert(1)") == .invalidRequest(field: "success_url", reason: "it is not an http or https URL"))
        #expect(checkout(cancel: "") == .invalidRequest(field: "cancel_url", reason: "it is empty"))
        #expect(
            checkout(customer: .id("cus_1&x=y"))
                == .invalidRequest(field: "customer", reason: "it is not a Stripe id (letters, digits and _ only)"))
        #expect(checkout(customer: .email("")) == .invalidRequest(field: "customer_email", reason: "it is empty"))
        #expect(stripe.recorded.isEmpty)
    }
}
