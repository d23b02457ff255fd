import Calendar
import Foundation
import HTML
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowRoutes

/// The attendance report: each group meeting held in the period and who attended; each student's share of the meetings
/// that count (Office Hours do not). Cancelled meetings were not held and are not listed.
enum AdminAttendancePage {
    static func render(report: AttendanceReport, period: InsightsPeriod, terms: [Term]) -> String {
        AdminFrame.page(title: "Attendance", section: .insights) {
            AdminInsightsPage.reports(current: .attendance)
            AdminInsightsPage.periodForm(
                action: QuranFlowRoute.adminInsightsAttendance.path(), terms: terms, period: period,
                downloads: [
                    ("Meetings CSV", QuranFlowRoute.adminInsightsAttendanceCSV.path(query: period.query)),
                    ("Students CSV", QuranFlowRoute.adminInsightsStudentAttendanceCSV.path(query: period.query)),
                ])
            section(.class("card"), .aria("labelledby", "by-student")) {
                h2(.id("by-student")) { "By student" }
                table(.class("rows")) {
                    thead {
                        tr {
                            th(.attr("scope", "col")) { "Student" }
                            th(.attr("scope", "col")) { "Attended" }
                            th(.attr("scope", "col")) { "Share" }
                        }
                    }
                    tbody {
                        for share in report.students {
                            tr {
                                td { share.person.name }
                                td { "\(share.attended) of \(share.meetings)" }
                                td { share.percent.map { "\($0)%" } ?? "—" }
                            }
                        }
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "by-meeting")) {
                h2(.id("by-meeting")) { "By meeting" }
                if report.meetings.isEmpty { p { "No meeting was held in this period." } }
                table(.class("rows")) {
                    thead {
                        tr {
                            th(.attr("scope", "col")) { "Meeting" }
                            th(.attr("scope", "col")) { "Session" }
                            th(.attr("scope", "col")) { "Attended" }
                        }
                    }
                    tbody {
                        for meeting in report.meetings {
                            tr {
                                td {
                                    AdminInsightsPage.when(meeting.occurrence.start, period.zone)
                                        + (meeting.occurrence.isExtra ? " · extra" : "")
                                }
                                td { "\(meeting.occurrence.session.kind.chipLabel) · \(meeting.occurrence.session.title)" }
                                td {
                                    "\(meeting.attendees.count) of \(report.students.count)"
                                        + (meeting.attendees.isEmpty
                                            ? "" : ": " + meeting.attendees.map(\.name).joined(separator: ", "))
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
