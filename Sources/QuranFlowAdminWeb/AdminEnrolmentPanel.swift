import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes
import QuranFlowWeb

/// The enrolment part of the admin's student page: enrolments (end one), enrol in a term's cohort, move to another
/// cohort, reassign the coach from a week, and the history of reassignments.
///
/// ```swift
/// AdminEnrolmentPanel.render(screen.enrolment, csrfToken: csrfToken)
/// ```
public enum AdminEnrolmentPanel {
    /// The panel as a card.
    public static func render(_ panel: AdminStudentScreen.Enrolment, csrfToken: String) -> Node {
        section(.class("card"), .aria("labelledby", "enrolment-title")) {
            h2(.id("enrolment-title")) { "Enrolment and coach" }
            Layout.alert(panel.alert)
            h3 { "Enrolments" }
            if panel.enrolled.isEmpty {
                p(.class("muted")) { "Not enrolled in any cohort." }
            }
            ul(.class("rows")) {
                for cohort in panel.enrolled {
                    li {
                        cohort.label
                        form(.action(panel.endAction), .method("post"), .class("inline-form")) {
                            Layout.csrfField(csrfToken)
                            input(.type("hidden"), .name(EnrolmentForm.CodingKeys.cohort), .value(cohort.cohort))
                            button(.type("submit"), .class("secondary"), .aria("label", cohort.endLabel)) { "End enrolment" }
                        }
                    }
                }
            }
            form(.action(panel.enrolAction), .method("post"), .class("grid-form")) {
                Layout.csrfField(csrfToken)
                cohortChoice("Enrol in", id: "enrol-cohort", panel: panel)
                button(.type("submit"), .class("primary")) { "Enrol" }
            }
            if !panel.enrolled.isEmpty {
                form(.action(panel.moveAction), .method("post"), .class("grid-form")) {
                    Layout.csrfField(csrfToken)
                    cohortChoice("Move to cohort", id: "move-cohort", panel: panel)
                    button(.type("submit"), .class("primary")) { "Move" }
                }
            }
            h3 { "Reassign coach" }
            p(.class("muted")) {
                "From the chosen week on (from its Monday in the student's zone, or now for the current week): submissions "
                    + "still waiting move to the new coach's queue keeping their waiting time; reviews, notes and threads stay "
                    + "with whoever wrote them; an open one-to-one series continues until the student changes it."
            }
            form(.action(panel.reassignAction), .method("post"), .class("grid-form")) {
                Layout.csrfField(csrfToken)
                div(.class("field")) {
                    label(.for("new-coach")) { "New coach" }
                    select(
                        .id("new-coach"), .name(EnrolmentForm.CodingKeys.coach), .aria("invalid", panel.coachInvalid ? "true" : "false")
                    ) { AdminOptions.list(panel.coaches) }
                }
                Layout.field("From week", name: EnrolmentForm.name(.week), type: "number", error: panel.weekError)
                button(.type("submit"), .class("primary")) { "Reassign" }
            }
            h3 { "History" }
            if panel.history.isEmpty {
                p(.class("muted")) { "No coach changes yet." }
            }
            ul(.class("rows"), .id("reassignments")) {
                for line in panel.history { li { line } }
            }
        }
    }

    private static func cohortChoice(_ text: String, id: String, panel: AdminStudentScreen.Enrolment) -> Node {
        div(.class("field")) {
            label(.for(id)) { text }
            select(.id(id), .name(EnrolmentForm.CodingKeys.cohort), .aria("invalid", panel.cohortInvalid ? "true" : "false")) {
                AdminOptions.list(panel.cohorts)
            }
        }
    }
}
