import HTML
import JamaalScreens

/// The Habits tab's Habits · Anchors segment control, shown on HB-01 and AN-01 alike; left out while only one side is built.
///
/// ```swift
/// HabitsTabSegmentsView.render(HabitsTabSegment.habitsTab(current: .habits))
/// ```
public enum HabitsTabSegmentsView {
    public static func render(_ segments: [HabitsTabSegment]) -> Node {
        let shown = segments.filter { $0.path != nil }
        guard shown.count > 1 else { return .fragment([]) }
        return nav(.class("jm-segments"), .aria("label", "Habits and Anchors")) {
            for segment in shown {
                if let path = segment.path {
                    a(
                        .href(path), .class(if: segment.isCurrent, "current"),
                        .attr("aria-current", segment.isCurrent ? "page" : "false")
                    ) { segment.label }
                }
            }
        }
    }
}
