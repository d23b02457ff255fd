import Foundation
import QuranFlowCore

/// The SLA report page (`/admin/insights/sla`): per coach, each submission that entered the queue in the period and how
/// long it waited for its review; a breach of the 48-hour promise is marked in words and by style.
///
/// ```swift
/// AdminSLAScreen(report: report, period: period, terms: terms).summary   // "4 submissions · 1 waited more than 48 hours."
/// ```
public struct AdminSLAScreen: Equatable, Sendable {
    /// One coach's submissions.
    public struct Coach: Equatable, Sendable {
        public let name: String
        /// "3 submissions · 1 breaches · median 20 h · longest 52 h".
        public let summary: String
        public let rows: [Row]
    }

    /// One submission.
    public struct Row: Equatable, Sendable {
        public let student: String
        /// "Week 8 · attempt 1".
        public let week: String
        public let queued: String
        /// When reviewed, or "Still waiting".
        public let reviewed: String
        public let waited: String
        /// Over 48 hours.
        public let isBreached: Bool
    }

    public let insights: AdminInsightsScreen
    /// "4 submissions · 1 waited more than 48 hours."
    public let summary: String
    public let coaches: [Coach]

    public init(report: SLAReport, period: InsightsPeriod, terms: [Term]) {
        let zone = period.zone
        insights = AdminInsightsScreen(.sla, period: period, terms: terms)
        summary = "\(report.rows.count) submissions · \(report.breaches) waited more than 48 hours."
        coaches = report.coaches.map { group in
            Coach(
                name: group.coachName,
                summary: "\(group.rows.count) submissions · \(group.breaches) breaches · median \(group.median.label) · longest "
                    + group.longest.label,
                rows: group.rows.map { row in
                    Row(
                        student: row.item.studentName, week: "Week \(row.item.week) · attempt \(row.item.attempt)",
                        queued: AdminInsightsScreen.when(row.item.queuedAt, zone),
                        reviewed: row.item.reviewedAt.map { AdminInsightsScreen.when($0, zone) } ?? "Still waiting",
                        waited: row.waited.label, isBreached: row.isBreached)
                })
        }
    }
}
