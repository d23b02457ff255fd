import Routing

/// A group session's rule on the admin's sessions pages (``QuranFlowRoute/createSessionRule`` with the term it belongs
/// to, ``QuranFlowRoute/updateSessionRule`` without): kind, teacher, weekday, start time, duration, title, what's
/// covered and the meeting link.
public struct SessionRuleForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case term, kind, teacher, weekday, time, duration, title, covered, link }
    /// The term's id (creating only).
    public let term: FormText
    public let kind: FormText
    /// A coach's id.
    public let teacher: FormText
    public let weekday: FormText
    public let time: FormText
    public let duration: FormText
    public let title: FormText
    public let covered: FormText
    public let link: FormText
}

/// One meeting of a group session on the admin's session page: an extra one (``QuranFlowRoute/addExtraMeeting``: date
/// and time) or a cancelled one (``QuranFlowRoute/cancelMeeting``: its date).
public struct MeetingForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case date, time }
    /// YYYY-MM-DD on the programme's calendar.
    public let date: FormText
    public let time: FormText
}
