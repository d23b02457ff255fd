import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes
import QuranFlowWeb

/// The admin's Coaches list (`/admin/coaches`) and one coach's page: profile form, weekly one-to-one availability (in
/// the coach's zone), students and changes.
///
/// ```swift
/// AdminCoachesPage.list(AdminCoachesScreen(coaches: coaches, studentCounts: counts))
/// ```
public enum AdminCoachesPage {
    /// The list of coaches.
    public static func list(_ screen: AdminCoachesScreen) -> String {
        AdminFrame.page(title: "Coaches", section: .coaches) {
            section(.class("card"), .aria("labelledby", "coaches-title")) {
                h2(.id("coaches-title")) { screen.title }
                table(.class("rows")) {
                    thead {
                        tr {
                            th { "Name" }; th { "Shown as" }; th { "Levels" }; th { "Zone" }; th { "Students" }
                        }
                    }
                    tbody {
                        for row in screen.rows {
                            tr {
                                td { a(.href(row.link)) { row.name } }
                                td { row.shownAs }
                                td { row.levels }
                                td { row.zone }
                                td { row.students }
                            }
                        }
                    }
                }
            }
        }
    }

    /// One coach's page.
    public static func coach(_ screen: AdminCoachScreen, csrfToken: String) -> String {
        let error = screen.error
        return AdminFrame.page(title: screen.title, section: .coaches, back: screen.back) {
            if let notice = screen.notice { p(.class("notice"), .role("status")) { notice } }
            section(.class("card"), .aria("labelledby", "profile-title")) {
                h2(.id("profile-title")) { "Profile" }
                Layout.alert(screen.profileAlert)
                form(.action(screen.saveAction), .method("post"), .class("grid-form")) {
                    Layout.csrfField(csrfToken)
                    div(.class("field")) {
                        label(.for("honorific")) { "Honorific" }
                        select(.id("honorific"), .name(CoachProfileForm.CodingKeys.honorific)) { AdminOptions.list(screen.honorifics) }
                    }
                    Layout.field(
                        "Called by", name: CoachProfileForm.name(.name), value: screen.calledName, error: error?.message(for: "name"))
                    Layout.field(
                        "Ijāza line", name: CoachProfileForm.name(.ijazah), value: screen.ijazah, error: error?.message(for: "ijazah"),
                        required: false)
                    el("fieldset") {
                        el("legend") { "Levels certified" }
                        for level in screen.levels {
                            label(.class("check")) {
                                input(
                                    .type("checkbox"), .name(CoachProfileForm.CodingKeys.levels), .value(level.value),
                                    .boolean("checked", if: level.isSelected))
                                level.label
                            }
                        }
                    }
                    Layout.field("City", name: CoachProfileForm.name(.city), value: screen.cityName, error: error?.message(for: "city"))
                    Layout.field(
                        "Meeting link", name: CoachProfileForm.name(.meetingLink), type: "url", value: screen.meetingLink,
                        error: error?.message(for: "meetingLink"), required: false)
                    button(.type("submit"), .class("primary")) { "Save profile" }
                }
            }
            section(.class("card"), .aria("labelledby", "availability-title")) {
                h2(.id("availability-title")) { "One-to-one availability" }
                p(.class("muted")) { screen.availabilityHelp }
                Layout.alert(screen.availabilityAlert)
                if screen.windows.isEmpty { p(.class("muted")) { "No windows yet." } }
                ul(.class("rows"), .id("windows")) {
                    for window in screen.windows {
                        li {
                            window.label
                            form(.action(screen.availabilityAction), .method("post"), .class("inline-form")) {
                                Layout.csrfField(csrfToken)
                                input(.type("hidden"), .name(CoachAvailabilityForm.CodingKeys.weekday), .value(window.weekday))
                                input(.type("hidden"), .name(CoachAvailabilityForm.CodingKeys.remove), .value(window.start))
                                button(.type("submit"), .class("secondary"), .aria("label", window.removeLabel)) { "Remove" }
                            }
                        }
                    }
                }
                form(.action(screen.availabilityAction), .method("post"), .class("grid-form")) {
                    Layout.csrfField(csrfToken)
                    div(.class("field")) {
                        label(.for("weekday")) { "Weekday" }
                        select(.id("weekday"), .name(CoachAvailabilityForm.CodingKeys.weekday)) { AdminOptions.list(screen.weekdays) }
                    }
                    Layout.field("Opens (HH:MM)", name: CoachAvailabilityForm.name(.from), error: error?.message(for: "from"))
                    Layout.field("Closes (HH:MM)", name: CoachAvailabilityForm.name(.to), error: error?.message(for: "to"))
                    button(.type("submit"), .class("primary")) { "Add window" }
                }
            }
            section(.class("card"), .aria("labelledby", "students-title")) {
                h2(.id("students-title")) { screen.studentsTitle }
                ul(.class("rows")) {
                    for student in screen.students {
                        li { a(.href(student.link)) { student.name } }
                    }
                }
            }
            AuditHistory.list(screen.changes)
        }
    }
}
