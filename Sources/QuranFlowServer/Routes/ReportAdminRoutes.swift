import Foundation
import HTTPServer
import Identifiers
import Media
import QuranFlowAdminScreens
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import ServerSupport

/// A report as the JSON API gives it: the reporter, the context exactly as it was sent, the text, the narration's
/// address and length, and its status.
struct ReportJSON: Codable, Sendable {
    struct Reporter: Codable, Sendable {
        let id: String
        let name: String
        let email: String
        let role: ReporterRole
    }

    struct Narration: Codable, Sendable {
        /// Where an admin plays it (Range).
        let url: String
        let seconds: Double
    }

    let id: String
    let reporter: Reporter
    let context: ReportContext
    /// "Today · 2.0.1".
    let contextLabel: String
    let text: String
    let narration: Narration?
    let createdAt: Date
    let status: ReportStatus
    let doneAt: Date?
    let doneBy: String?

    init(_ report: IssueReport) {
        id = report.id
        reporter = Reporter(id: report.reporterID, name: report.reporterName, email: report.reporterEmail, role: report.role)
        context = report.context
        contextLabel = report.context.label
        text = report.text
        narration = report.narration.map {
            Narration(url: QuranFlowRoute.reportNarration.path(ID(report.id)), seconds: $0.duration)
        }
        createdAt = report.createdAt
        status = report.status
        doneAt = report.doneAt
        doneBy = report.doneBy
    }
}

/// `{"status": "done"}`: a report's new status.
struct ReportStatusBody: Codable, Sendable {
    let status: ReportStatus
}

extension ReportRoutes {
    /// The programme admin's side: the list (page and JSON), the narration, done / reopen.
    static func registerAdmin(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.adminReports) { ctx, query in
            let status = query.status ?? .open
            let store = ReportStore(database: ctx.environment.database)
            return .html(
                AdminReportsPage.render(
                    AdminReportsScreen(
                        reports: try store.reports(status: status), counts: try store.counts(), showing: status,
                        zone: TimeZone(identifier: try ctx.requireAccount().zoneIdentifier) ?? .gmt),
                    csrfToken: ctx.csrfToken))
        }
        routes.add(QuranFlowRoute.apiAdminReports, response: .json([ReportJSON].self)) { ctx, query in
            try .json(try ReportStore(database: ctx.environment.database).reports(status: query.status ?? .open).map(ReportJSON.init))
        }
        routes.add(QuranFlowRoute.reportNarration) { ctx, id in
            guard let report = try ReportStore(database: ctx.environment.database).report(id: id.rawValue) else {
                throw ReportError.noSuchReport
            }
            guard let narration = report.narration else { throw LoopRefusal.noNarration }
            return try FeedbackRoutes.file(narration.path, contentType: NormalizedAudio.mimeType, ctx)
        }
        routes.add(QuranFlowRoute.markReportDone) { ctx, id in
            try setStatus(.done, of: id, ctx)
            return .redirect(to: QuranFlowRoute.adminReports.path(query: ReportListQuery(status: .open)))
        }
        routes.add(QuranFlowRoute.reopenReport) { ctx, id in
            try setStatus(.open, of: id, ctx)
            return .redirect(to: QuranFlowRoute.adminReports.path(query: ReportListQuery(status: .done)))
        }
        routes.add(QuranFlowRoute.apiReportStatus, body: .json(ReportStatusBody.self), response: .json(ReportJSON.self)) { ctx, id in
            let status: ReportStatus
            if ctx.request.contentType == "application/json" {
                status = try ctx.request.decodeJSON(ReportStatusBody.self).status
            } else {
                let field = try ctx.request.form(ReportStatusForm.self).status
                guard let text = field.text, let parsed = ReportStatus(rawValue: text) else {
                    throw FieldRefusal(field, "status must be done or open.")
                }
                status = parsed
            }
            return try .json(ReportJSON(try setStatus(status, of: id, ctx)))
        }
    }

    @discardableResult
    static func setStatus(_ status: ReportStatus, of id: ID<IssueReport>, _ ctx: RequestContext) throws -> IssueReport {
        try ReportStore(database: ctx.environment.database).setStatus(
            status, of: id.rawValue, by: try ctx.requireAccount().id.rawValue, at: ctx.now)
    }
}
