import Calendar
import JamaalCore
import JamaalRoutes

/// F01's end: Today's "Tonight, we'll plan tomorrow" card, on the day onboarding finished until the first Night Planning
/// starts (``OnboardingProgress/showsFirstEvening(clock:now:planningStarted:)``). Its action opens Night Planning.
///
/// ```swift
/// FirstEveningCard(planningTime: LocalTime(hour: 21, minute: 0))?.line
/// // "From 21:00 this evening, a few quiet minutes to set up tomorrow."
/// ```
public struct FirstEveningCard: Codable, Hashable, Sendable {
    public let title: String
    public let line: String
    public let actionLabel: String
    public let path: String

    /// Nil while Night Planning is not built (the card's promise would have nothing behind it).
    public init?(planningTime: LocalTime) {
        guard let plan = JamaalDestinations.path(JamaalDestination(JamaalRoute.plan)) else { return nil }
        title = JamaalCopy.EmptyLine.firstLaunch
        line = "From \(DayText.time(planningTime)) this evening, a few quiet minutes to set up tomorrow."
        actionLabel = "Plan tomorrow"
        path = plan
    }
}
