import Calendar
import Identifiers
import QuranFlowCore
import Routing

extension QuranFlowRoute {
    /// The review queue (SakCoachQueue), in an order.
    public static let coachQueue = QuranFlowEndpoint(
        .get, "/coach", query: QueueQuery.self, access: .coaches, feature: .coachQueue,
        kind: .screen(
            summary: "The review queue (SakCoachQueue) of the signed-in coach, its first 50 rows. Query: sort = oldest | level | fewest.",
            twinPattern: "/api/screens/coach/queue", name: "Queue", spec: "SakCoachQueue"), statuses: [409])
    /// The coach's students.
    public static let coachStudents = QuranFlowEndpoint(
        .get, "/coach/students", access: .coaches, feature: .coachStudents,
        kind: .screen(summary: "The signed-in coach's students.", name: "Students"),
        statuses: [409])
    /// The coach's You tab.
    public static let coachYou = QuranFlowEndpoint(
        .get, "/coach/you", access: .coaches, feature: .coachYou, kind: .screen(summary: "The coach's own page (You).", name: "You"),
        statuses: [409])
    /// The coach's own schedule (SakCoachSchedule), on a day.
    public static let coachSchedule = QuranFlowEndpoint(
        .get, "/coach/schedule", query: DayQuery.self, access: .coaches, feature: .coachSchedule,
        kind: .screen(
            summary: "The signed-in coach's day (SakCoachSchedule) in the coach's zone. Query: day = YYYY-MM-DD (default today).",
            name: "My schedule", spec: "SakCoachSchedule"),
        statuses: [409])
    /// One meeting of a coach's schedule, drilled from its row (spec: "Other rows drill to their detail"): a group
    /// session's detail, or a one-to-one's appointment with the student's record. The session (a weekly session, or a
    /// booking's id) and the day on the teacher's calendar; the meeting's coach, and admins, only (anyone else: 404).
    public static let coachSessionDetail = QuranFlowEndpoint(
        .get, "/coach/sessions/:id/on/:date", ID<LiveSession>.self, LocalDate.self, access: .authors,
        kind: .screen(
            summary: "One meeting on a coach's schedule (a group session, or a one-to-one with its student), on the day of the "
                + "teacher's calendar. Its coach and admins only.", name: "Session detail"),
        statuses: [409])

    /// The review workspace (SakCoachReview) for one submission.
    public static let review = QuranFlowEndpoint(
        .get, "/coach/review/:submission", ID<Submission>.self, access: .coaches, feature: .review,
        kind: .screen(
            summary: "The review workspace (SakCoachReview) for one waiting submission of the coach's own student; includes the coach's "
                + "private notes.", name: "Review", spec: "SakCoachReview"), statuses: [409], usesMicrophone: true)
    /// Marking a word (form `word`, `kind`, `category`, `title`, `detail`, `playhead`).
    public static let addMark = QuranFlowEndpoint(
        .post, "/coach/review/:submission/marks", ID<Submission>.self, access: .coaches, statuses: [409, 422])
    /// A note for the student or a private one (form `audience`, `text`, `playhead`).
    public static let addReviewNote = QuranFlowEndpoint(
        .post, "/coach/review/:submission/notes", ID<Submission>.self, access: .coaches, statuses: [409, 422])
    /// The coach's spoken reply (the audio as the body).
    public static let reviewReply = QuranFlowEndpoint(
        .post, "/coach/review/:submission/reply", ID<Submission>.self, access: .coaches, statuses: [409, 413, 415, 422, 503],
        rateLimit: QuranFlowRateLimit.uploads)
    /// The review page's activity heartbeats (form `events`, a JSON list).
    public static let reviewActivity = QuranFlowEndpoint(.post, "/coach/review/:submission/activity", ID<Submission>.self, access: .coaches)
    /// Send (form `key`, `outcome`): 422 while the review carries nothing for the student, 409 for "Another attempt" with
    /// no attempt left (or feedback already sent). Asked for JSON, it answers `{"next": …}` and its refusals as JSON.
    public static let sendReview = QuranFlowEndpoint(
        .post, "/coach/review/:submission/send", ID<Submission>.self, access: .coaches, statuses: [409, 422])

    /// A student's record (SakCoachStudent).
    public static let studentRecord = QuranFlowEndpoint(
        .get, "/coach/students/:student", ID<Student>.self, access: .coaches, feature: .studentRecord,
        kind: .screen(
            summary: "A student's record (SakCoachStudent): Working on tags, history with practice takes, and the coach notes shared "
                + "between their coaches.", name: "Student record", spec: "SakCoachStudent"), statuses: [409])
    /// A shared coach note about the student (form `text`).
    public static let addStudentNote = QuranFlowEndpoint(
        .post, "/coach/students/:student/notes", ID<Student>.self, access: .coaches, statuses: [409])
    /// Reopening a closed week (form `week`, `until`).
    public static let reopenWeek = QuranFlowEndpoint(
        .post, "/coach/students/:student/reopen", ID<Student>.self, access: .coaches, statuses: [409, 422])
    /// Reopening a closed week as JSON.
    public static let apiReopenWeek = QuranFlowEndpoint(
        .post, "/api/coach/students/:student/reopenings", ID<Student>.self, access: .coaches,
        kind: .api(
            summary: "The student's own coach reopens a closed week of the current term until a time in the student's zone (form fields "
                + "`week`, `until` as 2026-11-26T23:59). 201 with the reopening; 404 not your student, 409 the week is still open or the "
                + "end is not in the future."), statuses: [409, 422])
}
