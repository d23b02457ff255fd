import Foundation

/// Where a report of an issue came from, as it is sent and stored: the screen's name and its specification identifier
/// (from the route's declaration), the path it was opened on, and the app's version.
///
/// ```swift
/// ReportContext(screenName: "Today", specIdentifier: "SakToday", path: "/today").label   // "Today · 2.0.1"
/// ```
public struct ReportContext: Hashable, Sendable, Codable {
    /// "Today".
    public let screenName: String
    /// "SakToday"; nil for a screen the specification does not name.
    public let specIdentifier: String?
    /// "/today": the path of the screen it was opened from.
    public let path: String
    /// "2.0.1".
    public let appVersion: String

    public init(screenName: String, specIdentifier: String?, path: String, appVersion: String = AppVersion.current) {
        self.screenName = screenName
        self.specIdentifier = specIdentifier
        self.path = path
        self.appVersion = appVersion
    }

    /// "Today · 2.0.1": the context as the sheet shows it and the report carries it.
    public var label: String { "\(screenName) · \(appVersion)" }
}

/// Whether a report still needs the programme's attention.
public enum ReportStatus: String, Codable, Hashable, Sendable, CaseIterable {
    /// Not yet dealt with.
    case open
    /// Dealt with (marked done by an admin).
    case done
}

/// Who sent a report, as it is stored with it.
public enum ReporterRole: String, Codable, Hashable, Sendable, CaseIterable {
    case student, coach, admin
}

/// A report of an issue (SakReportIssue) as stored: who sent it, from where, what they wrote or narrated, and
/// whether it is dealt with.
///
/// ```swift
/// report.context.label   // "Today · 2.0.1"
/// report.status          // .open
/// ```
public struct IssueReport: Hashable, Sendable, Codable {
    /// A narration's stored file and length.
    public struct Narration: Hashable, Sendable, Codable {
        /// Where its file is, under the media directory ("reports/<random>.m4a").
        public let path: String
        /// Its measured length in seconds.
        public let duration: Double

        public init(path: String, duration: Double) {
            self.path = path
            self.duration = duration
        }
    }

    public let id: String
    /// The reporter's account.
    public let reporterID: String
    /// Their name when they sent it ("Sarah Ahmed").
    public let reporterName: String
    /// Their email address when they sent it.
    public let reporterEmail: String
    public let role: ReporterRole
    public let context: ReportContext
    /// What they wrote ("" when they only narrated).
    public let text: String
    public let narration: Narration?
    public let createdAt: Date
    public let status: ReportStatus
    /// When and by whom it was marked done (nil while open).
    public let doneAt: Date?
    public let doneBy: String?

    public init(
        id: String, reporterID: String, reporterName: String, reporterEmail: String, role: ReporterRole, context: ReportContext,
        text: String, narration: Narration?, createdAt: Date, status: ReportStatus = .open, doneAt: Date? = nil, doneBy: String? = nil
    ) {
        self.id = id
        self.reporterID = reporterID
        self.reporterName = reporterName
        self.reporterEmail = reporterEmail
        self.role = role
        self.context = context
        self.text = text
        self.narration = narration
        self.createdAt = createdAt
        self.status = status
        self.doneAt = doneAt
        self.doneBy = doneBy
    }
}
