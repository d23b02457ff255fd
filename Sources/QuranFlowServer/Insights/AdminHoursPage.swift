import Calendar
import Foundation
import HTML
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowRoutes

/// The coach-hours report: per coach and week (Monday to Monday on the admin's clock), active review time and the live
/// meetings taught.
enum AdminHoursPage {
    static func render(report: CoachHoursReport, period: InsightsPeriod, terms: [Term]) -> String {
        AdminFrame.page(title: "Coach hours", section: .insights) {
            AdminInsightsPage.reports(current: .hours)
            AdminInsightsPage.periodForm(
                action: QuranFlowRoute.adminInsightsHours.path(), terms: terms, period: period,
                downloads: [("Download CSV", QuranFlowRoute.adminInsightsHoursCSV.path(query: period.query))])
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
                        for row in report.rows where row.totalSeconds > 0 {
                            tr {
                                td { row.coachName }
                                td { row.weekStart.description }
                                td { "\(CoachHours.label(row.reviewSeconds)) · \(row.reviews) reviews" }
                                td { "\(row.meetings) · \(CoachHours.label(row.meetingSeconds))" }
                                td { CoachHours.label(row.totalSeconds) }
                            }
                        }
                    }
                }
                if !report.rows.contains(where: { $0.totalSeconds > 0 }) {
                    p { "No review time or live meeting logged in this period." }
                }
            }
        }
    }
}
