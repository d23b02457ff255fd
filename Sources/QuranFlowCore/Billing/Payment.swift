import Calendar
import Foundation
import Identifiers

/// One row of a student's ledger: a charge Stripe reported (paid or failed), for a term.
///
///     Payment(id: "in_1", description: "Fall 2025 · Level II", amount: try Money(cents: 14_900), at: date, status: .paid)
public struct Payment: Hashable, Codable, Sendable, Identifiable {
    public enum Status: String, Hashable, Codable, Sendable, CaseIterable {
        case paid
        case failed

        public var label: String {
            switch self {
            case .paid: "paid"
            case .failed: "failed"
            }
        }
    }

    /// Stripe's object id (the invoice or the checkout session), so one charge is one row however often it is reported.
    public let id: String
    /// The term the charge is for, when known.
    public let termID: Identifiers.ID<Term>?
    /// "Fall 2025 · Level II".
    public let description: String
    public let amount: Money
    /// When Stripe says it was paid (or failed).
    public let at: Date
    public let status: Status
    /// The `created` time of the Stripe event that last set this row: an older report never overwrites it.
    public let reportedAt: Int64

    public init(
        id: String, termID: Identifiers.ID<Term>? = nil, description: String, amount: Money, at: Date, status: Status, reportedAt: Int64 = 0
    ) {
        self.id = id
        self.termID = termID
        self.description = description
        self.amount = amount
        self.at = at
        self.status = status
        self.reportedAt = reportedAt
    }
}
