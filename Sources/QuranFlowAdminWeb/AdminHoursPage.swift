import HTML
import QuranFlowAdminScreens

/// The coach-hours report page (`/admin/insights/hours`): per coach and week, active review time and the live meetings
/// taught.
///
/// ```swift
/// AdminHoursPage.render(AdminHoursScreen(report: report, period: period, terms: terms))
/// ```
public enum AdminHoursPage {
    /// The whole page.
    public static func render(_ screen: AdminHoursScreen) -> String {
        AdminFrame.page(title: "Coach hours", section: .insights) {
            AdminInsightsPage.reports(screen.insights)
            AdminInsightsPage.periodForm(screen.insights)
            section(.class("card"), .aria("label", "Hours by coach and week")) {
                table(.class("rows")) {
                    thead {
                        tr {
                            th(.attr("scope", "col")) { "Coach" }
                            th(.attr("scope", "col")) { "Week of" }
                            th(.attr("scope", "col")) { "Review time" }
                            th(.attr("scope", "col")) { "Live meetings" }
                            th(.attr("scope", "col")) { "Total" }
                        }
                    }
                    tbody {
                        for row in screen.rows {
                            tr {
                                td { row.coach }
                                td { row.week }
                                td { row.review }
                                td { row.meetings }
                                td { row.total }
                            }
                        }
                    }
                }
                if screen.rows.isEmpty {
                    p { "No review time or live meeting logged in this period." }
                }
            }
        }
    }
}
