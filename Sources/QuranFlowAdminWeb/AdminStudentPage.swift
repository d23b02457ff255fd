import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes
import QuranFlowWeb

/// The admin's page for one student (`/admin/students/:id`): coach, level, year, cohort and city; the enrolment panel;
/// the audited changes.
///
/// ```swift
/// AdminStudentPage.render(screen, csrfToken: ctx.csrfToken)
/// ```
public enum AdminStudentPage {
    /// The whole page.
    public static func render(_ screen: AdminStudentScreen, csrfToken: String) -> String {
        AdminFrame.page(title: screen.title, section: .students, notice: screen.notice) {
            section(.class("card")) {
                p(.class("muted")) { screen.summary }
                Layout.alert(screen.alert)
                form(.action(screen.saveAction), .method("post"), .class("grid-form")) {
                    Layout.csrfField(csrfToken)
                    choice("Coach", name: AdminStudentForm.name(.coach), options: screen.coaches)
                    choice("Level", name: AdminStudentForm.name(.level), options: screen.levels)
                    choice("Year", name: AdminStudentForm.name(.year), options: screen.years)
                    choice("Cohort", name: AdminStudentForm.name(.cohort), options: screen.cohorts)
                    Layout.field("City", name: AdminStudentForm.name(.city), value: screen.city, error: screen.cityError)
                    button(.type("submit"), .class("primary")) { "Save" }
                }
                if let enrolledIn = screen.enrolledIn {
                    p(.class("muted")) { enrolledIn }
                }
            }
            AdminEnrolmentPanel.render(screen.enrolment, csrfToken: csrfToken)
            AuditHistory.list(screen.changes)
        }
    }

    private static func choice(_ label: String, name: String, options: [AdminOption]) -> Node {
        div(.class("field")) {
            HTML.label(.for(name)) { label }
            select(.id(name), .name(name)) { AdminOptions.list(options) }
        }
    }
}
