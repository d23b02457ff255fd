import JamaalRoutes

/// One segment of the Habits tab's Habits · Anchors control (HB-01 and AN-01 are its two segments). Both screens build
/// the same pair from ``habitsTab(current:)``, so the control reads the same on either side.
///
/// ```swift
/// HabitsTabSegment.habitsTab(current: .anchors).map(\.label)   // ["Habits", "Anchors"]
/// ```
public struct HabitsTabSegment: Codable, Hashable, Sendable {
    public let label: String
    /// Nil when that side is not built (the segment is left out).
    public let path: String?
    public let isCurrent: Bool

    public init(label: String, path: String?, isCurrent: Bool) {
        self.label = label
        self.path = path
        self.isCurrent = isCurrent
    }

    /// The Habits tab's two segments, `current` marked.
    public static func habitsTab(current: JamaalDestinations.Kind) -> [HabitsTabSegment] {
        [
            HabitsTabSegment(
                label: "Habits", path: JamaalDestinations.path(JamaalDestination(JamaalRoute.habits)), isCurrent: current == .habits),
            HabitsTabSegment(
                label: "Anchors", path: JamaalDestinations.path(JamaalDestination(JamaalRoute.anchors)), isCurrent: current == .anchors),
        ]
    }
}
