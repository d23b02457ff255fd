import Calendar
import Foundation
import HTTPServer
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing
import ServerSupport
import StripeAPI

/// F12's screens: ST-05 Subscription (``JamaalRoute/subscription``) and its Restore (``JamaalRoute/restoreSubscription``),
/// SB-01 the paywall (``JamaalRoute/paywall``, due on the first open of Today each read-only logical day) and the calm
/// sheet over Today (``JamaalRoute/lockedSheet``); #42's purchase on the web — Stripe Checkout
/// (``JamaalRoute/checkout``) and Manage through Stripe's customer portal (``JamaalRoute/manageSubscription``), whose
/// payments only Stripe's signed webhooks confirm (``StripeWebhookRoutes``).
enum SubscriptionRoutes {
    static func register(on routes: JamaalRouteTable, contributors: [TodayLoader.Contributor]) {
        routes.screen(
            JamaalRoute.subscription,
            model: { req, query in
                try screen(req, restored: query.restored == true, confirming: query.confirming == true)
            },
            page: { req, screen in try page(req, screen) })
        routes.add(JamaalRoute.checkout, form: CheckoutForm.self) { (req: JamaalRequest, form: CheckoutForm) throws -> Response in
            do {
                return .redirect(to: try checkout(req, product: form.product))
            } catch let refusal as SubscriptionRefusal {
                return try purchaseRefused(req, refusal)
            }
        }
        routes.add(JamaalRoute.manageSubscription) { (req: JamaalRequest) throws -> Response in
            do {
                return .redirect(to: try portal(req))
            } catch let refusal as SubscriptionRefusal {
                return try purchaseRefused(req, refusal)
            }
        }
        routes.add(JamaalRoute.restoreSubscription, form: RestoreSubscriptionForm.self, maxBodyBytes: 256 << 10) {
            (req: JamaalRequest, form: RestoreSubscriptionForm) throws -> Response in
            let text = form.transaction.file.map { String(decoding: $0.data, as: UTF8.self) } ?? form.signedTransaction.text ?? ""
            guard !text.allSatisfy(\.isWhitespace) else {
                return try refused(req, FieldRefusal(form.transaction, "Choose the signed transaction file to restore."))
            }
            let verified: (Subscription, String)
            do throws(TransactionRestore.Refusal) {
                verified = try TransactionRestore.verify(text, configuration: req.environment.appStore, now: req.now)
            } catch {
                return try refused(req, FieldRefusal(form.transaction, "Nothing was restored: \(error.message)"))
            }
            // One purchase unlocks one account: a transaction another person restored first is refused, nothing stored.
            let owner = try req.environment.people.subscriptionOwner(originalTransactionID: verified.0.originalTransactionID)
            let taken = FieldRefusal(form.transaction, "Nothing was restored: this purchase belongs to another Jamaal account.")
            if let owner, owner != req.person { return try refused(req, taken) }
            guard try req.store.write({ try $0.save(verified.0, transactionID: verified.1, verifiedAt: req.now) }) else {
                return try refused(req, taken)
            }
            if ReadOnlyGate.wantsJSON(req.request) { return try .json(try screen(req, restored: true)) }
            return .redirect(to: JamaalRoute.subscription.path(query: SubscriptionQuery(restored: true)))
        }
        routes.screen(
            JamaalRoute.paywall,
            model: { req in
                let state = try DeviceEntitlement.load(req.store, now: req.now)
                if state.entitlement.isReadOnly {
                    // Drawing it is showing it: once per logical day.
                    try req.store.write { try $0.setPaywallShown(on: state.clock.today(at: req.now)) }
                }
                return PaywallScreen(sellsOnTheWeb: req.environment.stripe.sellsOnTheWeb)
            },
            page: { req, screen in
                // Outside read-only there is no paywall to show ("Your trial has ended" would not be true): ST-05 instead.
                guard try DeviceEntitlement.load(req.store, now: req.now).entitlement.isReadOnly else {
                    return .redirect(to: JamaalRoute.subscription.path())
                }
                return allowingStripe(
                    try JamaalShell.page(req, title: "Subscribe", tab: .today) { PaywallView.render(screen, csrf: req.csrfToken) },
                    when: screen.checkoutPath != nil)
            })
        routes.screen(
            JamaalRoute.lockedSheet, model: { _ in LockedSheet() },
            page: { req, sheet in
                let (screen, person) = try TodayRoutes.screen(req, contributors: contributors)
                return try JamaalShell.page(req, title: sheet.title, tab: .today, person: person) {
                    TodayView.render(screen, csrf: req.csrfToken)
                } panel: {
                    LockedSheetView.render(sheet)
                }
            })
    }

    /// Today's hook: the paywall when it is due (SB-01), else nil.
    static func paywallRedirect(_ req: JamaalRequest) throws -> Response? {
        try DeviceEntitlement.load(req.store, now: req.now).paywallDue(now: req.now) ? .redirect(to: JamaalRoute.paywall.path()) : nil
    }

    /// TD-05 / SB-03 on Today: fills the trial banner (a Today contributor).
    static let todayContributor: TodayLoader.Contributor = { db, inputs in
        guard let start = try db.trialStart() else { return }
        let entitlement = Entitlement(
            trialStartedAt: start, subscription: try db.subscription(), webSubscription: try db.webSubscription(), clock: inputs.clock,
            now: inputs.now)
        let due = Paywall.isDue(entitlement, lastShown: try db.paywallShownDay(), today: inputs.clock.today(at: inputs.now))
        inputs.trial = TrialBanner(entitlement, paywallDue: due)
    }

