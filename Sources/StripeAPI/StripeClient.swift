import Foundation
import Outbound
import Stripe

/// Why a call to Stripe's API did not give what was asked; nothing was bought or changed by any of them.
public enum StripeClientError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No secret key is configured: nothing was sent.
    case notConnected
    /// A value would make a request Stripe must refuse (`field` names it): nothing was sent.
    case invalidRequest(field: String, reason: String)
    /// Stripe could not be reached, or did not answer in time (curl's message).
    case unreachable(String)
    /// Stripe answered with an error status; `message` is its own error message, when it gave one.
    case refused(status: Int, message: String?)
    /// Stripe answered 2xx with a body that is not what the call expects.
    case malformedReply(String)

    public var description: String {
        switch self {
        case .notConnected: "Stripe is not connected: no secret key is configured."
        case .invalidRequest(let field, let reason): "\(field): \(reason)"
        case .unreachable(let detail): "Stripe could not be reached (\(detail))."
        case .refused(let status, let message): "Stripe refused the request (\(status))\(message.map { ": \($0)" } ?? "")."
        case .malformedReply(let detail): "Stripe answered with \(detail)."
        }
    }
}

/// The calls both products make to Stripe's API, over libcurl (`Outbound.Curl`): a Checkout Session for a
/// subscription, a customer portal session, and reading a subscription. Each is one blocking HTTPS request with the
/// secret key as a bearer token and a form-encoded body (``StripeForm``), to ``StripeSettings/apiBase`` (a loopback
/// stand-in in tests). Every reply is read into bounded values; an https URL is required wherever a browser is sent.
///
/// ```swift
/// let client = StripeClient(settings: settings)
/// let checkout = try client.createCheckoutSession(
///     price: "price_monthly", customer: .email("maryam@example.org"), clientReferenceID: person,
///     successURL: "https://jamaal.app/settings/subscription?checkout={CHECKOUT_SESSION_ID}",
///     cancelURL: "https://jamaal.app/paywall", idempotencyKey: "checkout-\(person)-\(day)")
/// redirect(to: checkout.url)
/// ```
public struct StripeClient: Sendable {
    /// Who the Checkout Session is for: an existing customer, or a new one made from an e-mail address (Checkout asks
    /// for one when neither is given).
    public enum CheckoutCustomer: Hashable, Sendable {
        case id(String)
        case email(String)
        case none
    }

    /// A created Checkout Session: its id and the hosted page to send the browser to.
    public struct CheckoutSessionLink: Hashable, Sendable {
        /// `cs_…`.
        public let id: String
        /// `https://checkout.stripe.com/…`.
        public let url: String

        public init(id: String, url: String) {
            self.id = id
            self.url = url
        }
    }

    /// A customer portal flow to open straight away (`flow_data[type]`).
    public enum PortalFlow: String, Hashable, Sendable, CaseIterable {
        /// Update the card on file.
        case paymentMethodUpdate = "payment_method_update"
        /// Cancel the subscription (needs `flow_data[subscription_cancel][subscription]`).
        case subscriptionCancel = "subscription_cancel"
    }

    /// The longest one call may take.
    public static let timeout: TimeInterval = 15

    public let settings: StripeSettings

    public init(settings: StripeSettings) {
        self.settings = settings
    }

