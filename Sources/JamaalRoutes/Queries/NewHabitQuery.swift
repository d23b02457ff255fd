import Routing

/// HB-03 with its kind chosen (`?kind=counted`); without one, the type picker.
///
/// ```swift
/// JamaalRoute.newHabit.path(query: NewHabitQuery(kind: .timed))   // "/habits/new?kind=timed"
/// ```
public struct NewHabitQuery: RouteQuery {
    public var kind: HabitFamily?

    public init(kind: HabitFamily? = nil) { self.kind = kind }
}
