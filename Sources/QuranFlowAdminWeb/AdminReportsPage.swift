import HTML
import QuranFlowAdminScreens
import QuranFlowWeb

/// The programme admin's reports of issues (`/admin/reports`): Open / Done, newest first, each with its context, the
/// reporter, the text, the narration to play, and Mark done / Reopen.
///
/// ```swift
/// AdminReportsPage.render(AdminReportsScreen(reports: open, counts: counts, showing: .open, zone: zone), csrfToken: token)
/// ```
public enum AdminReportsPage {
    /// The whole page.
    public static func render(_ screen: AdminReportsScreen, csrfToken: String) -> String {
        AdminFrame.page(title: "Reports of issues", section: .issueReports, mainClass: "reports-main") {
            nav(.class("filter-chips report-filter"), .aria("label", "Reports by status")) {
                ul {
                    for filter in screen.filters {
                        li {
                            a(
                                .href(filter.link), .class(filter.isCurrent ? "chip-link is-current" : "chip-link"),
                                .aria("current", filter.isCurrent ? "page" : "false")
                            ) { filter.label }
                        }
                    }
                }
            }
            if screen.rows.isEmpty {
                p(.class("card empty-reports")) { screen.empty }
            } else {
                ol(.class("report-list")) { screen.rows.map { row($0, csrfToken: csrfToken) } }
            }
        }
    }

    static func row(_ report: AdminReportsScreen.Row, csrfToken: String) -> Node {
        li(.class("card report-row"), .data("report", report.id)) {
            article(.aria("labelledby", report.titleID)) {
                header(.class("report-row-head")) {
                    h2(.id(report.titleID), .class("report-row-title")) { report.title }
                    p(.class("muted report-row-meta")) { report.meta }
                }
                p(.class("report-row-who")) {
                    el("bdi") { report.reporterName }
                    report.who
                    time(.attr("datetime", report.sentAt)) { report.sentWhen }
                }
                if !report.text.isEmpty { p(.class("report-row-text")) { report.text } }
                if let narration = report.narration {
                    div(.class("report-row-narration")) {
                        p(.class("eyebrow")) { narration }
                        audio(
                            .attr("src", report.narrationLink), .boolean("controls"), .attr("preload", "metadata"),
                            .aria("label", report.narrationLabel))
                    }
                }
                if let doneWhen = report.doneWhen {
                    form(.action(report.action), .method("post"), .class("report-row-action")) {
                        Layout.csrfField(csrfToken)
                        p(.class("muted")) {
                            "Done"
                            doneWhen
                        }
                        button(.type("submit"), .class("button secondary")) { "Reopen" }
                    }
                } else {
                    form(.action(report.action), .method("post"), .class("report-row-action")) {
                        Layout.csrfField(csrfToken)
                        button(.type("submit"), .class("button primary")) { "Mark done" }
                    }
                }
            }
        }
    }
}
