import Identifiers
import QuranFlowCore
import Routing

/// Coach detail and the coach's own profile (issue 16).
extension QuranFlowRoute {
    /// Coach detail (SakCoach): the signed-in student's own coach.
    public static let coachDetail = QuranFlowEndpoint(
        .get, "/profile/coach/:coach", ID<Coach>.self, access: .students, feature: .coachDetail,
        kind: .screen(
            summary: "The signed-in student's own coach (SakCoach): who she is, her reviews of this student, her welcome note, recent "
                + "feedback (two shown, the rest behind \"Show N earlier notes\") and upcoming meetings with her. 404 for any other "
                + "coach.", name: "Coach detail", spec: "SakCoach"),
        statuses: [404])
    /// The coach's profile form (honorific, name, city, ijāza, levels, meeting link).
    public static let coachProfileForm = QuranFlowEndpoint(
        .get, "/coach/you/profile", access: .coaches, feature: .coachYou,
        kind: .screen(summary: "The signed-in coach's profile as an editable form.", name: "Edit profile"), statuses: [409])
    /// Saves the coach's profile (form `honorific`, `name`, `city`, `ijazah`, `levels` (repeated), `meetingLink`).
    public static let saveCoachProfile = QuranFlowEndpoint(
        .post, "/coach/you/profile", access: .coaches, statuses: [409, 422])
}
