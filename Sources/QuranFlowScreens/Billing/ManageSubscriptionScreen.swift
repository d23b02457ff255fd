import Calendar
import QuranFlowCore
import QuranFlowRoutes

/// Manage subscription (SakManageSub): the current plan, the next semester with its prices, billing (auto-renewal with
/// "Confirmation required before each charge", the card and the billing portal — or that billing isn't connected), and
/// the contemplative Cancel enrollment set apart — with its designed confirmation step (`confirmingCancel`).
///
///     ManageSubscriptionScreen.make(inputs, destinations: .current, confirmingCancel: true).cancel?.consequences
public struct ManageSubscriptionScreen: Codable, Hashable, Sendable {
    public struct Plan: Codable, Hashable, Sendable {
        /// "Level II · Fall 2026".
        public let title: String
        /// "Week 8 of 15 · ends December 20, 2026".
        public let detail: String
        /// "Paid $149.00" / "Nothing paid yet".
        public let paid: String
        /// "Active" / "Ends at term's end" / "Ended".
        public let status: String
    }

    public struct Renewal: Codable, Hashable, Sendable {
        public let on: Bool
        /// "Confirmation required before each charge".
        public let note: String
        /// Whether it can be changed (not after cancelling).
        public let changeable: Bool
    }

    public struct Cancel: Codable, Hashable, Sendable {
        /// "Rest is part of the practice. …".
        public let epigraph: String
        /// Shown when the enrolment is already cancelled: "Your enrollment ends December 20, 2026 …".
        public let cancelledLine: String?
        /// The confirmation step is showing.
        public let confirming: Bool
        /// What ends, when, and what happens to the next semester's offer.
        public let consequences: [String]
        /// "Cancel enrollment…" (the confirmation step), when it can still be cancelled.
        public let begin: ScreenAction?
    }

    /// "SakManageSub".
    public let screenID: String
    public let plan: Plan?
    public let nextSemester: NextSemesterCard?
    public let renewal: Renewal?
    /// Whether this server can reach Stripe: without it the payment-method and billing-portal rows are not shown (a
    /// control whose destination does not work is not offered).
    public let billingConnected: Bool
    /// "Visa •••• 4242 · Expires 08/27", when a card is on file.
    public let card: String?
    /// The billing portal line: what it holds, or why it can't be opened here yet.
    public let portalNote: String
    /// "Update payment method" (POST → Stripe's card-update flow), when billing is connected and there is a customer.
    public let updatePaymentMethod: ScreenAction?
    /// "Stripe billing portal" (POST → Stripe's portal), likewise.
    public let billingPortal: ScreenAction?
    public let cancel: Cancel?
    /// Back to Subscription & billing.
    public let back: ScreenAction?

    public static func make(
        _ inputs: BillingInputs, destinations: Destinations, confirmingCancel: Bool = false
    ) -> ManageSubscriptionScreen {
        let enrolment = inputs.current
        let status = enrolment?.status(on: inputs.today)
        let plan = enrolment.map { enrolment in
            let paid = inputs.account.paid(for: enrolment.termID)
            return Plan(
                title: "\(enrolment.level.title) · \(enrolment.termName)",
                detail: "\(inputs.ribbon.text) · ends \(BillingCopy.long(enrolment.lastDay))",
                paid: paid == .zero ? "Nothing paid yet" : "Paid \(paid.text)", status: status?.label ?? "")
        }
        let renewal = enrolment.map { Renewal(on: $0.autoRenew, note: BillingCopy.autoRenewNote, changeable: status == .active) }
        let cancel = enrolment.map { enrolment -> Cancel in
            let next = inputs.nextTerm.map { "\($0.level.title) · \($0.name)" } ?? "the next semester"
            let consequences = [
                "You keep everything — lessons, recording, feedback from your coach, live circles — until \(BillingCopy.long(enrolment.lastDay)), the term's last day.",
                "After that day your enrollment ends. Nothing you recorded or received is deleted.",
                "Auto-renewal turns off, so \(next) won't be offered to you. You can still enrol when it opens.",
                "Nothing is refunded or charged by cancelling.",
            ]
            return Cancel(
                epigraph: BillingCopy.epigraph,
                cancelledLine: status == .cancelledAtTermEnd
                    ? "You cancelled: your enrollment ends \(BillingCopy.long(enrolment.lastDay)). Access stays until then." : nil,
                confirming: confirmingCancel && status == .active, consequences: consequences,
                begin: status == .active ? destinations.action("Cancel enrollment", to: Destination(QuranFlowRoute.cancelEnrolment)) : nil)
        }
        let portalOpens = inputs.billingConnected && inputs.account.customerID != nil
        return ManageSubscriptionScreen(
            screenID: "SakManageSub", plan: plan, nextSemester: NextSemesterCard.make(inputs, pillStyle: .status), renewal: renewal,
            billingConnected: inputs.billingConnected, card: inputs.account.paymentMethod.map { "\($0.text) · Expires \($0.expiryText)" },
            portalNote: portalOpens ? BillingCopy.portalHolds : inputs.billingConnected ? BillingCopy.noCustomer : BillingCopy.notConnected,
            updatePaymentMethod: portalOpens
                ? destinations.action("Update payment method", to: Destination(QuranFlowRoute.updatePaymentMethod)) : nil,
            billingPortal: portalOpens
                ? destinations.action("Stripe billing portal", to: Destination(QuranFlowRoute.openBillingPortal)) : nil,
            cancel: cancel, back: destinations.action("Subscription & billing", to: Destination(QuranFlowRoute.subscription)))
    }
}
