import Routing

/// The enrolment forms on the admin's student page (``QuranFlowRoute/adminEnrol``, ``QuranFlowRoute/adminMoveCohort``,
/// ``QuranFlowRoute/adminEndEnrolment``: a cohort; ``QuranFlowRoute/adminReassignCoach``: the new coach and the week
/// they take over).
public struct EnrolmentForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case cohort, coach, week }
    /// A cohort's id.
    public let cohort: FormText
    /// The new coach's id.
    public let coach: FormText
    /// The week the new coach takes over (1–15).
    public let week: FormText
}
