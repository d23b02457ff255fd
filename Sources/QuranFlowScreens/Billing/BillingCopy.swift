import Calendar
import Foundation
import QuranFlowCore

/// The billing screens' dates and lines, in the spec's words.
///
///     BillingCopy.range(fall.firstMonday, fall.lastDay)   // "Sep 7 – Dec 20"
///     BillingCopy.long(fall.lastDay)                      // "December 20, 2026"
public enum BillingCopy {
    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let longMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    static func month(_ date: LocalDate, _ names: [String]) -> String { names[max(0, min(11, date.month - 1))] }

    /// "Sep 7 – Dec 20" (with the year on both ends when the term crosses one: "Dec 7, 2026 – Mar 21, 2027").
    public static func range(_ first: LocalDate, _ last: LocalDate) -> String {
        if first.year == last.year {
            return "\(month(first, shortMonths)) \(first.day) – \(month(last, shortMonths)) \(last.day)"
        }
        return "\(short(first)) – \(short(last))"
    }

    /// "Dec 15, 2025".
    public static func short(_ date: LocalDate) -> String { "\(month(date, shortMonths)) \(date.day), \(date.year)" }

    /// "December 20, 2026".
    public static func long(_ date: LocalDate) -> String { "\(month(date, longMonths)) \(date.day), \(date.year)" }

    /// The rest line of the contemplative cancel area.
    public static let epigraph = "Rest is part of the practice. Pause is a choice, not a loss."
    /// Under the next semester's card.
    public static let confirmationLine = "You'll receive an email to review and confirm before any charge."
    /// Auto-renewal's note.
    public static let autoRenewNote = "Confirmation required before each charge"
    /// Where the billing portal would be when this server has no Stripe key.
    /// What the portal holds, when it can be opened.
    public static let portalHolds = "Invoices, receipts and tax details, on Stripe."
    /// Billing is connected but the student has never paid through Stripe.
    public static let noCustomer = "Your billing account opens with your first payment."
    public static let notConnected = "Billing is not connected on this server yet, so cards and invoices can't be changed here."
}