    /// Creates a Checkout Session in `subscription` mode for one unit of `price` (`POST /v1/checkout/sessions`).
    /// `clientReferenceID` comes back on `checkout.session.completed` and is also put in the subscription's metadata
    /// (`client_reference_id`), so the subscription's own events name it too. `idempotencyKey` makes a repeated request
    /// (a double tap, a retry) return the same session instead of a second one.
    ///
    /// - Throws: ``StripeClientError``: not connected, an invalid value (nothing sent), unreachable, refused, or a
    ///   reply without a session id and an https URL.
    public func createCheckoutSession(
        price: String, customer: CheckoutCustomer, clientReferenceID: String, successURL: String, cancelURL: String, idempotencyKey: String
    ) throws(StripeClientError) -> CheckoutSessionLink {
        try Self.require(price, "price", maximum: 255, identifier: true)
        try Self.require(clientReferenceID, "client_reference_id", maximum: 200)
        try Self.require(idempotencyKey, "Idempotency-Key", maximum: 255)
        try Self.requireURL(successURL, "success_url")
        try Self.requireURL(cancelURL, "cancel_url")
        var form = StripeForm([
            ("mode", "subscription"), ("line_items[0][price]", price), ("line_items[0][quantity]", "1"), ("success_url", successURL),
            ("cancel_url", cancelURL), ("client_reference_id", clientReferenceID),
            ("subscription_data[metadata][client_reference_id]", clientReferenceID),
        ])
        switch customer {
        case .id(let id):
            try Self.require(id, "customer", maximum: 255, identifier: true)
            form.append("customer", id)
        case .email(let email):
            try Self.require(email, "customer_email", maximum: 500)
            form.append("customer_email", email)
        case .none:
            break
        }
        let json = try post("/v1/checkout/sessions", form, idempotencyKey: idempotencyKey)
        guard let id = json.id, id.hasPrefix("cs_") else { throw .malformedReply("no Checkout Session id") }
        return CheckoutSessionLink(id: id, url: try Self.browserURL(json.url))
    }

    /// Creates a customer portal session for `customer` (`POST /v1/billing_portal/sessions`), returning to `returnURL`;
    /// `flow` opens one of the portal's flows straight away. The answer is the portal's one-time https URL.
    ///
    /// - Throws: ``StripeClientError``, as ``createCheckoutSession(price:customer:clientReferenceID:successURL:cancelURL:idempotencyKey:)``.
    public func createPortalSession(customer: String, returnURL: String, flow: PortalFlow? = nil, subscription: String? = nil)
        throws(StripeClientError) -> String
    {
        try Self.require(customer, "customer", maximum: 255)
        var form = StripeForm([("customer", customer), ("return_url", returnURL)])
        if let flow {
            form.append("flow_data[type]", flow.rawValue)
            if flow == .subscriptionCancel {
                guard let subscription else {
                    throw .invalidRequest(
                        field: "flow_data[subscription_cancel][subscription]", reason: "the cancel flow needs the subscription")
                }
                try Self.require(subscription, "flow_data[subscription_cancel][subscription]", maximum: 255, identifier: true)
                form.append("flow_data[subscription_cancel][subscription]", subscription)
            }
        }
        return try Self.browserURL(try post("/v1/billing_portal/sessions", form, idempotencyKey: nil).url)
    }

    /// Reads a subscription as it is now (`GET /v1/subscriptions/:id`): after `checkout.session.completed`, or when a
    /// stored one looks lapsed and its renewal may not have been heard yet.
    ///
    /// - Throws: ``StripeClientError``; an id that is not a plain Stripe id is refused before anything is sent.
    public func subscription(id: String) throws(StripeClientError) -> StripeSubscription {
        try Self.require(id, "subscription", maximum: 255, identifier: true)
        let reply = try send(method: "GET", path: "/v1/subscriptions/\(id)", form: nil, idempotencyKey: nil)
        do {
            return try StripeSubscription(json: reply.body)
        } catch {
            throw .malformedReply("a body that is not a subscription")
        }
    }

    /// Cancels a subscription at once (`DELETE /v1/subscriptions/:id`): Stripe charges nothing more for it and sends
    /// `customer.subscription.deleted`. A subscription Stripe no longer has is `.refused(status: 404, …)`.
    ///
    /// ```swift
    /// try client.cancelSubscription(id: "sub_1Mo…")
    /// ```
    ///
    /// - Throws: ``StripeClientError``; an id that is not a plain Stripe id is refused before anything is sent.
    public func cancelSubscription(id: String) throws(StripeClientError) {
        try Self.require(id, "subscription", maximum: 255, identifier: true)
        _ = try send(method: "DELETE", path: "/v1/subscriptions/\(id)", form: nil, idempotencyKey: nil)
    }

