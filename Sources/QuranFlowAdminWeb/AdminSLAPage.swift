import HTML
import QuranFlowAdminScreens

/// The SLA report page (`/admin/insights/sla`): per coach, each submission that entered the queue in the period and how
/// long it waited for its review; a breach of the 48-hour promise is marked in words and by style.
///
/// ```swift
/// AdminSLAPage.render(AdminSLAScreen(report: report, period: period, terms: terms))
/// ```
public enum AdminSLAPage {
    /// The whole page.
    public static func render(_ screen: AdminSLAScreen) -> String {
        AdminFrame.page(title: "Review SLA", section: .insights) {
            AdminInsightsPage.reports(screen.insights)
            AdminInsightsPage.periodForm(screen.insights)
            p { screen.summary }
            if screen.coaches.isEmpty { p(.class("card")) { "No submission entered a queue in this period." } }
            for group in screen.coaches {
                section(.class("card"), .aria("label", group.name)) {
                    h2 { group.name }
                    p(.class("muted")) { group.summary }
                    table(.class("rows")) {
                        thead {
                            tr {
                                th(.attr("scope", "col")) { "Student" }
                                th(.attr("scope", "col")) { "Week" }
                                th(.attr("scope", "col")) { "Queued" }
                                th(.attr("scope", "col")) { "Reviewed" }
                                th(.attr("scope", "col")) { "Waited" }
                            }
                        }
                        tbody {
                            for row in group.rows {
                                tr(.class(row.isBreached ? "sla-breach" : "")) {
                                    td { row.student }
                                    td { row.week }
                                    td { row.queued }
                                    td { row.reviewed }
                                    td {
                                        row.waited
                                        if row.isBreached { strong { " · over 48 hours" } }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
