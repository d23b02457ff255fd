import Calendar
import QuranFlowCore
import QuranFlowRoutes

/// Subscription & billing (SakSubscription): the semester as a passport, not a paywall — the current enrolment with
/// its dates, what was paid and where the term stands; the next semester; the card on file; the ledger; Manage.
///
///     SubscriptionScreen.make(inputs, destinations: .current).passport?.title   // "Level II / Fall 2026"
public struct SubscriptionScreen: Codable, Hashable, Sendable {
    public struct Passport: Codable, Hashable, Sendable {
        /// "Current semester · Active".
        public let eyebrow: String
        /// "Level II / Fall 2026".
        public let title: String
        /// "Sep 7 – Dec 20".
        public let term: String
        /// "$149.00", or "—" when nothing is recorded for this term.
        public let paid: String
        /// "Week 8 of 15".
        public let ribbon: String
        /// 0…100.
        public let percent: Int
    }

    public struct Card: Codable, Hashable, Sendable {
        /// "Visa •••• 4242".
        public let text: String
        /// "Expires 08/27".
        public let expiry: String
    }

    public struct LedgerRow: Codable, Hashable, Sendable {
        /// "Spring 2026 · Level II".
        public let description: String
        /// "Dec 15, 2025".
        public let date: String
        /// "$149.00".
        public let amount: String
        /// "paid" / "failed".
        public let status: String
    }

    /// "SakSubscription".
    public let screenID: String
    /// Nil when the student has no enrolment in their current term.
    public let passport: Passport?
    public let nextSemester: NextSemesterCard?
    public let paymentMethod: Card?
    public let ledger: [LedgerRow]
    /// "Manage subscription".
    public let manage: ScreenAction?
    /// Back to Profile.
    public let back: ScreenAction?

    public static func make(_ inputs: BillingInputs, destinations: Destinations) -> SubscriptionScreen {
        let passport = inputs.current.map { enrolment in
            let (ribbon, percent) = inputs.ribbon
            let paid = inputs.account.paid(for: enrolment.termID)
            return Passport(
                eyebrow: "Current semester · \(enrolment.status(on: inputs.today).label)",
                title: "\(enrolment.level.title) / \(enrolment.termName)", term: BillingCopy.range(enrolment.firstDay, enrolment.lastDay),
                paid: paid == .zero ? "—" : paid.text, ribbon: ribbon, percent: percent)
        }
        let card = inputs.account.paymentMethod.map { Card(text: $0.text, expiry: "Expires \($0.expiryText)") }
        let calendar = inputs.world.arc.calendar
        let ledger = inputs.account.payments.map {
            LedgerRow(
                description: $0.description, date: BillingCopy.short(calendar.localDate(of: $0.at)), amount: $0.amount.text,
                status: $0.status.label)
        }
        return SubscriptionScreen(
            screenID: "SakSubscription", passport: passport, nextSemester: NextSemesterCard.make(inputs, pillStyle: .opens),
            paymentMethod: card, ledger: ledger,
            manage: inputs.current == nil
                ? nil : destinations.action("Manage subscription", to: Destination(QuranFlowRoute.manageSubscription)),
            back: destinations.action("Profile", to: Destination(QuranFlowRoute.profile)))
    }
}
