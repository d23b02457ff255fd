import Calendar
import Foundation
import QuranFlowCore

/// What the billing screens read: the student's world (term, arc, zone, now), their billing account, and the term
/// that comes next with its offer.
public struct BillingInputs: Sendable {
    public let world: StudentWorld
    public let account: BillingAccount
    public let nextTerm: Term?
    public let offer: TermOffer?
    /// Whether this server can reach Stripe's API (a secret key is configured).
    public let billingConnected: Bool

    public init(world: StudentWorld, account: BillingAccount, nextTerm: Term?, offer: TermOffer?, billingConnected: Bool = false) {
        self.billingConnected = billingConnected
        self.world = world
        self.account = account
        self.nextTerm = nextTerm
        self.offer = offer
    }

    /// The student's logical day.
    var today: LocalDate { world.arc.calendar.localDate(of: world.now) }

    /// The enrolment of the world's term.
    var current: Enrolment? { account.enrolments.first { $0.termID == world.term.id } }

    /// "Week 8 of 15" and its percent, or the term's state before and after.
    var ribbon: (text: String, percent: Int) {
        switch world.arc.position(at: world.now) {
        case .during(let week, _):
            let weeks = max(world.term.weekCount, 1)
            return (world.term.weekLabel(week), (week * 100 + weeks / 2) / weeks)
        case .before(let start, _): return ("Begins \(BillingCopy.long(start))", 0)
        case .after: return ("Term complete", 100)
        }
    }

    /// The next term among `terms` after `current`: the next level's earliest term that starts after this one ends, or
    /// failing that this level's.
    public static func nextTerm(after current: Term, among terms: [Term]) -> Term? {
        let later = terms.filter { $0.firstMonday > current.lastDay }.sorted { $0.firstMonday < $1.firstMonday }
        return later.first { $0.level.number == current.level.number + 1 } ?? later.first { $0.level == current.level }
    }
}
