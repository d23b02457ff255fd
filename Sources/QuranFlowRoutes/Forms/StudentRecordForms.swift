import Routing

/// A coach's note on a student's record (SakCoachStudent; ``QuranFlowRoute/addStudentNote``).
public struct StudentNoteForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case text }
    public let text: FormText
}

/// Reopening a week for a student (SakCoachStudent; ``QuranFlowRoute/reopenWeek`` and ``QuranFlowRoute/apiReopenWeek``):
/// the week and when it closes again (a local date and time on the student's calendar).
public struct ReopenWeekForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case week, until }
    public let week: FormText
    public let until: FormText
}
