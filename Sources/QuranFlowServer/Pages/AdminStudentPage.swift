import Accounts
import Foundation
import HTML
import Identifiers
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowWeb

/// The admin's page for one student: coach, level, year, cohort and city.
enum AdminStudentPage {
    static func render(
        settings: StudentSettings, coaches: [Coach], levels: [Level], cohorts: [Cohort], csrfToken: String,
        city: String? = nil, error: String? = nil, errorField: String? = nil, notice: String? = nil,
        enrolment: AdminEnrolmentPanel.Model? = nil, changes: [AuditEntry] = [], adminZone: TimeZone = .gmt
    ) -> String {
        AdminFrame.page(title: settings.account.name, section: .students, notice: notice) {
            section(.class("card")) {
                p(.class("muted")) { "\(settings.account.email) · \(settings.account.cityName) (\(settings.account.zoneIdentifier))" }
                if enrolment == nil || !AdminEnrolmentPanel.fields.contains(errorField ?? "") { Layout.alert(error) }
                form(.action(QuranFlowRoute.updateStudent.path(ID(settings.account.id.rawValue))), .method("post"), .class("grid-form")) {
                    Layout.csrfField(csrfToken)
                    choice(
                        "Coach", name: "coach", selected: settings.coachID?.rawValue ?? "",
                        options: [("", "No coach yet")] + coaches.map { ($0.id.rawValue, "\($0.displayName) (\($0.name))") })
                    choice(
                        "Level", name: "level", selected: String(settings.level),
                        options: levels.map { (String($0.number), $0.titleWithName) })
                    choice(
                        "Year", name: "year", selected: String(settings.account.studentYear ?? 1),
                        options: [("1", "Year 1"), ("2", "Year 2")])
                    choice(
                        "Cohort", name: "cohort", selected: settings.cohortIDs.last?.rawValue ?? "",
                        options: [("", "Keep the current enrolment")] + cohorts.map { ($0.id.rawValue, $0.name) })
                    Layout.field(
                        "City", name: "city", value: city ?? settings.account.cityName, error: errorField == "city" ? error : nil)
                    button(.type("submit"), .class("primary")) { "Save" }
                }
                if !settings.cohortIDs.isEmpty {
                    p(.class("muted")) {
                        "Enrolled in: "
                            + settings.cohortIDs.compactMap { id in cohorts.first { $0.id == id }?.name }.joined(separator: ", ")
                    }
                }
            }
            if let enrolment {
                AdminEnrolmentPanel.render(
                    enrolment, csrfToken: csrfToken, error: AdminEnrolmentPanel.fields.contains(errorField ?? "") ? error : nil,
                    errorField: errorField)
            }
            AuditHistory.list(changes, zone: adminZone)
        }
    }

    private static func choice(_ label: String, name: String, selected: String, options: [(String, String)]) -> Node {
        div(.class("field")) {
            HTML.label(.for(name)) { label }
            select(.id(name), .name(name)) {
                for (value, text) in options {
                    option(.value(value), .boolean("selected", if: value == selected)) { text }
                }
            }
        }
    }
}
