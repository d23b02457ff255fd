import HTML
import JamaalScreens

/// TD-01's Habits section: one row per habit and time of day shown today, each with its kind's controls (paused,
/// archived and unscheduled habits are not here). Not drawn while empty.
enum TodayHabitsView {
    static func render(_ section: TodayHabitsSection, csrf: String) -> Node {
        guard !section.isEmpty else { return .empty }
        return HTML.section(.class("jm-section jm-habits"), .aria("labelledby", "habits-heading")) {
            h2(.id("habits-heading")) { section.title }
            ul(.class("jm-rows")) {
                for row in section.rows { HabitLogRowView.render(row, csrf: csrf, back: "today") }
            }
        }
    }
}
