import Routing

/// A new student's first steps (issue 16): the term's welcome lesson, which "While you wait" on Today's countdown leads to.
extension QuranFlowRoute {
    /// The term's welcome lesson (SakVideoPlayer): one video about how the weeks work, watchable before Week 1.
    public static let welcomeLesson = QuranFlowEndpoint(
        .get, "/learn/welcome", access: .students, feature: .welcomeLesson,
        kind: .screen(
            summary: "The term's welcome lesson (SakVideoPlayer): one video on how the weeks work, open before Week 1; 404 when the "
                + "term has none.", name: "Welcome lesson", spec: "SakVideoPlayer"),
        statuses: [404])
}
