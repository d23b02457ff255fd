import Accounts
import Calendar
import Foundation
import HTML
import Identifiers
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowWeb

/// The enrolment part of the admin's student page: enrolments (end one), enrol in a term's cohort, move to another
/// cohort, reassign the coach from a week, and the history of reassignments (who decided, when, what moved).
enum AdminEnrolmentPanel {
    /// The fields whose errors this panel shows.
    static let fields: Set<String> = ["week", "coach", "cohort", "enrol-cohort"]

    /// What the panel shows.
    struct Model {
        let studentID: ID<Student>
        let cohorts: [Cohort]
        let enrolled: [ID<Cohort>]
        let coaches: [Coach]
        let currentCoach: ID<Coach>?
        let reassignments: [CoachReassignmentRecord]
        let accounts: [Account]
        let zone: String
    }

    static func render(_ model: Model, csrfToken: String, error: String?, errorField: String?) -> Node {
        let enrolledCohorts = model.enrolled.compactMap { id in model.cohorts.first { $0.id == id } }
        let coachName = { (id: ID<Coach>) in model.coaches.first { $0.id == id }?.displayName ?? id.rawValue }
        return section(.class("card"), .aria("labelledby", "enrolment-title")) {
            h2(.id("enrolment-title")) { "Enrolment and coach" }
            Layout.alert(error)
            h3 { "Enrolments" }
            if enrolledCohorts.isEmpty {
                p(.class("muted")) { "Not enrolled in any cohort." }
            }
            ul(.class("rows")) {
                for cohort in enrolledCohorts {
                    li {
                        "\(cohort.name) · \(cohort.level.title) "
                        form(
                            .action(QuranFlowRoute.adminEndEnrolment.path(model.studentID)), .method("post"), .class("inline-form")
                        ) {
                            Layout.csrfField(csrfToken)
                            input(.type("hidden"), .name(EnrolmentForm.CodingKeys.cohort), .value(cohort.id.rawValue))
                            button(.type("submit"), .class("secondary"), .aria("label", "End the enrolment in \(cohort.name)")) {
                                "End enrolment"
                            }
                        }
                    }
                }
            }
            form(.action(QuranFlowRoute.adminEnrol.path(model.studentID)), .method("post"), .class("grid-form")) {
                Layout.csrfField(csrfToken)
                cohortChoice("Enrol in", id: "enrol-cohort", cohorts: model.cohorts, invalid: errorField == "cohort")
                button(.type("submit"), .class("primary")) { "Enrol" }
            }
            if !enrolledCohorts.isEmpty {
                form(.action(QuranFlowRoute.adminMoveCohort.path(model.studentID)), .method("post"), .class("grid-form")) {
                    Layout.csrfField(csrfToken)
                    cohortChoice("Move to cohort", id: "move-cohort", cohorts: model.cohorts, invalid: errorField == "cohort")
                    button(.type("submit"), .class("primary")) { "Move" }
                }
            }
            h3 { "Reassign coach" }
            p(.class("muted")) {
                "From the chosen week on (from its Monday in the student's zone, or now for the current week): submissions "
                    + "still waiting move to the new coach's queue keeping their waiting time; reviews, notes and threads stay "
                    + "with whoever wrote them; an open one-to-one series continues until the student changes it."
            }
            form(.action(QuranFlowRoute.adminReassignCoach.path(model.studentID)), .method("post"), .class("grid-form")) {
                Layout.csrfField(csrfToken)
                div(.class("field")) {
                    label(.for("new-coach")) { "New coach" }
                    select(
                        .id("new-coach"), .name(EnrolmentForm.CodingKeys.coach), .aria("invalid", errorField == "coach" ? "true" : "false")
                    ) {
                        for coach in model.coaches where coach.id != model.currentCoach {
                            option(.value(coach.id.rawValue)) { "\(coach.displayName) (\(coach.name))" }
                        }
                    }
                }
                Layout.field("From week", name: EnrolmentForm.name(.week), type: "number", error: errorField == "week" ? error : nil)
                button(.type("submit"), .class("primary")) { "Reassign" }
            }
            h3 { "History" }
            if model.reassignments.isEmpty {
                p(.class("muted")) { "No coach changes yet." }
            }
            ul(.class("rows"), .id("reassignments")) {
                for record in model.reassignments {
                    li {
                        "\(coachName(record.fromCoach)) → \(coachName(record.toCoach)) from Week \(record.fromWeek), decided by "
                            + "\(model.accounts.first { $0.id == record.decidedBy }?.name ?? "an admin") on "
                            + "\(when(record.decidedAt, model.zone)). "
                            + (record.appliedAt == nil
                                ? "Waits for Week \(record.fromWeek) (\(when(record.effectiveAt, model.zone)))."
                                : record.outcome)
                    }
                }
            }
        }
    }

    /// "Tuesday, 27 October 2026 1:48 PM" in the student's zone.
    private static func when(_ instant: Date, _ zone: String) -> String {
        let tz = ZonedCalendar.resolving(zone).zone
        return "\(LocalFormat.longDate(instant, in: tz)) \(LocalFormat.time(instant, in: tz))"
    }

    private static func cohortChoice(_ text: String, id: String, cohorts: [Cohort], invalid: Bool) -> Node {
        div(.class("field")) {
            label(.for(id)) { text }
            select(.id(id), .name(EnrolmentForm.CodingKeys.cohort), .aria("invalid", invalid ? "true" : "false")) {
                for cohort in cohorts {
                    option(.value(cohort.id.rawValue)) { "\(cohort.name) · \(cohort.level.title)" }
                }
            }
        }
    }
}
