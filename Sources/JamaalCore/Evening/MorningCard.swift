import Calendar
import Foundation

/// TD-07 "No plan for today": whether Today shows the morning card, by the once-only rule.
///
/// The rule, at logical day `today` (it turns over at the person's rollover, never before):
/// - shown only when **no plan for today was confirmed** — last night was skipped, left unfinished, or never opened,
///   and no morning flow has confirmed one since;
/// - **once**: after it has been shown on `today` (``shownOn``) it stays away for the rest of the day, whatever happens;
/// - never on the person's **first day** (there was no night before to plan in) or before it.
///
/// Skipping again tonight shows it again tomorrow morning — once.
///
/// ```swift
/// let card = MorningCard(today: clock.today(at: now), sessions: stored, shownOn: lastShown, firstDay: firstDay)
/// card.isShown   // true → show it, then store `today` as the day it was shown
/// ```
public struct MorningCard: Hashable, Sendable {
    /// Why the card shows or not.
    public enum Decision: Hashable, Sendable {
        /// Show it — and record ``MorningCard/today`` as shown.
        case show
        /// Today already has a confirmed plan.
        case planned
        /// Already shown today.
        case alreadyShown
        /// The first day, or a day before it: no night to have planned in.
        case firstDay
    }

    public let today: LocalDate
    public let decision: Decision

    /// The card's decision for logical day `today`, from every stored session, the last day the card was shown
    /// (`shownOn`, `nil`: never) and the person's first day.
    public init(today: LocalDate, sessions: [NightPlanningSession], shownOn: LocalDate?, firstDay: LocalDate) {
        self.today = today
        if today <= firstDay {
            decision = .firstDay
        } else if sessions.contains(where: { $0.day == today && $0.isConfirmed }) {
            decision = .planned
        } else if let shownOn, shownOn >= today {
            decision = .alreadyShown
        } else {
            decision = .show
        }
    }

    /// Whether Today shows the card now.
    public var isShown: Bool { decision == .show }

    /// The card's heading.
    public static let title = "No plan for today"
    /// The card's button: TD-07 opens the shortened flow for today (Build → Load → Close).
    public static let action = "Plan today"
    /// The flow the card opens.
    public static let flow = NightPlanningFlow.morning
}
