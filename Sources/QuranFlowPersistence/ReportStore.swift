import Database
import Foundation
import Identifiers
import QuranFlowCore

/// Reports of an issue (migration 120): sent by a student, a coach or an admin with the context they were sent from,
/// listed for the programme's admins newest first, and marked done or reopened.
///
/// ```swift
/// let store = ReportStore(database: env.database)
/// let report = try store.create(reporter: sarah, role: .student, context: context, content: content, narration: nil, at: now)
/// try store.setStatus(.done, of: report.id, by: admin.id.rawValue, at: now)
/// ```
public struct ReportStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// Who sends a report, as it is stored with it.
    public struct Reporter: Sendable, Hashable {
        public let id: String
        public let name: String
        public let email: String
        public let role: ReporterRole

        public init(id: String, name: String, email: String, role: ReporterRole) {
            self.id = id
            self.name = name
            self.email = email
            self.role = role
        }
    }

    /// Stores a new open report and returns it.
    @discardableResult
    public func create(
        reporter: Reporter, context: ReportContext, content: ReportContent, narration: IssueReport.Narration?, at now: Date
    ) throws -> IssueReport {
        let report = IssueReport(
            id: RandomIdentifier.make(), reporterID: reporter.id, reporterName: reporter.name, reporterEmail: reporter.email,
            role: reporter.role, context: context, text: content.text, narration: narration, createdAt: now)
        try database.write { db in
            try db.execute(
                """
                INSERT INTO issue_reports (id, reporter_id, reporter_name, reporter_email, role, screen_name, spec_id, path,
                    app_version, body, narration_path, narration_seconds, created_at, status)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'open')
                """,
                [
                    .text(report.id), .text(reporter.id), .text(reporter.name), .text(reporter.email), .text(reporter.role.rawValue),
                    .text(context.screenName), context.specIdentifier.map { .text($0) } ?? .null, .text(context.path),
                    .text(context.appVersion), .text(content.text), narration.map { .text($0.path) } ?? .null,
                    narration.map { .real($0.duration) } ?? .null, SQLValue(now),
                ])
        }
        return report
    }

    /// The reports with `status`, newest first (at most `limit`).
    public func reports(status: ReportStatus, limit: Int = 200) throws -> [IssueReport] {
        try database.read { db in
            try db.query(
                "SELECT * FROM issue_reports WHERE status = $1 ORDER BY created_at DESC, id DESC LIMIT $2",
                [.text(status.rawValue), SQLValue(max(1, min(limit, 1000)))]
            ).map(Self.report)
        }
    }

    /// How many reports have each status.
    public func counts() throws -> [ReportStatus: Int] {
        try database.read { db in
            var counts: [ReportStatus: Int] = [.open: 0, .done: 0]
            for row in try db.query("SELECT status, COUNT(*) AS n FROM issue_reports GROUP BY status", []) {
                if let status = ReportStatus(rawValue: try row.string("status")) { counts[status] = try row.int("n") }
            }
            return counts
        }
    }

    /// One report.
    public func report(id: String) throws -> IssueReport? {
        try database.read { db in try db.queryOne("SELECT * FROM issue_reports WHERE id = $1", [.text(id)]).map(Self.report) }
    }

    /// Marks a report done (by `admin`, now) or reopens it; throws ``ReportError/noSuchReport``.
    @discardableResult
    public func setStatus(_ status: ReportStatus, of id: String, by admin: String, at now: Date) throws -> IssueReport {
        try database.write { db in
            let changed =
                switch status {
                case .done:
                    try db.execute(
                        "UPDATE issue_reports SET status = 'done', done_at = $2, done_by = $3 WHERE id = $1",
                        [.text(id), SQLValue(now), .text(admin)])
                case .open:
                    try db.execute(
                        "UPDATE issue_reports SET status = 'open', done_at = NULL, done_by = NULL WHERE id = $1", [.text(id)])
                }
            guard changed > 0, let row = try db.queryOne("SELECT * FROM issue_reports WHERE id = $1", [.text(id)]) else {
                throw ReportError.noSuchReport
            }
            return try Self.report(row)
        }
    }

    static func report(_ row: Row) throws -> IssueReport {
        let narration = try row.optionalString("narration_path").map {
            IssueReport.Narration(path: $0, duration: try row.optionalDouble("narration_seconds") ?? 0)
        }
        return IssueReport(
            id: try row.string("id"), reporterID: try row.string("reporter_id"), reporterName: try row.string("reporter_name"),
            reporterEmail: try row.string("reporter_email"), role: ReporterRole(rawValue: try row.string("role")) ?? .student,
            context: ReportContext(
                screenName: try row.string("screen_name"), specIdentifier: try row.optionalString("spec_id"),
                path: try row.string("path"), appVersion: try row.string("app_version")),
            text: try row.string("body"), narration: narration, createdAt: try row.date("created_at"),
            status: ReportStatus(rawValue: try row.string("status")) ?? .open, doneAt: try row.optionalDate("done_at"),
            doneBy: try row.optionalString("done_by"))
    }
}
