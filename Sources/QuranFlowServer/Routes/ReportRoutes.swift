import Accounts
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import ServerSupport

/// Report an issue (SakReportIssue): the sheet's page with the context it sends, sending a report (text, or a narration
/// through the same audio checks as a recitation), the confirmation, and the programme admin's list (newest first,
/// open / done, the narration played with Range, mark done / reopen) — as pages and as JSON.
enum ReportRoutes {
    static func register(on routes: AppRoutes, screens: ScreenDirectory) {
        routes.screen(
            QuranFlowRoute.reportIssue,
            model: { ctx, query in try sheet(ctx, from: query.from, screens: screens) },
            page: { ctx, screen in .html(ReportPages.report(screen, csrfToken: ctx.csrfToken)) })
        routes.add(QuranFlowRoute.submitReport, maxBodyBytes: RecordingUpload.maxBodyBytes, spoolsBody: true) { ctx in
            let wantsJSON = ctx.request.asksForJSON
            do {
                let report = try create(ctx, screens: screens)
                let next = QuranFlowRoute.reportSent.path(query: ReportQuery(from: OriginPath(report.context.path)))
                if wantsJSON { return try .json(Sent(id: report.id, next: next), status: .created) }
                return .redirect(to: next)
            } catch let error as ReportError where !wantsJSON && error.isAboutText {
                // A refused text is shown again on the page with what was written, so nothing is lost.
                let form = try ctx.request.form(ReportForm.self)
                let screen = try sheet(ctx, from: OriginPath(form.from.or("")), screens: screens)
                return .html(
                    ReportPages.report(screen, csrfToken: ctx.csrfToken, error: error.message, text: form.text.or("")),
                    status: error.httpError.status)
            } catch  where wantsJSON {
                // The recorder shows the answer's message; errors of this page address are otherwise HTML.
                let http = (error as? any HTTPResponseError)?.httpError ?? HTTPError(.internalServerError, "The report could not be sent.")
                var response = try Response.json(ErrorBody(http), status: http.status)
                for (name, value) in http.headers { response.headers.set(name: name, value: value) }
                return response
            }
        }
        routes.add(QuranFlowRoute.reportSent) { ctx, query in
            let account = try ctx.requireAccount()
            let origin = query.from ?? home(of: account)
            let context = origin.flatMap(screens.context(for:)) ?? home(of: account).flatMap(screens.context(for:))
            guard let context else { throw ReportError.unknownScreen }
            return .html(ReportPages.sent(ReportSentScreen.make(backTo: context)))
        }
        routes.add(
            QuranFlowRoute.apiCreateReport,
            body: .multipart(
                .object(
                    [
                        (ReportForm.name(.from), .string()), (ReportForm.name(.text), .string()),
                        (ReportForm.name(.narration), .string(format: "binary")),
                    ], required: [ReportForm.name(.from)])),
            response: .json(ReportJSON.self, status: 201), maxBodyBytes: RecordingUpload.maxBodyBytes, spoolsBody: true
        ) { ctx in
            try .json(ReportJSON(try create(ctx, screens: screens)), status: .created)
        }
        registerAdmin(on: routes)
    }

    /// The answer to the page's script: where to go next.
    struct Sent: Codable, Sendable {
        let id: String
        let next: String
    }

    /// The sheet for a report from `from` (default: the person's first screen). 400 when it is not a screen of the app.
    static func sheet(_ ctx: RequestContext, from: OriginPath?, screens: ScreenDirectory) throws -> ReportIssueScreen {
        let account = try ctx.requireAccount()
        guard let origin = from ?? home(of: account), let context = screens.context(for: origin) else {
            throw ReportError.unknownScreen
        }
        return ReportIssueScreen.make(context: context, accountName: account.name, accountEmail: account.email)
    }

    static func home(of account: Account) -> OriginPath? {
        OriginPath(ShellRoutes.home(for: account))
    }

    /// Reads, checks and stores one report. The text is checked before any audio is stored; a narration goes through
    /// the recordings' checks (declared type, size, a real decode) and is refused over two minutes.
    static func create(_ ctx: RequestContext, screens: ScreenDirectory) throws -> IssueReport {
        let account = try ctx.requireAccount()
        let form = try ctx.request.form(ReportForm.self)
        guard let fromText = form.from.text, !fromText.isEmpty else {
            throw FieldRefusal(form.from, "Say which screen the report is about (field “from”).", malformed: true)
        }
        guard let origin = OriginPath(fromText) else {
            throw FieldRefusal(form.from, "from must be a path of this app, like /today.", malformed: true)
        }
        guard let context = screens.context(for: origin) else { throw ReportError.unknownScreen }
        let file = form.narration.file.flatMap { $0.size == 0 && $0.filename.isEmpty ? nil : $0 }
        let content = try ReportContent(text: form.text.or(""), hasNarration: file != nil)
        var narration: IssueReport.Narration?
        if let file {
            let upload: AudioUpload
            do {
                // The decode stops at two minutes: a longer narration is refused without measuring all of it.
                upload = try AudioUpload.store(
                    UploadSource(file), declaredType: file.contentType, in: ctx.environment.store, folder: "reports",
                    maxDuration: ReportContent.maxNarrationSeconds)
            } catch let error as any HTTPResponseError {
                let http = error.httpError
                throw http.field == "recording" ? HTTPError(http.status, http.message, field: "narration", headers: http.headers) : http
            }
            // The domain rule has the last word (the decoder allows a little slack past its limit).
            do {
                try ReportContent.checkNarration(seconds: upload.duration)
            } catch {
                AudioUpload.remove(upload.relativePath, in: ctx.environment.store)
                throw error
            }
            narration = IssueReport.Narration(path: upload.relativePath, duration: upload.duration)
        }
        let reporter = ReportStore.Reporter(
            id: account.id.rawValue, name: account.name, email: account.email,
            role: ReporterRole(rawValue: account.role.rawValue) ?? .student)
        do {
            return try ReportStore(database: ctx.environment.database).create(
                reporter: reporter, context: context, content: content, narration: narration, at: ctx.now)
        } catch {
            if let narration { AudioUpload.remove(narration.path, in: ctx.environment.store) }
            throw error
        }
    }
}

extension ReportError {
    /// Whether the refusal is about the report's text (shown again on the page with what was written).
    var isAboutText: Bool {
        switch self {
        case .empty, .textTooLong: true
        case .narrationTooLong, .unknownScreen, .noSuchReport: false
        }
    }
}
