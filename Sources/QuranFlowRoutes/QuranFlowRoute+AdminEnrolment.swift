import Identifiers
import QuranFlowCore
import Routing

/// The programme admin's enrolment pages (issue 20): students, a student's enrolment and coach, the roster import.
extension QuranFlowRoute {
    /// Every student, filtered by term and coach.
    public static let adminStudents = QuranFlowEndpoint(.get, "/admin/students", query: AdminStudentsQuery.self, access: .admins)
    /// Enrolling a student in a cohort of a term.
    public static let adminEnrol = QuranFlowEndpoint(
        .post, "/admin/students/:id/enrolments", ID<Student>.self, access: .admins, statuses: [404, 409, 422])
    /// Moving a student to another cohort of the same term.
    public static let adminMoveCohort = QuranFlowEndpoint(
        .post, "/admin/students/:id/cohort", ID<Student>.self, access: .admins, statuses: [404, 422])
    /// Ending a student's enrolment in a cohort.
    public static let adminEndEnrolment = QuranFlowEndpoint(
        .post, "/admin/students/:id/enrolments/end", ID<Student>.self, access: .admins, statuses: [404, 422])
    /// Reassigning a student's coach from a chosen week.
    public static let adminReassignCoach = QuranFlowEndpoint(
        .post, "/admin/students/:id/coach", ID<Student>.self, access: .admins, statuses: [404, 422])
    /// The roster import: upload a CSV.
    public static let adminImport = QuranFlowEndpoint(.get, "/admin/import", access: .admins)
    /// The dry run: every row with its problems, nothing changed.
    public static let adminImportPreview = QuranFlowEndpoint(
        .post, "/admin/import/preview", access: .admins, statuses: [413, 422])
    /// The import itself, after a clean dry run: accounts, students, enrolments and invitations.
    public static let adminImportConfirm = QuranFlowEndpoint(.post, "/admin/import", access: .admins, statuses: [413, 422])
    /// A student's coach reassignments as JSON.
    public static let apiAdminReassignCoach = QuranFlowEndpoint(
        .post, "/api/admin/students/:id/coach", ID<Student>.self, access: .admins,
        kind: .api(summary: "Reassigns the student's coach from a week (JSON: coach, week); returns the plan."),
        statuses: [404, 415, 422])
}

/// The programme admin's coaches pages (issue 20): the list, one coach's profile, availability and students.
extension QuranFlowRoute {
    /// Every coach.
    public static let adminCoaches = QuranFlowEndpoint(.get, "/admin/coaches", access: .admins)
    /// One coach: profile, one-to-one availability, students.
    public static let adminCoach = QuranFlowEndpoint(.get, "/admin/coaches/:id", ID<Coach>.self, access: .admins, statuses: [404])
    /// Saving a coach's profile (honorific, name, ijāza line, levels, city, meeting link).
    public static let adminSaveCoach = QuranFlowEndpoint(
        .post, "/admin/coaches/:id", ID<Coach>.self, access: .admins, statuses: [404, 422])
    /// Adding or removing a weekly one-to-one window (in the coach's zone).
    public static let adminCoachAvailability = QuranFlowEndpoint(
        .post, "/admin/coaches/:id/availability", ID<Coach>.self, access: .admins, statuses: [404, 422])
}
