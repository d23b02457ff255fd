import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes

/// What every insight report page (SLA, attendance, coach hours) shows above its table: the reports' own navigation,
/// the current one marked, and the period chooser (a term, or a date range) with the CSV link(s). Times are on the
/// admin's clock.
///
/// ```swift
/// AdminInsightsScreen(.sla, period: period, terms: terms).downloads.first?.label   // "Download CSV"
/// ```
public struct AdminInsightsScreen: Equatable, Sendable {
    /// The three reports.
    public enum Report: CaseIterable, Sendable {
        case sla, attendance, hours

        /// The tab's words.
        public var label: String {
            switch self {
            case .sla: "Review SLA"
            case .attendance: "Attendance"
            case .hours: "Coach hours"
            }
        }

        /// The report's page.
        public var path: String {
            switch self {
            case .sla: QuranFlowRoute.adminInsightsSLA.path()
            case .attendance: QuranFlowRoute.adminInsightsAttendance.path()
            case .hours: QuranFlowRoute.adminInsightsHours.path()
            }
        }
    }

    /// A link: a report's tab or a CSV download.
    public struct Link: Equatable, Sendable {
        public let label: String
        public let href: String
        /// Whether it is the current report (tabs only).
        public let isCurrent: Bool
    }

    public let tabs: [Link]
    /// The period form reads the current report's page again.
    public let action: String
    public let terms: [AdminOption]
    /// The range's days, "" for a term's weeks.
    public let from: String
    public let to: String
    /// "Fall 2026 (2026-09-07 to 2026-12-20) · on your clock (America/Toronto) · ".
    public let summary: String
    public let downloads: [Link]

    public init(_ current: Report, period: InsightsPeriod, terms: [Term]) {
        tabs = Report.allCases.map { Link(label: $0.label, href: $0.path, isCurrent: $0 == current) }
        action = current.path
        self.terms = terms.map {
            AdminOption(value: $0.id.rawValue, label: "\($0.name) · \($0.level.title)", isSelected: $0.id == period.term?.id)
        }
        from = period.isRange ? period.first.description : ""
        to = period.isRange ? period.last.description : ""
        summary = "\(period.label) · on your clock (\(period.zone.identifier)) · "
        let query = period.query
        let downloads: [(String, String)] =
            switch current {
            case .sla: [("Download CSV", QuranFlowRoute.adminInsightsSLACSV.path(query: query))]
            case .attendance:
                [
                    ("Meetings CSV", QuranFlowRoute.adminInsightsAttendanceCSV.path(query: query)),
                    ("Students CSV", QuranFlowRoute.adminInsightsStudentAttendanceCSV.path(query: query)),
                ]
            case .hours: [("Download CSV", QuranFlowRoute.adminInsightsHoursCSV.path(query: query))]
            }
        self.downloads = downloads.map { Link(label: $0.0, href: $0.1, isCurrent: false) }
    }

    /// "Tue · 27 Oct, 1:48 PM".
    public static func when(_ instant: Date, _ zone: TimeZone) -> String {
        "\(LocalFormat.eyebrowDate(instant, in: zone)), \(LocalFormat.time(instant, in: zone))"
    }
}
