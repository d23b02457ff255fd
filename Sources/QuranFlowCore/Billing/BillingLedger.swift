import Foundation
import Identifiers

/// Applies Stripe's events to a student's ``BillingAccount`` — the one place the ledger changes. Pure: the caller
/// finds the account (by `client_reference_id` or customer id), records the event id so each event is applied once,
/// and saves the result in the same transaction. An event older than what a row or enrolment already shows never
/// overwrites it (Stripe does not promise order).
///
///     let outcome = BillingLedger.apply(event, to: &account) { termID in names[termID] ?? "QuranFlow" }
public enum BillingLedger {
    public enum Outcome: Hashable, Sendable {
        /// The account changed; the phrase says how (for the webhook's log and its 200 body).
        case applied(String)
        /// Nothing changed, and why (an older event, a type the ledger doesn't apply, an unknown subscription).
        case unchanged(String)
    }

    /// Applies `event`; `describe` names a term's ledger row ("Fall 2025 · Level II") from its id.
    public static func apply(
        _ event: StripeEvent, to account: inout BillingAccount, describe: (Identifiers.ID<Term>?) -> String
    ) -> Outcome {
        switch event.kind {
        case .checkoutCompleted(let sessionID, let customer, _, let amount, let termID):
            if account.customerID == nil, let customer { account.customerID = customer }
            return record(
                id: sessionID, termID: termID.map { ID($0) }, amount: amount, at: date(event.created), status: .paid, event: event,
                in: &account, describe: describe)
        case .invoicePaid(let invoiceID, _, _, let amount, let paidAt, let termID):
            return record(
                id: invoiceID, termID: termID.map { ID($0) }, amount: amount, at: paidAt ?? date(event.created), status: .paid,
                event: event,
                in: &account, describe: describe)
        case .invoicePaymentFailed(let invoiceID, _, _, let amount, let termID):
            return record(
                id: invoiceID, termID: termID.map { ID($0) }, amount: amount, at: date(event.created), status: .failed, event: event,
                in: &account, describe: describe)
        case .subscriptionUpdated(let subscriptionID, _, let cancelAtPeriodEnd, let status):
            let ended = status == "canceled" || status == "incomplete_expired"
            return subscription(subscriptionID, in: &account) {
                $0.applyStripeState(cancelAtPeriodEnd: cancelAtPeriodEnd, ended: ended, created: event.created)
            }
        case .subscriptionDeleted(let subscriptionID, _):
            return subscription(subscriptionID, in: &account) {
                $0.applyStripeState(cancelAtPeriodEnd: nil, ended: true, created: event.created)
            }
        case .paymentMethodAttached(_, let method):
            guard event.created >= account.paymentMethodAsOf else { return .unchanged("an older card event") }
            account.paymentMethod = method
            account.paymentMethodAsOf = event.created
            return .applied("card on file: \(method.text)")
        case .other(let type):
            return .unchanged("\(type) is not applied to the ledger")
        }
    }

    static func date(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }

    static func record(
        id: String, termID: Identifiers.ID<Term>?, amount: Money, at: Date, status: Payment.Status, event: StripeEvent,
        in account: inout BillingAccount, describe: (Identifiers.ID<Term>?) -> String
    ) -> Outcome {
        if let index = account.payments.firstIndex(where: { $0.id == id }) {
            let existing = account.payments[index]
            guard event.created >= existing.reportedAt else { return .unchanged("an older report of \(id)") }
            // A paid charge is never turned back into a failed one by a retry's failure report for the same invoice.
            if existing.status == .paid, status == .failed { return .unchanged("\(id) is already paid") }
            account.payments[index] = Payment(
                id: id, termID: termID ?? existing.termID, description: existing.description, amount: amount, at: at, status: status,
                reportedAt: event.created)
        } else {
            account.payments.append(
                Payment(
                    id: id, termID: termID, description: describe(termID), amount: amount, at: at, status: status, reportedAt: event.created
                ))
        }
        account.payments.sort { $0.at > $1.at }
        return .applied("\(id) \(status.label): \(amount.text)")
    }

    static func subscription(
        _ subscriptionID: String, in account: inout BillingAccount, change: (inout Enrolment) -> Bool
    ) -> Outcome {
        guard let index = account.enrolments.firstIndex(where: { $0.stripeSubscriptionID == subscriptionID }) else {
            return .unchanged("no enrollment has subscription \(subscriptionID)")
        }
        guard change(&account.enrolments[index]) else { return .unchanged("an older report of \(subscriptionID)") }
        return .applied("\(account.enrolments[index].termName): \(account.enrolments[index].storedStatus.label)")
    }
}
