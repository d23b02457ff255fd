import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// The admin's page for one student (`/admin/students/:id`): coach, level, year, cohort and city; then enrolments,
/// coach reassignment and its history (``Enrolment``); then the audited changes.
///
/// ```swift
/// AdminStudentScreen(student: sarah, coaches: coaches, levels: levels, cohorts: cohorts, reassignments: []).title
/// // "Sarah Ahmed"
/// ```
public struct AdminStudentScreen: Equatable, Sendable {
    /// Who the student is and what is set for them now.
    public struct Settings: Equatable, Sendable {
        public let id: ID<Student>
        public let name: String
        public let email: String
        public let cityName: String
        public let zoneIdentifier: String
        /// 1 or 2; nil when not set (shown as Year 1).
        public let year: Int?
        public let level: Int
        public let coach: ID<Coach>?
        /// The cohorts enrolled in, in the store's order.
        public let cohorts: [ID<Cohort>]

        public init(
            id: ID<Student>, name: String, email: String, cityName: String, zoneIdentifier: String, year: Int?,
            level: Int, coach: ID<Coach>?, cohorts: [ID<Cohort>]
        ) {
            self.id = id
            self.name = name
            self.email = email
            self.cityName = cityName
            self.zoneIdentifier = zoneIdentifier
            self.year = year
            self.level = level
            self.coach = coach
            self.cohorts = cohorts
        }
    }

    /// The student's name.
    public let title: String
    public let notice: String?
    /// "sarah@… · Toronto (America/Toronto)".
    public let summary: String
    /// The settings form's refusal, when it is not the enrolment panel's.
    public let alert: String?
    /// The settings form posts here.
    public let saveAction: String
    public let coaches: [AdminOption]
    public let levels: [AdminOption]
    public let years: [AdminOption]
    public let cohorts: [AdminOption]
    /// The city as last sent, or the student's.
    public let city: String
    public let cityError: String?
    /// "Enrolled in: Fall 2026 · Level II"; nil when not enrolled.
    public let enrolledIn: String?
    public let enrolment: Enrolment
    public let changes: [AdminChange]

    /// `city` is the city as last sent (after a refusal).
    public init(
        student: Settings, coaches: [Coach], levels: [Level], cohorts: [Cohort], reassignments: [Enrolment.Reassignment],
        city: String? = nil, error: AdminFormError? = nil, notice: String? = nil, changes: [AdminChange] = []
    ) {
        let panelError = error.map { Enrolment.fields.contains($0.field ?? "") } ?? false
        title = student.name
        self.notice = notice
        summary = "\(student.email) · \(student.cityName) (\(student.zoneIdentifier))"
        alert = panelError ? nil : error?.message
        saveAction = QuranFlowRoute.updateStudent.path(student.id)
        self.coaches = AdminOption.list(
            [("", "No coach yet")] + coaches.map { ($0.id.rawValue, "\($0.displayName) (\($0.name))") },
            selected: student.coach?.rawValue ?? "")
        self.levels = AdminOption.list(levels.map { (String($0.number), $0.titleWithName) }, selected: String(student.level))
        years = AdminOption.list([("1", "Year 1"), ("2", "Year 2")], selected: String(student.year ?? 1))
        self.cohorts = AdminOption.list(
            [("", "Keep the current enrolment")] + cohorts.map { ($0.id.rawValue, $0.name) },
            selected: student.cohorts.last?.rawValue ?? "")
        self.city = city ?? student.cityName
        cityError = error?.message(for: "city")
        enrolledIn =
            student.cohorts.isEmpty
            ? nil : "Enrolled in: " + student.cohorts.compactMap { id in cohorts.first { $0.id == id }?.name }.joined(separator: ", ")
        enrolment = Enrolment(
            student: student, cohorts: cohorts, coaches: coaches, reassignments: reassignments, error: panelError ? error : nil,
            errorField: error?.field)
        self.changes = changes
    }
}
