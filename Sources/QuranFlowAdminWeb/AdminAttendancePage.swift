import HTML
import QuranFlowAdminScreens

/// The attendance report page (`/admin/insights/attendance`): each group meeting held in the period and who attended;
/// each student's share of the meetings that count.
///
/// ```swift
/// AdminAttendancePage.render(AdminAttendanceScreen(report: report, period: period, terms: terms))
/// ```
public enum AdminAttendancePage {
    /// The whole page.
    public static func render(_ screen: AdminAttendanceScreen) -> String {
        AdminFrame.page(title: "Attendance", section: .insights) {
            AdminInsightsPage.reports(screen.insights)
            AdminInsightsPage.periodForm(screen.insights)
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
                        for student in screen.students {
                            tr {
                                td { student.name }
                                td { student.attended }
                                td { student.share }
                            }
                        }
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "by-meeting")) {
                h2(.id("by-meeting")) { "By meeting" }
                if screen.meetings.isEmpty { p { "No meeting was held in this period." } }
                table(.class("rows")) {
                    thead {
                        tr {
                            th(.attr("scope", "col")) { "Meeting" }
                            th(.attr("scope", "col")) { "Session" }
                            th(.attr("scope", "col")) { "Attended" }
                        }
                    }
                    tbody {
                        for meeting in screen.meetings {
                            tr {
                                td { meeting.when }
                                td { meeting.session }
                                td { meeting.attended }
                            }
                        }
                    }
                }
            }
        }
    }
}
