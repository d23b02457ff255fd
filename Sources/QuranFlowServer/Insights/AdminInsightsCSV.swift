import Calendar
import Foundation
import QuranFlowCore

/// The insight reports as CSV tables: one row per submission, meeting or coach-week; times on the admin's clock as
/// ISO 8601 with its offset; durations in whole minutes (and the readable label beside them).
enum AdminInsightsCSV {
    static func sla(_ report: SLAReport, zone: TimeZone) -> CSVTable {
        CSVTable(
            header: [
                "Coach", "Student", "Week", "Attempt", "Queued at", "Reviewed at", "Waited (minutes)", "Waited", "Breached 48 h",
            ],
            rows: report.rows.map { row in
                [
                    row.item.coachName, row.item.studentName, String(row.item.week), String(row.item.attempt),
                    LocalFormat.iso8601WithOffset(row.item.queuedAt, in: zone),
                    row.item.reviewedAt.map { LocalFormat.iso8601WithOffset($0, in: zone) } ?? "still waiting",
                    String(Int(row.waited.seconds / 60)), row.waited.label, row.isBreached ? "yes" : "no",
                ]
            })
    }

    static func meetings(_ report: AttendanceReport, zone: TimeZone) -> CSVTable {
        let roster = report.students.count
        return CSVTable(
            header: ["Starts", "Session", "Kind", "Teacher", "Extra meeting", "Attended", "Of students", "Attendees"],
            rows: report.meetings.map { meeting in
                [
                    LocalFormat.iso8601WithOffset(meeting.occurrence.start, in: zone), meeting.occurrence.session.title,
                    meeting.occurrence.session.kind.chipLabel, meeting.occurrence.session.teacherID.rawValue,
                    meeting.occurrence.isExtra ? "yes" : "no", String(meeting.attendees.count), String(roster),
                    meeting.attendees.map(\.name).joined(separator: "; "),
                ]
            })
    }

    static func students(_ report: AttendanceReport) -> CSVTable {
        CSVTable(
            header: ["Student", "Meetings attended", "Meetings held", "Share (%)"],
            rows: report.students.map { share in
                [share.person.name, String(share.attended), String(share.meetings), share.percent.map(String.init) ?? ""]
            })
    }

    static func hours(_ report: CoachHoursReport) -> CSVTable {
        CSVTable(
            header: ["Coach", "Week starting", "Review minutes", "Reviews", "Meeting minutes", "Meetings", "Total minutes"],
            rows: report.rows.map { row in
                [
                    row.coachName, row.weekStart.description, String(Int(row.reviewSeconds / 60)), String(row.reviews),
                    String(Int(row.meetingSeconds / 60)), String(row.meetings), String(Int(row.totalSeconds / 60)),
                ]
            })
    }
}
