import Calendar
import Identifiers

/// A term's offer to the students who might take it next: the day enrolment opens and the ways to pay.
///
///     let offer = TermOffer(termID: ID("spring-2027"), opensOn: LocalDate(iso: "2026-12-14")!, prices: [.once(price)])
///     offer.pill(on: today)   // "Not yet open" before the day, "Open" from it
///     offer.opensText         // "Opens Dec"
public struct TermOffer: Hashable, Codable, Sendable {
    public let termID: Identifiers.ID<Term>
    public let opensOn: LocalDate
    public let prices: [PriceOption]

    public init(termID: Identifiers.ID<Term>, opensOn: LocalDate, prices: [PriceOption]) {
        self.termID = termID
        self.opensOn = opensOn
        self.prices = prices
    }

    /// Whether students can enrol on `day`.
    public func isOpen(on day: LocalDate) -> Bool { day >= opensOn }

    /// "Opens Dec" (the spec's "Opens Sept" writes September as "Sept").
    public var opensText: String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"]
        return "Opens " + months[max(0, min(11, opensOn.month - 1))]
    }

    /// The pill: "Not yet open" until enrolment opens, then "Open".
    public func pill(on day: LocalDate) -> String { isOpen(on: day) ? "Open" : "Not yet open" }

    /// "$149 once or $55/mo three months".
    public var pricesText: String { prices.map(\.text).joined(separator: " or ") }
}
