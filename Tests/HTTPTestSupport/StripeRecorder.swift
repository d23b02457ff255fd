import Foundation
import HTTPServer
import Synchronization

/// A loopback stand-in for Stripe's API, shared by both products' tests: it records every request (method, path,
/// the headers Stripe reads, the body as sent) and answers as Stripe does — a portal session
/// (`POST /v1/billing_portal/sessions`), a Checkout Session (`POST /v1/checkout/sessions`) and a subscription
/// (`GET /v1/subscriptions/:id`, the JSON given, else 404; `DELETE` cancels one of them) — or refuses every call with Stripe's error shape when told
/// to.
///
/// ```swift
/// let stripe = try StripeRecorder()
/// defer { stripe.server.stop() }
/// let settings = StripeSettings(secretKey: "sk_test_1", apiBase: stripe.base)
/// … stripe.recorded[0].body   // "customer=cus_1&return_url=…"
/// ```
public final class StripeRecorder: Sendable {
    public struct Recorded: Sendable {
        public let method: String
        public let path: String
        public let authorization: String?
        public let contentType: String?
        public let idempotencyKey: String?
        public let stripeVersion: String?
        public let body: String

        /// The form body's fields in order, percent-decoded (`+` is not a space in Stripe's bodies).
        public var fields: [(name: String, value: String)] {
            body.split(separator: "&", omittingEmptySubsequences: true).map { pair in
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                return (parts[0].removingPercentEncoding ?? parts[0], (parts.count > 1 ? parts[1] : "").removingPercentEncoding ?? "")
            }
        }

        /// The decoded value of form field `name` (its first).
        public func field(_ name: String) -> String? { fields.first { $0.name == name }?.value }
    }

    /// The requests received, shared with the route closures.
    final class Log: Sendable {
        let list = Mutex<[Recorded]>([])
    }

    /// The portal session URL it answers.
    public static let portalURL = "https://billing.stripe.com/p/session/test_YWNjdF8x"
    /// The Checkout Session it answers.
    public static let checkoutSessionID = "cs_test_a1b2c3"
    public static let checkoutURL = "https://checkout.stripe.com/c/pay/cs_test_a1b2c3"

    public let server: HTTPServer
    private let log = Log()

    /// A stand-in answering as Stripe does; with `refuseWith`, every call is refused with that message and `status`;
    /// `subscriptions` are the bodies `GET /v1/subscriptions/:id` answers by id; `sessionReply` overrides the JSON
    /// both session calls answer (a malformed reply).
    public init(
        refuseWith message: String? = nil, status: HTTPStatus = .badRequest, subscriptions: [String: String] = [:],
        sessionReply: String? = nil
    ) throws {
        let router = Router()
        server = HTTPServer(application: Application(router: router), host: "127.0.0.1", port: 0, threads: 2)
        let log = self.log
        let refusal = message.map { text in
            Response.text(#"{"error":{"type":"invalid_request_error","message":"\#(text)"}}"#, status: status)
        }
        @Sendable func record(_ request: Request) {
            log.list.withLock {
                $0.append(
                    Recorded(
                        method: request.method.rawValue, path: request.path, authorization: request.headers["Authorization"],
                        contentType: request.headers["Content-Type"], idempotencyKey: request.headers["Idempotency-Key"],
                        stripeVersion: request.headers["Stripe-Version"], body: String(decoding: request.body, as: UTF8.self)))
            }
        }
        router.post("/v1/billing_portal/sessions") { request in
            record(request)
            return refusal
                ?? .text(sessionReply ?? #"{"id":"bps_test_1","object":"billing_portal.session","url":"\#(Self.portalURL)"}"#)
        }
        router.post("/v1/checkout/sessions") { request in
            record(request)
            return refusal
                ?? .text(
                    sessionReply
                        ?? #"{"id":"\#(Self.checkoutSessionID)","object":"checkout.session","mode":"subscription","url":"\#(Self.checkoutURL)"}"#
                )
        }
        router.get("/v1/subscriptions/:id") { request in
            record(request)
            if let refusal { return refusal }
            guard let id = request.pathCaptures.first, let body = subscriptions[id] else {
                return .text(
                    #"{"error":{"type":"invalid_request_error","message":"No such subscription: '\#(request.pathCaptures.first ?? "")'"}}"#,
                    status: .notFound)
            }
            return .text(body)
        }
        router.delete("/v1/subscriptions/:id") { request in
            record(request)
            if let refusal { return refusal }
            guard let id = request.pathCaptures.first, subscriptions[id] != nil else {
                return .text(
                    #"{"error":{"type":"invalid_request_error","message":"No such subscription: '\#(request.pathCaptures.first ?? "")'"}}"#,
                    status: .notFound)
            }
            return .text(#"{"id":"\#(id)","object":"subscription","status":"canceled"}"#)
        }
        try server.start()
    }

    public var base: String { "http://127.0.0.1:\(server.port)" }
    public var recorded: [Recorded] { log.list.withLock { $0 } }
}
