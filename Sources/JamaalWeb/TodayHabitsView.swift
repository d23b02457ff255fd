import HTML
import JamaalScreens

/// TD-01's Habits section — the habits feature draws its rows here. Not drawn while empty.
enum TodayHabitsView {
    static func render(_ section: TodayHabitsSection, csrf: String) -> Node {
        guard !section.isEmpty else { return .empty }
        return HTML.section(.class("jm-section jm-habits"), .aria("label", section.title)) {
            h2 { section.title }
            ul(.class("jm-rows")) {
                for row in section.rows {
                    li(.class("jm-row")) {
                        span(.class("jm-row-title")) { row.title }
                        span(.class("jm-row-meta")) { row.detail }
                    }
                }
            }
        }
    }
}
