import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// What the evening adds to TD-01: the quiet "Plan tomorrow" row from the evening planning time until the rollover,
/// and TD-07's morning card "No plan for today" (shown once, on the morning after a night without a confirmed plan).
/// The toolbar's Plan tomorrow action is always there (``TodayScreen/planPath``).
///
/// ```swift
/// let evening = TodayEvening(planningTime: LocalTime(hour: 21, minute: 0), clock: clock, now: now, sessions: stored,
///                            morningCardShownOn: nil, firstDay: firstDay)
/// evening.planRow?.text   // "Plan tomorrow" from 21:00
/// ```
public struct TodayEvening: Codable, Hashable, Sendable {
    /// The quiet row.
    public struct Row: Codable, Hashable, Sendable {
        public let text: String
        public let detail: String
        public let path: String
    }

    /// TD-07.
    public struct Card: Codable, Hashable, Sendable {
        public let title: String
        public let line: String
        public let actionLabel: String
        public let path: String
    }

    public let planRow: Row?
    /// Before the evening planning time: the row the open page reveals when the time comes (the in-app prompt), and
    /// how many seconds from `now` that is.
    public let upcomingRow: Row?
    public let upcomingInSeconds: Int?
    public let morningCard: Card?

    public init(planRow: Row? = nil, upcomingRow: Row? = nil, upcomingInSeconds: Int? = nil, morningCard: Card? = nil) {
        self.planRow = planRow
        self.upcomingRow = upcomingRow
        self.upcomingInSeconds = upcomingInSeconds
        self.morningCard = morningCard
    }

    /// The evening's part of Today at `now`, from the sessions planning today and tomorrow, the day the morning card was
    /// last shown and the person's first day.
    public init(
        planningTime: LocalTime, clock: DayClock, now: Date, sessions: [NightPlanningSession], morningCardShownOn: LocalDate?,
        firstDay: LocalDate
    ) {
        let today = clock.today(at: now)
        let planPath = JamaalRoute.plan.path()
        let planningAt = clock.instant(of: planningTime, inLogicalDay: today)
        let wait = planningAt.timeIntervalSince(now)
        if wait > 0, wait < 86_400 * 2 {
            upcomingRow = Row(text: "Plan tomorrow", detail: "A few quiet minutes to set up tomorrow.", path: planPath)
            upcomingInSeconds = Saturating.int(wait.rounded(.up))
        } else {
            upcomingRow = nil
            upcomingInSeconds = nil
        }
        if now >= planningAt {
            let tonight = sessions.filter { $0.day == today.adding(days: 1) && $0.flow == .evening }.max { $0.startedAt < $1.startedAt }
            let detail: String
            var text = "Plan tomorrow"
            switch tonight {
            case .none: detail = "A few quiet minutes to set up tomorrow."
            case .some(let session) where session.isConfirmed:
                text = "Tomorrow is ready"
                detail = "Look over the plan."
            case .some(let session) where session.isSkipped: detail = "Skipped tonight — open it to pick it back up."
            case .some(let session): detail = "Pick up at \(session.step.title)."
            }
            planRow = Row(text: text, detail: detail, path: planPath)
        } else {
            planRow = nil
        }
        let card = MorningCard(
            today: today, sessions: sessions.filter { $0.day == today }, shownOn: morningCardShownOn, firstDay: firstDay)
        morningCard =
            card.isShown
            ? Card(
                title: MorningCard.title, line: "Last night ended without a plan. A short version for today: build, check the load, close.",
                actionLabel: MorningCard.action, path: JamaalRoute.plan.path(query: PlanQuery(flow: .morning)))
            : nil
    }
}