    // MARK: - Requests

    /// The reply's `id` and `url`, the two fields the session calls read.
    struct SessionReply: Decodable {
        let id: String?
        let url: String?

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = (try? c.decodeIfPresent(String.self, forKey: .id)).flatMap { $0 }.flatMap { $0.count <= 255 ? $0 : nil }
            url = (try? c.decodeIfPresent(String.self, forKey: .url)).flatMap { $0 }
        }

        enum CodingKeys: String, CodingKey { case id, url }
    }

    func post(_ path: String, _ form: StripeForm, idempotencyKey: String?) throws(StripeClientError) -> SessionReply {
        let reply = try send(method: "POST", path: path, form: form, idempotencyKey: idempotencyKey)
        guard let json = try? JSONDecoder().decode(SessionReply.self, from: Data(reply.body)) else {
            throw .malformedReply("a body that is not JSON")
        }
        return json
    }

    func send(method: String, path: String, form: StripeForm?, idempotencyKey: String?) throws(StripeClientError) -> HTTPReply {
        guard let key = settings.secretKey, !key.isEmpty else { throw .notConnected }
        var headers = ["Authorization": "Bearer \(key)"]
        if form != nil { headers["Content-Type"] = "application/x-www-form-urlencoded" }
        if let idempotencyKey { headers["Idempotency-Key"] = idempotencyKey }
        if let version = settings.apiVersion, !version.isEmpty { headers["Stripe-Version"] = version }
        let url = settings.apiBase + path
        let reply: HTTPReply
        do {
            if let form {
                reply = try Curl.post(url: url, headers: headers, body: form.bytes, timeout: Self.timeout)
            } else {
                reply = try Curl.request(method: method, url: url, headers: headers, timeout: Self.timeout)
            }
        } catch let error as CurlError {
            throw .unreachable(error.message)
        } catch {
            throw .unreachable("\(error)")
        }
        guard (200..<300).contains(reply.status) else {
            throw .refused(status: reply.status, message: Self.errorMessage(reply.body))
        }
        return reply
    }

    /// Stripe's own `error.message`, one line of at most 300 characters.
    static func errorMessage(_ body: [UInt8]) -> String? {
        struct Body: Decodable {
            struct Detail: Decodable { let message: String? }
            let error: Detail?
        }
        guard let message = (try? JSONDecoder().decode(Body.self, from: Data(body)))?.error?.message else { return nil }
        let line = String(message.filter { !$0.isNewline && $0 != "\0" }.prefix(300))
        return line.isEmpty ? nil : line
    }

    /// `url` when it is an https URL on one line: where a browser may be sent.
    static func browserURL(_ url: String?) throws(StripeClientError) -> String {
        guard let url, url.count <= 2048, url.lowercased().hasPrefix("https://"),
            !url.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " })
        else { throw .malformedReply("no https URL") }
        return url
    }

    /// Refuses an empty, over-long or (for an id) non-plain value before anything is sent.
    static func require(_ value: String, _ field: String, maximum: Int, identifier: Bool = false) throws(StripeClientError) {
        guard !value.isEmpty else { throw .invalidRequest(field: field, reason: "it is empty") }
        guard value.count <= maximum else { throw .invalidRequest(field: field, reason: "it is longer than \(maximum) characters") }
        guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .invalidRequest(field: field, reason: "it holds a control character")
        }
        if identifier,
            !value.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
        {
            throw .invalidRequest(field: field, reason: "it is not a Stripe id (letters, digits and _ only)")
        }
    }

    /// Refuses a URL Stripe would refuse (Checkout's success and cancel pages must be http or https).
    static func requireURL(_ url: String, _ field: String) throws(StripeClientError) {
        try require(url, field, maximum: 2048)
        let lowered = url.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else {
            throw .invalidRequest(field: field, reason: "it is not an http or https URL")
        }
    }
}
