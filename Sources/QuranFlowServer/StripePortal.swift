import Foundation
import HTTPServer
import Outbound
import QuranFlowCore

/// Opens Stripe's hosted billing portal for a student: creates a portal session through Stripe's API
/// (`POST /v1/billing_portal/sessions`, the secret key as a bearer token, over libcurl) and answers with the session's
/// one-time URL, to which the browser is redirected. "Update payment method" asks for the portal's
/// `payment_method_update` flow; "Stripe billing portal" for the portal's home (invoices, receipts, tax details).
///
/// ```swift
/// let url = try StripePortal(settings: env.billing).session(customer: "cus_…", returnURL: back, flow: .paymentMethod)
/// ```
struct StripePortal {
    /// Which part of the portal to open.
    enum Flow: String, CaseIterable, Sendable {
        /// The portal's home.
        case portal
        /// Straight to updating the card.
        case paymentMethod = "payment_method"
    }

    /// The longest the API call may take.
    static let timeout: TimeInterval = 15

    let settings: BillingSettings

    /// The portal session's URL for `customer`, returning to `returnURL` when they are done.
    ///
    /// - Throws: ``BillingRefusal`` 503 when no secret key is configured (billing is not connected); 502 when Stripe cannot be
    ///   reached, refuses the request (its own message is passed on) or answers without an https URL.
    func session(customer: String, returnURL: String, flow: Flow) throws -> String {
        guard let key = settings.secretKey, !key.isEmpty else {
            throw BillingRefusal.portalNotConnected
        }
        var fields = [("customer", customer), ("return_url", returnURL)]
        if flow == .paymentMethod { fields.append(("flow_data[type]", "payment_method_update")) }
        let body = fields.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        let reply: HTTPReply
        do {
            reply = try Curl.post(
                url: settings.apiBase + "/v1/billing_portal/sessions",
                headers: ["Authorization": "Bearer \(key)", "Content-Type": "application/x-www-form-urlencoded"],
                body: Array(body.utf8), timeout: Self.timeout)
        } catch {
            throw BillingRefusal.stripeUnreachable
        }
        let json = (try? JSONSerialization.jsonObject(with: Data(reply.body))) as? [String: Any]
        guard (200..<300).contains(reply.status) else {
            let message = ((json?["error"] as? [String: Any])?["message"] as? String).map { " (\($0))" } ?? ""
            throw BillingRefusal.stripeRefused(detail: message)
        }
        guard let url = json?["url"] as? String, url.lowercased().hasPrefix("https://"), !url.contains(where: \.isNewline) else {
            throw BillingRefusal.noPortalAddress
        }
        return url
    }

    /// `text` percent-encoded for a form body (unreserved characters kept).
    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
