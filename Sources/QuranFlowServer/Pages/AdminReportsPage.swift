import Calendar
import Foundation
import HTML
import Identifiers
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowRoutes
import QuranFlowWeb

/// The programme admin's reports of issues: Open / Done, newest first, each with the context it was sent with, the
/// reporter, the text, the narration to play, and Mark done / Reopen. Times are on the admin's clock.
enum AdminReportsPage {
    static func render(
        reports: [IssueReport], counts: [ReportStatus: Int], showing status: ReportStatus, csrfToken: String, now: Date,
        zone: TimeZone
    ) -> String {
        AdminFrame.page(title: "Reports of issues", section: .issueReports, mainClass: "reports-main") {
            nav(.class("filter-chips report-filter"), .aria("label", "Reports by status")) {
                ul {
                    for option in ReportStatus.allCases {
                        li {
                            a(
                                .href(QuranFlowRoute.adminReports.path(query: ReportListQuery(status: option))),
                                .class(option == status ? "chip-link is-current" : "chip-link"),
                                .aria("current", option == status ? "page" : "false")
                            ) { "\(option == .open ? "Open" : "Done") · \(counts[option] ?? 0)" }
                        }
                    }
                }
            }
            if reports.isEmpty {
                p(.class("card empty-reports")) { status == .open ? "No open reports. All caught up." : "No reports marked done yet." }
            } else {
                ol(.class("report-list")) { reports.map { row($0, csrfToken: csrfToken, zone: zone) } }
            }
        }
    }

    static func row(_ report: IssueReport, csrfToken: String, zone: TimeZone) -> Node {
        let id = ID<IssueReport>(report.id)
        let titleID = "report-\(report.id)"
        return li(.class("card report-row"), .data("report", report.id)) {
            article(.aria("labelledby", titleID)) {
                header(.class("report-row-head")) {
                    h2(.id(titleID), .class("report-row-title")) { report.context.label }
                    p(.class("muted report-row-meta")) {
                        [report.context.specIdentifier, report.context.path].compactMap { $0 }.joined(separator: " · ")
                    }
                }
                p(.class("report-row-who")) {
                    el("bdi") { report.reporterName }
                    " · \(report.role.rawValue.capitalized) · \(report.reporterEmail) · "
                    time(.attr("datetime", ISO8601.format(report.createdAt))) {
                        "\(LocalFormat.eyebrowDate(report.createdAt, in: zone)), \(LocalFormat.time(report.createdAt, in: zone))"
                    }
                }
                if !report.text.isEmpty { p(.class("report-row-text")) { report.text } }
                if let narration = report.narration {
                    div(.class("report-row-narration")) {
                        p(.class("eyebrow")) { "Narration · \(Self.clock(narration.duration))" }
                        audio(
                            .attr("src", QuranFlowRoute.reportNarration.path(id)), .boolean("controls"), .attr("preload", "metadata"),
                            .aria("label", "Narration from \(report.reporterName)"))
                    }
                }
                if report.status == .done {
                    form(.action(QuranFlowRoute.reopenReport.path(id)), .method("post"), .class("report-row-action")) {
                        Layout.csrfField(csrfToken)
                        p(.class("muted")) {
                            "Done"
                            report.doneAt.map { " · \(LocalFormat.eyebrowDate($0, in: zone))" } ?? ""
                        }
                        button(.type("submit"), .class("button secondary")) { "Reopen" }
                    }
                } else {
                    form(.action(QuranFlowRoute.markReportDone.path(id)), .method("post"), .class("report-row-action")) {
                        Layout.csrfField(csrfToken)
                        button(.type("submit"), .class("button primary")) { "Mark done" }
                    }
                }
            }
        }
    }

    /// "0:42" (whole seconds, as an audio player counts them).
    static func clock(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 86_400 else { return "—" }
        let whole = Int(seconds.rounded(.down))
        return "\(whole / 60):\(whole % 60 < 10 ? "0" : "")\(whole % 60)"
    }
}
