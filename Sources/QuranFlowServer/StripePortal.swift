import Foundation
import StripeAPI

/// Opens Stripe's hosted billing portal for a student: a portal session created through the shared client
/// (`StripeAPI.StripeClient.createPortalSession`, `POST /v1/billing_portal/sessions` over libcurl), whose one-time URL
/// the browser is redirected to. "Update payment method" asks for the portal's `payment_method_update` flow; "Stripe
/// billing portal" for the portal's home (invoices, receipts, tax details). The client's errors become billing's
/// refusals here.
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

    let settings: BillingSettings

    /// The portal session's URL for `customer`, returning to `returnURL` when they are done.
    ///
    /// - Throws: ``BillingRefusal`` 503 when no secret key is configured (billing is not connected); 502 when Stripe cannot be
    ///   reached, refuses the request (its own message is passed on) or answers without an https URL.
    func session(customer: String, returnURL: String, flow: Flow) throws -> String {
        do {
            return try StripeClient(settings: settings).createPortalSession(
                customer: customer, returnURL: returnURL, flow: flow == .paymentMethod ? .paymentMethodUpdate : nil)
        } catch {
            switch error {
            case .notConnected: throw BillingRefusal.portalNotConnected
            case .unreachable: throw BillingRefusal.stripeUnreachable
            case .refused(_, let message): throw BillingRefusal.stripeRefused(detail: message.map { " (\($0))" } ?? "")
            case .invalidRequest: throw BillingRefusal.stripeRefused(detail: " (\(error))")
            case .malformedReply: throw BillingRefusal.noPortalAddress
            }
        }
    }
}
