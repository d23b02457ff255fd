import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes
import QuranFlowWeb

/// What every insight report page prints above its table: the reports' own navigation under the admin frame, and the
/// period chooser with the CSV link(s).
///
/// ```swift
/// AdminInsightsPage.reports(screen.insights); AdminInsightsPage.periodForm(screen.insights)
/// ```
public enum AdminInsightsPage {
    /// The reports' own navigation, the current one marked.
    public static func reports(_ screen: AdminInsightsScreen) -> Node {
        nav(.class("filter-chips"), .aria("label", "Reports")) {
            ul {
                for tab in screen.tabs {
                    li {
                        a(
                            .href(tab.href), .class(tab.isCurrent ? "chip-link is-current" : "chip-link"),
                            .aria("current", tab.isCurrent ? "page" : "false")
                        ) { tab.label }
                    }
                }
            }
        }
    }

    /// The period chooser (a term, or a date range) and the CSV link(s).
    public static func periodForm(_ screen: AdminInsightsScreen) -> Node {
        section(.class("card insights-period"), .aria("label", "Period")) {
            form(.action(screen.action), .method("get"), .class("grid-form")) {
                div(.class("field")) {
                    label(.for("term")) { "Term" }
                    select(.id("term"), .name(InsightsQuery.CodingKeys.term)) { AdminOptions.list(screen.terms) }
                }
                Layout.field(
                    "From (optional)", name: InsightsQuery.CodingKeys.from.stringValue, type: "date", value: screen.from, required: false)
                Layout.field(
                    "To (optional)", name: InsightsQuery.CodingKeys.to.stringValue, type: "date", value: screen.to, required: false)
                button(.type("submit"), .class("button secondary")) { "Show" }
            }
            p {
                screen.summary
                for (index, download) in screen.downloads.enumerated() {
                    if index > 0 { " · " }
                    a(.href(download.href), .attr("download", "")) { download.label }
                }
            }
        }
    }
}
