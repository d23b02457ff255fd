import HTML
import JamaalScreens

/// TD-01's Anchors section (AN-09/AN-10) — the Anchors feature (#7) draws its rows here. Not drawn while empty.
enum TodayAnchorsView {
    static func render(_ section: TodayAnchorsSection, csrf: String) -> Node {
        guard !section.isEmpty else { return .empty }
        return HTML.section(.class("jm-section jm-anchors"), .aria("label", section.title)) {
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
