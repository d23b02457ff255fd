import QuranFlowCore
import QuranFlowRoutes

/// Report an issue (SakReportIssue): the sheet over the screen it was opened from. The context that attaches
/// automatically is shown exactly as it is sent ("Today · 2.0.1", and the account); the person writes what happened
/// and sends it, or narrates it instead (up to two minutes).
///
/// ```swift
/// let context = ReportContext(screenName: "Today", specIdentifier: "SakToday", path: "/today")
/// ReportIssueScreen.make(context: context, accountName: "Sarah Ahmed", accountEmail: "sarah@example.com").contextLabel
/// // "Today · 2.0.1"
/// ```
public struct ReportIssueScreen: Codable, Hashable, Sendable {
    /// "SakReportIssue".
    public let screenID: String
    /// "Something's off?".
    public let eyebrow: String
    /// "Report an issue".
    public let title: String
    /// "Screen, app version and account attach automatically".
    public let contextNote: String
    /// "Today · 2.0.1": the screen and version as sent.
    public let contextLabel: String
    /// "Sarah Ahmed · sarah@example.com": the account as sent.
    public let accountLabel: String
    /// Everything the report carries about where it came from.
    public let context: ReportContext
    /// "What happened? What did you expect instead?".
    public let prompt: String
    /// The longest text, in characters.
    public let maxTextLength: Int
    /// "Send".
    public let send: String
    /// "Narrate it instead".
    public let narrate: String
    /// The longest narration, in seconds.
    public let maxNarrationSeconds: Int
    /// Where the report is posted (form or multipart: `from`, `text`, `narration`).
    public let submitURL: String
    /// "Back to Today": the screen it was opened from.
    public let back: ReportBackLink

    /// The sheet for a report about `context`, sent by the account named `accountName` (`accountEmail`).
    public static func make(context: ReportContext, accountName: String, accountEmail: String) -> ReportIssueScreen {
        ReportIssueScreen(
            screenID: "SakReportIssue", eyebrow: "Something's off?", title: "Report an issue",
            contextNote: "Screen, app version and account attach automatically", contextLabel: context.label,
            accountLabel: "\(accountName) · \(accountEmail)", context: context,
            prompt: "What happened? What did you expect instead?", maxTextLength: ReportContent.maxTextLength, send: "Send",
            narrate: "Narrate it instead", maxNarrationSeconds: Int(ReportContent.maxNarrationSeconds),
            submitURL: QuranFlowRoute.submitReport.path(),
            back: ReportBackLink(to: context))
    }
}

/// The confirmation after a report is sent: calm, and a way back to the screen it came from.
///
/// ```swift
/// ReportSentScreen.make(backTo: context).title   // "Thank you — it's with us"
/// ```
public struct ReportSentScreen: Codable, Hashable, Sendable {
    /// "Report sent".
    public let eyebrow: String
    /// "Thank you — it's with us".
    public let title: String
    /// What happens now.
    public let body: String
    /// "Back to Today".
    public let back: ReportBackLink

    /// The confirmation, leading back to the screen `context` names.
    public static func make(backTo context: ReportContext) -> ReportSentScreen {
        ReportSentScreen(
            eyebrow: "Report sent", title: "Thank you — it's with us",
            body: "The programme team reads every report. The screen, app version and your account went with it, "
                + "so there is nothing more you need to do.",
            back: ReportBackLink(to: context))
    }
}

/// "Back to Today": the way back to the screen a report is about (its path, read against the route table).
public struct ReportBackLink: Codable, Hashable, Sendable {
    /// "Back to Today".
    public let label: String
    /// "/today".
    public let href: String

    init(to context: ReportContext) {
        label = "Back to \(context.screenName)"
        href = context.path
    }
}
