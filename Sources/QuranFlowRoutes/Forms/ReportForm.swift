import Routing

/// A report about a screen (SakReportIssue; ``QuranFlowRoute/submitReport`` and ``QuranFlowRoute/apiCreateReport``,
/// multipart): the screen's path, what went wrong and an optional spoken narration.
public struct ReportForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case from, text, narration }
    /// The reported screen's path ("/today").
    public let from: FormText
    public let text: FormText
    public let narration: FormUpload
}

/// A report's status as a form (``QuranFlowRoute/apiReportStatus``, which also takes JSON): done or open.
public struct ReportStatusForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case status }
    /// A ``QuranFlowCore/ReportStatus`` raw value.
    public let status: FormText
}
