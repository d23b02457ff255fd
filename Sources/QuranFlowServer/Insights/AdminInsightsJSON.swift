import Calendar
import Foundation
import QuranFlowAdminScreens
import QuranFlowCore

/// The insight reports as JSON (the pages' twins under `/api/admin/insights/…`): the same rows as the pages and the CSV
/// downloads, instants as ISO 8601, durations in whole minutes, the period on the admin's calendar.
enum AdminInsightsJSON {
    /// The period a report covers.
    struct Period: Codable, Sendable {
        /// The first and last day, on the admin's calendar.
        let from: String
        let to: String
        /// The admin's zone, whose calendar the days are.
        let zone: String

        init(_ period: InsightsPeriod) {
            (from, to, zone) = (period.first.description, period.last.description, period.zone.identifier)
        }
    }

    /// Minutes, whole, of a bounded duration.
    static func minutes(_ seconds: TimeInterval) -> Int {
        let value = (seconds / 60).rounded(.down)
        return value.isFinite && abs(value) < 1e12 ? Int(value) : 0
    }

    /// The SLA report: each submission queued in the period and how long it waited (to its review, or to now).
    struct SLA: Codable, Sendable {
        struct Row: Codable, Sendable {
            let submissionID: String
            let coach: String
            let student: String
            let week: Int
            let attempt: Int
            let queuedAt: Date
            let reviewedAt: Date?
            let waitedMinutes: Int
            let breached: Bool
        }
        let period: Period
        let rows: [Row]
        let breaches: Int

        init(_ report: SLAReport, period: InsightsPeriod) {
            self.period = Period(period)
            rows = report.rows.map { row in
                Row(
                    submissionID: row.item.submissionID.rawValue, coach: row.item.coachName, student: row.item.studentName,
                    week: row.item.week, attempt: row.item.attempt, queuedAt: row.item.queuedAt, reviewedAt: row.item.reviewedAt,
                    waitedMinutes: AdminInsightsJSON.minutes(row.waited.seconds), breached: row.isBreached)
            }
            breaches = report.rows.filter(\.isBreached).count
        }
    }

    /// The attendance report: each meeting held in the period with who came, and each student's share.
    struct Attendance: Codable, Sendable {
        struct Meeting: Codable, Sendable {
            let startsAt: Date
            let session: String
            let kind: String
            let teacherID: String
            let extra: Bool
            let attendees: [String]
        }
        struct Student: Codable, Sendable {
            let name: String
            let attended: Int
            let held: Int
            /// Whole percent, absent when no meeting was held.
            let percent: Int?
        }
        let period: Period
        let meetings: [Meeting]
        let students: [Student]

        init(_ report: AttendanceReport, period: InsightsPeriod) {
            self.period = Period(period)
            meetings = report.meetings.map { meeting in
                Meeting(
                    startsAt: meeting.occurrence.start, session: meeting.occurrence.session.title,
                    kind: meeting.occurrence.session.kind.chipLabel, teacherID: meeting.occurrence.session.teacherID.rawValue,
                    extra: meeting.occurrence.isExtra, attendees: meeting.attendees.map(\.name))
            }
            students = report.students.map {
                Student(name: $0.person.name, attended: $0.attended, held: $0.meetings, percent: $0.percent)
            }
        }
    }

    /// The coach-hours report: per coach per week, review time and live meetings.
    struct Hours: Codable, Sendable {
        struct Row: Codable, Sendable {
            let coachID: String
            let coach: String
            let weekStarting: String
            let reviewMinutes: Int
            let reviews: Int
            let meetingMinutes: Int
            let meetings: Int
            let totalMinutes: Int
        }
        let period: Period
        let rows: [Row]

        init(_ report: CoachHoursReport, period: InsightsPeriod) {
            self.period = Period(period)
            rows = report.rows.map { row in
                Row(
                    coachID: row.coachID.rawValue, coach: row.coachName, weekStarting: row.weekStart.description,
                    reviewMinutes: AdminInsightsJSON.minutes(row.reviewSeconds), reviews: row.reviews,
                    meetingMinutes: AdminInsightsJSON.minutes(row.meetingSeconds), meetings: row.meetings,
                    totalMinutes: AdminInsightsJSON.minutes(row.totalSeconds))
            }
        }
    }
}
