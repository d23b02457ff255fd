import Calendar
import Foundation
import HTML
import Identifiers
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowRoutes
import QuranFlowWeb

/// The programme admin's insight reports — SLA, attendance, coach hours — each a page with its period chooser and a
/// CSV download. Times are on the admin's clock.
enum AdminInsightsPage {
    /// The three reports, the current one marked.
    enum Report: CaseIterable {
        case sla, attendance, hours

        var label: String {
            switch self {
            case .sla: "Review SLA"
            case .attendance: "Attendance"
            case .hours: "Coach hours"
            }
        }

        var path: String {
            switch self {
            case .sla: QuranFlowRoute.adminInsightsSLA.path()
            case .attendance: QuranFlowRoute.adminInsightsAttendance.path()
            case .hours: QuranFlowRoute.adminInsightsHours.path()
            }
        }
    }

    /// The reports' own navigation under the admin frame.
    static func reports(current: Report) -> Node {
        nav(.class("filter-chips"), .aria("label", "Reports")) {
            ul {
                for report in Report.allCases {
                    li {
                        a(
                            .href(report.path), .class(report == current ? "chip-link is-current" : "chip-link"),
                            .aria("current", report == current ? "page" : "false")
                        ) { report.label }
                    }
                }
            }
        }
    }

    /// The period chooser (a term, or a date range) and the CSV link(s).
    static func periodForm(
        action: String, terms: [Term], period: InsightsPeriod, downloads: [(label: String, href: String)]
    ) -> Node {
        section(.class("card insights-period"), .aria("label", "Period")) {
            form(.action(action), .method("get"), .class("grid-form")) {
                div(.class("field")) {
                    label(.for("term")) { "Term" }
                    select(.id("term"), .name(InsightsQuery.CodingKeys.term)) {
                        for term in terms {
                            option(.value(term.id.rawValue), .boolean("selected", if: term.id == period.term?.id)) {
                                "\(term.name) · \(term.level.title)"
                            }
                        }
                    }
                }
                Layout.field(
                    "From (optional)", name: "from", type: "date", value: period.isRange ? period.first.description : "", required: false)
                Layout.field(
                    "To (optional)", name: "to", type: "date", value: period.isRange ? period.last.description : "", required: false)
                button(.type("submit"), .class("button secondary")) { "Show" }
            }
            p {
                "\(period.label) · on your clock (\(period.zone.identifier)) · "
                for (index, download) in downloads.enumerated() {
                    if index > 0 { " · " }
                    a(.href(download.href), .attr("download", "")) { download.label }
                }
            }
        }
    }

    /// "Tue · 27 Oct, 1:48 PM".
    static func when(_ instant: Date, _ zone: TimeZone) -> String {
        "\(LocalFormat.eyebrowDate(instant, in: zone)), \(LocalFormat.time(instant, in: zone))"
    }
}

/// An insight report's period on the admin's calendar: a term's weeks, or a chosen range of days (both ends inclusive).
struct InsightsPeriod: Sendable {
    let term: Term?
    let first: LocalDate
    let last: LocalDate
    let isRange: Bool
    let zone: TimeZone

    /// The instants from the first day's start to the day after the last.
    var interval: DateInterval {
        let calendar = ZonedCalendar(zone: zone)
        return DateInterval(start: calendar.startOfDay(first), end: calendar.startOfDay(last.adding(days: 1)))
    }

    /// "Fall 2026 (2026-09-07 to 2026-12-20)".
    var label: String {
        (isRange ? "" : "\(term?.name ?? "") ") + "(\(first) to \(last))"
    }

    /// The query that names this period (for the CSV links).
    var query: InsightsQuery {
        InsightsQuery(term: term?.id, from: isRange ? first : nil, to: isRange ? last : nil)
    }

    /// The longest range, in days.
    static let maxDays = 371
}
