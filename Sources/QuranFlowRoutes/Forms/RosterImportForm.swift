import Routing

/// A roster import on the admin's import page (``QuranFlowRoute/adminImportPreview`` and
/// ``QuranFlowRoute/adminImportConfirm``, multipart): the cohort, an optional coach, and the CSV as a file or (from the
/// preview, hidden) as text.
public struct RosterImportForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case cohort, coach
        case roster = "file"
        case csv
    }
    /// The cohort's id.
    public let cohort: FormText
    /// A coach's id, or empty for none.
    public let coach: FormText
    /// The CSV file (name, email, level, year, city).
    public let roster: FormUpload
    /// The CSV as text, carried from the preview to the confirmation.
    public let csv: FormText
}
