import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// The admin's Students list (`/admin/students`): every student with coach and cohorts, filtered by term and coach.
///
/// ```swift
/// AdminStudentsScreen(rows: rows, terms: terms, coaches: coaches, term: nil, coach: nil).title   // "Students · 3"
/// ```
public struct AdminStudentsScreen: Equatable, Sendable {
    /// One student.
    public struct Row: Equatable, Sendable {
        /// The student's admin page.
        public let link: String
        public let name: String
        public let email: String
        /// The coach's name, or "No coach yet".
        public let coach: String
        /// "Fall 2026 · Level II, …", or "Not enrolled".
        public let cohorts: String

        public init(id: ID<Student>, name: String, email: String, coach: String?, cohorts: [String]) {
            self.link = QuranFlowRoute.adminStudent.path(id)
            self.name = name
            self.email = email
            self.coach = coach ?? "No coach yet"
            self.cohorts = cohorts.isEmpty ? "Not enrolled" : cohorts.joined(separator: ", ")
        }
    }

    /// The filter's terms (after "Every term"), the chosen one marked.
    public let terms: [AdminOption]
    /// The filter's coaches (after "Every coach"), the chosen one marked.
    public let coaches: [AdminOption]
    /// "Students · 3".
    public let title: String
    public let rows: [Row]

    /// The filter's form reads this page again.
    public var filterAction: String { QuranFlowRoute.adminStudents.path() }

    public init(rows: [Row], terms: [Term], coaches: [Coach], term: ID<Term>?, coach: ID<Coach>?) {
        self.terms = terms.map { AdminOption(value: $0.id.rawValue, label: $0.eyebrow, isSelected: term == $0.id) }
        self.coaches = coaches.map { AdminOption(value: $0.id.rawValue, label: $0.displayName, isSelected: coach == $0.id) }
        self.title = "Students · \(rows.count)"
        self.rows = rows
    }
}
