import Foundation
import QuranFlowCore

/// The coach-hours report page (`/admin/insights/hours`): per coach and week (Monday to Monday on the admin's clock),
/// active review time and the live meetings taught; weeks with neither are left out.
///
/// ```swift
/// AdminHoursScreen(report: report, period: period, terms: terms).rows.first?.total   // "1 h 20 min"
/// ```
public struct AdminHoursScreen: Equatable, Sendable {
    /// One coach's week.
    public struct Row: Equatable, Sendable {
        public let coach: String
        /// "2026-10-26".
        public let week: String
        /// "1 h 5 min · 4 reviews".
        public let review: String
        /// "1 · 15 min".
        public let meetings: String
        public let total: String
    }

    public let insights: AdminInsightsScreen
    /// The weeks with time logged.
    public let rows: [Row]

    public init(report: CoachHoursReport, period: InsightsPeriod, terms: [Term]) {
        insights = AdminInsightsScreen(.hours, period: period, terms: terms)
        rows = report.rows.filter { $0.totalSeconds > 0 }.map { row in
            Row(
                coach: row.coachName, week: row.weekStart.description,
                review: "\(CoachHours.label(row.reviewSeconds)) · \(row.reviews) reviews",
                meetings: "\(row.meetings) · \(CoachHours.label(row.meetingSeconds))", total: CoachHours.label(row.totalSeconds))
        }
    }
}
