import Calendar
import QuranFlowCore

/// The quiet dashed "Next semester" card: the next term's level and name, the pill ("Opens Dec" on Subscription,
/// "Not yet open" on Manage until enrolment opens), the prices when they are known, and the confirmation line.
public struct NextSemesterCard: Codable, Hashable, Sendable {
    /// "Level III · Spring 2027".
    public let title: String
    /// "Opens Dec" / "Not yet open" / "Open".
    public let pill: String
    /// "$149 once or $55/mo three months" (empty when the term has no offer yet).
    public let prices: String
    /// "You'll receive an email to review and confirm before any charge." — or why nothing will be offered.
    public let note: String

    /// The card for `inputs`; nil when no term follows this one.
    static func make(_ inputs: BillingInputs, pillStyle: PillStyle) -> NextSemesterCard? {
        guard let next = inputs.nextTerm else { return nil }
        let offer = inputs.offer
        let pill: String =
            switch (pillStyle, offer) {
            case (_, nil): "Not yet announced"
            case (.opens, let offer?): offer.isOpen(on: inputs.today) ? "Open" : offer.opensText
            case (.status, let offer?): offer.pill(on: inputs.today)
            }
        let note =
            inputs.current?.autoRenew == false
            ? "Auto-renewal is off, so \(next.name) won't be offered to you. You can still enrol when it opens."
            : BillingCopy.confirmationLine
        return NextSemesterCard(title: "\(next.level.title) · \(next.name)", pill: pill, prices: offer?.pricesText ?? "", note: note)
    }

    enum PillStyle { case opens, status }
}
