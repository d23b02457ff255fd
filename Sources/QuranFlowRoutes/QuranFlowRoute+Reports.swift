import Identifiers
import QuranFlowCore
import Routing

/// A path on this site a report says it came from ("/today", "/learn/week/8"): an absolute path of URL-safe
/// characters, no query, at most 512 bytes. It is only a candidate: the report routes read it against the route table
/// and refuse anything that is not a screen of the app (400 naming `from`).
///
/// ```swift
/// OriginPath(parameter: "/learn/week/8")?.path   // "/learn/week/8"
/// OriginPath(parameter: "//evil.example")         // nil
/// ```
public struct OriginPath: PathParameter, Codable {
    /// The path as sent.
    public let path: String

    public init?(_ path: String) {
        guard case .success(let value) = Self.parse(parameter: path) else { return nil }
        self = value
    }

    private init(checked path: String) { self.path = path }

    public static func parse(parameter text: String) -> Result<OriginPath, ParameterProblem> {
        let allowed: (UInt8) -> Bool = {
            (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) || "-._~/:@".utf8.contains($0)
        }
        guard (1...maximumParameterLength).contains(text.utf8.count), text.hasPrefix("/"), !text.hasPrefix("//"),
            !text.contains(".."), text.utf8.allSatisfy(allowed)
        else { return .failure(.malformed(expected: "a path of this app, like /today")) }
        return .success(OriginPath(checked: text))
    }

    public var parameterText: String { path }
    public static var parameterSchema: JSONSchema { .string() }
    public static var edgeCases: [String] { ["/today", "/learn/week/8", "/", "//evil.example", "/a/../b", "today", "/a b", ""] }
    public static var namesResource: Bool { false }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard case .success(let value) = Self.parse(parameter: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a path of this app"))
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(path)
    }
}

/// `?from=<path>`: the screen a report of an issue is opened from.
public struct ReportQuery: RouteQuery {
    public var from: OriginPath?
    public init(from: OriginPath? = nil) { self.from = from }
}

/// `?status=open|done`: which reports the admin list shows (default open).
public struct ReportListQuery: RouteQuery {
    public var status: ReportStatus?
    public init(status: ReportStatus? = nil) { self.status = status }
}

extension ReportStatus: PathParameter {
    /// "open" or "done".
    public static func parse(parameter text: String) -> Result<ReportStatus, ParameterProblem> {
        guard let status = ReportStatus(rawValue: text) else { return .failure(.malformed(expected: "open or done")) }
        return .success(status)
    }

    public var parameterText: String { rawValue }
    public static var parameterSchema: JSONSchema { .enumeration(allCases.map(\.rawValue)) }
    public static var edgeCases: [String] { ["open", "done", "", "Open", "all"] }
}

extension QuranFlowRoute {
    /// Report an issue (SakReportIssue), opened from a screen: the form with the context it will send.
    public static let reportIssue = QuranFlowEndpoint(
        .get, "/report", query: ReportQuery.self, access: .signedIn, feature: .reportIssue,
        kind: .screen(
            summary: "Report an issue (SakReportIssue) from the screen at `from` (a path of the app; default the person's first "
                + "screen): the context that attaches automatically (screen, app version, account) exactly as it is sent. 400 when "
                + "`from` is not a screen of the app.",
            name: "Report an issue", spec: "SakReportIssue"),
        statuses: [400], usesMicrophone: true)
    /// Sending a report from the page or the sheet (form or multipart: `from`, `text`, optional audio `narration`).
    public static let submitReport = QuranFlowEndpoint(
        .post, "/report", access: .signedIn, statuses: [400, 413, 415, 422], rateLimit: QuranFlowRateLimit.reports)
    /// The confirmation after sending a report.
    public static let reportSent = QuranFlowEndpoint(.get, "/report/sent", query: ReportQuery.self, access: .signedIn)
    /// Sending a report as JSON.
    public static let apiCreateReport = QuranFlowEndpoint(
        .post, "/api/reports", access: .signedIn,
        kind: .api(
            summary: "Sends a report of an issue (form or multipart: `from` = the path of the screen it is about, `text` up to 4000 "
                + "characters, optional audio `narration` up to 2 minutes). 201 with the stored report; 422 with neither text nor "
                + "narration, or a narration too long or damaged; 413 too large; 415 not audio; 400 `from` not a screen."),
        statuses: [400, 413, 415, 422], rateLimit: QuranFlowRateLimit.reports)

    /// The programme admin's list of reports, newest first.
    public static let adminReports = QuranFlowEndpoint(.get, "/admin/reports", query: ReportListQuery.self, access: .admins)
    /// The reports as JSON, newest first.
    public static let apiAdminReports = QuranFlowEndpoint(
        .get, "/api/admin/reports", query: ReportListQuery.self, access: .admins,
        kind: .api(summary: "Reports of issues, newest first. Query: status = open (default) | done."))
    /// A report's narration, with Range (admins only).
    public static let reportNarration = QuranFlowEndpoint(
        .get, "/admin/reports/:id/narration", ID<IssueReport>.self, access: .admins, kind: .file)
    /// Marking a report done (a form).
    public static let markReportDone = QuranFlowEndpoint(.post, "/admin/reports/:id/done", ID<IssueReport>.self, access: .admins)
    /// Reopening a report (a form).
    public static let reopenReport = QuranFlowEndpoint(.post, "/admin/reports/:id/reopen", ID<IssueReport>.self, access: .admins)
    /// Setting a report's status as JSON.
    public static let apiReportStatus = QuranFlowEndpoint(
        .post, "/api/admin/reports/:id/status", ID<IssueReport>.self, access: .admins,
        kind: .api(summary: "Sets a report's status (field `status` = done | open). 200 with the report; 404 no such report."),
        statuses: [422])
}
