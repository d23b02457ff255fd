import Foundation
import QuranFlowCore

/// The attendance report page (`/admin/insights/attendance`): each group meeting held in the period and who attended;
/// each student's share of the meetings that count (Office Hours do not). Cancelled meetings were not held and are not
/// listed.
///
/// ```swift
/// AdminAttendanceScreen(report: report, period: period, terms: terms).students.first?.attended   // "3 of 4"
/// ```
public struct AdminAttendanceScreen: Equatable, Sendable {
    /// One student's share.
    public struct Student: Equatable, Sendable {
        public let name: String
        /// "3 of 4".
        public let attended: String
        /// "75%", or "—" when no meeting counts.
        public let share: String
    }

    /// One meeting held.
    public struct Meeting: Equatable, Sendable {
        /// "Tue · 27 Oct, 1:48 PM", and " · extra" for an extra one.
        public let when: String
        /// "Halaqah · Tajwīd circle".
        public let session: String
        /// "2 of 5: Sarah A., Noor K.".
        public let attended: String
    }

    public let insights: AdminInsightsScreen
    public let students: [Student]
    public let meetings: [Meeting]

    public init(report: AttendanceReport, period: InsightsPeriod, terms: [Term]) {
        insights = AdminInsightsScreen(.attendance, period: period, terms: terms)
        students = report.students.map { share in
            Student(
                name: share.person.name, attended: "\(share.attended) of \(share.meetings)", share: share.percent.map { "\($0)%" } ?? "—")
        }
        let total = report.students.count
        meetings = report.meetings.map { meeting in
            Meeting(
                when: AdminInsightsScreen.when(meeting.occurrence.start, period.zone) + (meeting.occurrence.isExtra ? " · extra" : ""),
                session: "\(meeting.occurrence.session.kind.chipLabel) · \(meeting.occurrence.session.title)",
                attended: "\(meeting.attendees.count) of \(total)"
                    + (meeting.attendees.isEmpty ? "" : ": " + meeting.attendees.map(\.name).joined(separator: ", ")))
        }
    }
}
