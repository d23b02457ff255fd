import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The quiet "Report an issue" control every screen's page carries, for the screen it is rendered for. The server sets
/// ``origin`` around each request for a named screen (it has read the request's path against the route table); the
/// page frame then ends the page with the control. Without a script it is a link to the report page for that screen;
/// with one (`report.js`) it opens the report as a sheet over the screen.
///
/// ```swift
/// ReportControl.$origin.withValue(OriginPath("/today")) { StudentPages.today(screen, shell: shell) }
/// ```
public enum ReportControl {
    /// The screen the page being rendered shows, when it is one a report can name.
    @TaskLocal public static var origin: OriginPath?

    /// The script that opens the control as a sheet.
    static let script = "report.js"

    /// The footer with the control, or nothing when the page is not for a named screen.
    static func footer() -> Node {
        guard let origin else { return .empty }
        return HTML.footer(.class("report-footer")) {
            a(.href(QuranFlowRoute.reportIssue.path(query: ReportQuery(from: origin))), .class("report-link"), .data("report-open", "")) {
                svg(.class("report-icon"), .attr("viewBox", "0 0 24 24"), .aria("hidden", "true"), .attr("focusable", "false")) {
                    path(.attr("d", "M5 21V4M5 4h11l-2 4 2 4H5"))
                }
                "Report an issue"
            }
        }
    }
}