    static func refused(_ req: JamaalRequest, _ refusal: FieldRefusal) throws -> Response {
        if ReadOnlyGate.wantsJSON(req.request) { throw refusal }
        return try page(req, try screen(req, error: refusal.message), status: .unprocessableEntity)
    }

    /// A refused Checkout or Manage: ST-05 again with the reason (its status), or the error for a JSON caller.
    static func purchaseRefused(_ req: JamaalRequest, _ refusal: SubscriptionRefusal) throws -> Response {
        if case .stripeUnavailable(let detail) = refusal { req.environment.log("stripe: a call failed — \(detail)") }
        if ReadOnlyGate.wantsJSON(req.request) { return try .json(ErrorBody(refusal.httpError), status: refusal.httpError.status) }
        return try page(req, try screen(req, purchaseError: refusal.httpError.message), status: refusal.httpError.status)
    }

    /// ST-05's model for the signed-in person: the one entitlement and which source holds it, and whether this Jamaal
    /// sells on the web.
    static func screen(
        _ req: JamaalRequest, restored: Bool = false, confirming: Bool = false, error: String? = nil, purchaseError: String? = nil
    ) throws -> SubscriptionScreen {
        let state = try DeviceEntitlement.load(req.store, now: req.now)
        return SubscriptionScreen(
            entitlement: state.entitlement, clock: state.clock, restored: restored, error: error, web: state.webSubscription,
            sellsOnTheWeb: req.environment.stripe.sellsOnTheWeb, confirming: confirming, purchaseError: purchaseError)
    }

    static func page(_ req: JamaalRequest, _ screen: SubscriptionScreen, status: HTTPStatus = .ok) throws -> Response {
        allowingStripe(
            try JamaalShell.page(req, title: "Subscription", tab: .settings, status: status) {
                SubscriptionView.render(screen, csrf: req.csrfToken)
            }, when: screen.checkoutPath != nil || screen.manageAction != nil)
    }

    // MARK: Buying on the web (#42)

    /// A Stripe Checkout Session for `product`, for the signed-in person, and the hosted page to send the browser to:
    /// `client_reference_id` is the person's id (the webhook finds them by it), the customer is the one they paid as
    /// before or else their account's email, success returns to ST-05's "Confirming your subscription…", cancel to
    /// SB-01. The idempotency key is the person, the plan and the minute: a double tap or a quick retry gets the same
    /// session from Stripe, never a second one.
    static func checkout(_ req: JamaalRequest, product: SubscriptionProduct) throws -> String {
        let stripe = req.environment.stripe
        guard stripe.sellsOnTheWeb, let prices = stripe.prices, let person = req.person else {
            throw SubscriptionRefusal.webPurchaseNotSetUp
        }
        let store = try req.store
        guard try DeviceEntitlement.load(store, now: req.now).entitlement.subscriptionSource == nil else {
            throw SubscriptionRefusal.alreadySubscribed
        }
        let email = try req.environment.people.account(person)?.email
        let customer = try store.read { try $0.stripeCustomer() }
        let origin = Self.origin(req)
        let minute = Int64((req.now.timeIntervalSince1970 / 60).rounded(.down))
        do {
            let session = try StripeClient(settings: stripe.settings).createCheckoutSession(
                price: prices.price(for: product), customer: customer.map { .id($0) } ?? email.map { .email($0) } ?? .none,
                clientReferenceID: person.rawValue,
                successURL: origin + JamaalRoute.subscription.path(query: SubscriptionQuery(confirming: true)),
                cancelURL: origin + JamaalRoute.paywall.path(),
                idempotencyKey: "jamaal-checkout-\(person.rawValue)-\(product.rawValue)-\(minute)")
            req.environment.log("stripe: checkout \(session.id) for \(product.rawValue)")
            return session.url
        } catch {
            throw SubscriptionRefusal.stripe(error)
        }
    }

    /// A customer portal session for the person's Stripe customer (ST-05's Manage for a subscription bought here),
    /// returning to ST-05.
    static func portal(_ req: JamaalRequest) throws -> String {
        let stripe = req.environment.stripe
        guard stripe.settings.isConnected else { throw SubscriptionRefusal.webPurchaseNotSetUp }
        guard let customer = try req.store.read({ try $0.stripeCustomer() }) else { throw SubscriptionRefusal.nothingToManage }
        do {
            return try StripeClient(settings: stripe.settings).createPortalSession(
                customer: customer, returnURL: origin(req) + JamaalRoute.subscription.path())
        } catch {
            throw SubscriptionRefusal.stripe(error)
        }
    }

    /// Where this request reached Jamaal (`http://localhost:8090`, `https://jamaal.example`): Stripe sends the browser
    /// back there. The `Host` is one the allow-list admitted; https when a trusted TLS proxy said so.
    static func origin(_ req: JamaalRequest) -> String {
        (req.request.isHTTPS ? "https://" : "http://") + (req.request.headers["Host"] ?? "localhost")
    }

    /// A page holding a form that leaves for Stripe (Checkout, the portal): its `form-action` admits https, since the
    /// browser checks the form's redirect to Stripe's hosted page against it.
    static func allowingStripe(_ response: Response, when leavesForStripe: Bool) -> Response {
        guard leavesForStripe else { return response }
        var response = response
        response.headers.set(
            name: "Content-Security-Policy",
            value: SecurityHeaders.defaultPolicy.replacingOccurrences(of: "form-action 'self'", with: "form-action 'self' https:"))
        return response
    }
}
