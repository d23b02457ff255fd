import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// The programme admin's reports of issues (`/admin/reports`): Open / Done, newest first, each with the context it was
/// sent with, the reporter, the text, the narration to play, and Mark done / Reopen. Times are on the admin's clock.
///
/// ```swift
/// AdminReportsScreen(reports: open, counts: [.open: 2], showing: .open, zone: adminZone).filters.first?.label
/// // "Open · 2"
/// ```
public struct AdminReportsScreen: Equatable, Sendable {
    /// One status's link above the list.
    public struct Filter: Equatable, Sendable {
        /// "Open · 2".
        public let label: String
        public let link: String
        public let isCurrent: Bool
    }

    /// One report.
    public struct Row: Equatable, Sendable {
        /// The report's id (its `data-report`).
        public let id: String
        /// The heading's id, "report-…".
        public let titleID: String
        /// The screen and app version it was sent from.
        public let title: String
        /// The screen's spec identifier and path.
        public let meta: String
        public let reporterName: String
        /// " · Student · sarah@… · ".
        public let who: String
        /// The instant it was sent, as ISO 8601, and on the admin's clock.
        public let sentAt: String
        public let sentWhen: String
        public let text: String
        /// "Narration · 0:42"; nil without one.
        public let narration: String?
        /// The narration's address, and its player's label.
        public let narrationLink: String
        public let narrationLabel: String
        /// " · Tue · 27 Oct" when done (after "Done"); nil while open.
        public let doneWhen: String?
        /// Reopen when done, Mark done when open.
        public let action: String

        init(_ report: IssueReport, zone: TimeZone) {
            let id = ID<IssueReport>(report.id)
            self.id = report.id
            titleID = "report-\(report.id)"
            title = report.context.label
            meta = [report.context.specIdentifier, report.context.path].compactMap { $0 }.joined(separator: " · ")
            reporterName = report.reporterName
            who = " · \(report.role.rawValue.capitalized) · \(report.reporterEmail) · "
            sentAt = ISO8601.format(report.createdAt)
            sentWhen = "\(LocalFormat.eyebrowDate(report.createdAt, in: zone)), \(LocalFormat.time(report.createdAt, in: zone))"
            text = report.text
            narration = report.narration.map { "Narration · \(AdminReportsScreen.clock($0.duration))" }
            narrationLink = QuranFlowRoute.reportNarration.path(id)
            narrationLabel = "Narration from \(report.reporterName)"
            doneWhen = report.status == .done ? report.doneAt.map { " · \(LocalFormat.eyebrowDate($0, in: zone))" } ?? "" : nil
            action = report.status == .done ? QuranFlowRoute.reopenReport.path(id) : QuranFlowRoute.markReportDone.path(id)
        }
    }

    public let filters: [Filter]
    /// "No open reports. All caught up." when the list is empty.
    public let empty: String
    public let rows: [Row]

    public init(reports: [IssueReport], counts: [ReportStatus: Int], showing status: ReportStatus, zone: TimeZone) {
        filters = ReportStatus.allCases.map { option in
            Filter(
                label: "\(option == .open ? "Open" : "Done") · \(counts[option] ?? 0)",
                link: QuranFlowRoute.adminReports.path(query: ReportListQuery(status: option)), isCurrent: option == status)
        }
        empty = status == .open ? "No open reports. All caught up." : "No reports marked done yet."
        rows = reports.map { Row($0, zone: zone) }
    }

    /// "0:42" (whole seconds, as an audio player counts them).
    public static func clock(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 86_400 else { return "—" }
        let whole = Int(seconds.rounded(.down))
        return "\(whole / 60):\(whole % 60 < 10 ? "0" : "")\(whole % 60)"
    }
}
