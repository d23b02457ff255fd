import Routing

/// HB-02 with one of the last 14 days open for correction (`?day=2026-11-16`).
///
/// ```swift
/// JamaalRoute.habit.path(id, query: HabitDayQuery(day: CorrectionDay(date)))   // "/habits/h-water?day=2026-11-16"
/// ```
public struct HabitDayQuery: RouteQuery {
    public var day: CorrectionDay?

    public init(day: CorrectionDay? = nil) { self.day = day }
}
