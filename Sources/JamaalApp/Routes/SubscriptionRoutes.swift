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

/// F12's screens: ST-05 Subscription (``JamaalRoute/subscription``) and its Restore (``JamaalRoute/restoreSubscription``),
/// SB-01 the paywall (``JamaalRoute/paywall``, due on the first open of Today each read-only logical day) and the calm
/// sheet over Today (``JamaalRoute/lockedSheet``).
enum SubscriptionRoutes {
    static func register(on routes: JamaalRouteTable, contributors: [TodayLoader.Contributor]) {
        routes.screen(
            JamaalRoute.subscription,
            model: { req, query in
                let state = try DeviceEntitlement.load(req.store, now: req.now)
                return SubscriptionScreen(entitlement: state.entitlement, clock: state.clock, restored: query.restored == true)
            },
            page: { req, screen in try page(req, screen) })
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
            if ReadOnlyGate.wantsJSON(req.request) {
                let state = try DeviceEntitlement.load(req.store, now: req.now)
                return try .json(SubscriptionScreen(entitlement: state.entitlement, clock: state.clock, restored: true))
            }
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
                return PaywallScreen()
            },
            page: { req, screen in
                // Outside read-only there is no paywall to show ("Your trial has ended" would not be true): ST-05 instead.
                guard try DeviceEntitlement.load(req.store, now: req.now).entitlement.isReadOnly else {
                    return .redirect(to: JamaalRoute.subscription.path())
                }
                return try JamaalShell.page(req, title: "Subscribe", tab: .today) { PaywallView.render(screen) }
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
        let entitlement = Entitlement(trialStartedAt: start, subscription: try db.subscription(), clock: inputs.clock, now: inputs.now)
        let due = Paywall.isDue(entitlement, lastShown: try db.paywallShownDay(), today: inputs.clock.today(at: inputs.now))
        inputs.trial = TrialBanner(entitlement, paywallDue: due)
    }

    static func refused(_ req: JamaalRequest, _ refusal: FieldRefusal) throws -> Response {
        if ReadOnlyGate.wantsJSON(req.request) { throw refusal }
        let state = try DeviceEntitlement.load(req.store, now: req.now)
        let screen = SubscriptionScreen(entitlement: state.entitlement, clock: state.clock, error: refusal.message)
        return try page(req, screen, status: .unprocessableEntity)
    }

    static func page(_ req: JamaalRequest, _ screen: SubscriptionScreen, status: HTTPStatus = .ok) throws -> Response {
        try JamaalShell.page(req, title: "Subscription", tab: .settings, status: status) {
            SubscriptionView.render(screen, csrf: req.csrfToken)
        }
    }
}
