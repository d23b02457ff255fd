import Calendar
import Foundation
import HTML
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowRoutes

/// The SLA report: per coach, each submission that entered the queue in the period and how long it waited for its
/// review; a breach of the 48-hour promise is marked in words and by style.
enum AdminSLAPage {
    static func render(report: SLAReport, period: InsightsPeriod, terms: [Term]) -> String {
        AdminFrame.page(title: "Review SLA", section: .insights) {
            AdminInsightsPage.reports(current: .sla)
            AdminInsightsPage.periodForm(
                action: QuranFlowRoute.adminInsightsSLA.path(), terms: terms, period: period,
                downloads: [("Download CSV", QuranFlowRoute.adminInsightsSLACSV.path(query: period.query))])
            p { "\(report.rows.count) submissions · \(report.breaches) waited more than 48 hours." }
            if report.coaches.isEmpty { p(.class("card")) { "No submission entered a queue in this period." } }
            for group in report.coaches {
                section(.class("card"), .aria("label", group.coachName)) {
                    h2 { group.coachName }
                    p(.class("muted")) {
                        "\(group.rows.count) submissions · \(group.breaches) breaches · median \(group.median.label) · longest \(group.longest.label)"
                    }
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
                                    td { row.item.studentName }
                                    td { "Week \(row.item.week) · attempt \(row.item.attempt)" }
                                    td { AdminInsightsPage.when(row.item.queuedAt, period.zone) }
                                    td { row.item.reviewedAt.map { AdminInsightsPage.when($0, period.zone) } ?? "Still waiting" }
                                    td {
                                        row.waited.label
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
