import Calendar
import Foundation
import HTML
import Identifiers
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowWeb

/// The admin's Coaches list and one coach's page: profile form, weekly one-to-one availability (in the coach's zone)
/// and students.
enum AdminCoachesPage {
    static func list(coaches: [Coach], studentCounts: [ID<Coach>: Int]) -> String {
        AdminFrame.page(title: "Coaches", section: .coaches) {
            section(.class("card"), .aria("labelledby", "coaches-title")) {
                h2(.id("coaches-title")) { "Coaches · \(coaches.count)" }
                table(.class("rows")) {
                    thead {
                        tr {
                            th { "Name" }; th { "Shown as" }; th { "Levels" }; th { "Zone" }; th { "Students" }
                        }
                    }
                    tbody {
                        for coach in coaches {
                            tr {
                                td { a(.href(QuranFlowRoute.adminCoach.path(coach.id))) { coach.name } }
                                td { coach.displayName }
                                td { coach.levels.numbers.isEmpty ? "—" : coach.levels.title }
                                td { coach.zoneIdentifier }
                                td { String(studentCounts[coach.id] ?? 0) }
                            }
                        }
                    }
                }
            }
        }
    }

    static func coach(
        _ coach: Coach, cityName: String, levels: [Level], windows: [AvailabilityWindow], students: [Student],
        changes: [AuditEntry] = [], zone: TimeZone = .gmt, csrfToken: String, notice: String?, error: String?, errorField: String?
    ) -> String {
        let profileFields: Set<String> = ["honorific", "name", "ijazah", "levels", "meetingLink", "city"]
        let profileError = profileFields.contains(errorField ?? "") ? error : nil
        return AdminFrame.page(
            title: coach.name, section: .coaches, back: .init(label: "All coaches", path: QuranFlowRoute.adminCoaches.path())
        ) {
            if let notice { p(.class("notice"), .role("status")) { notice } }
            section(.class("card"), .aria("labelledby", "profile-title")) {
                h2(.id("profile-title")) { "Profile" }
                Layout.alert(profileError)
                form(.action(QuranFlowRoute.adminSaveCoach.path(coach.id)), .method("post"), .class("grid-form")) {
                    Layout.csrfField(csrfToken)
                    div(.class("field")) {
                        label(.for("honorific")) { "Honorific" }
                        select(.id("honorific"), .name(CoachProfileForm.CodingKeys.honorific)) {
                            option(.value(""), .boolean("selected", if: coach.honorific == nil)) { "None" }
                            for honorific in CoachHonorific.allCases {
                                option(.value(honorific.rawValue), .boolean("selected", if: coach.honorific == honorific)) {
                                    honorific.rawValue
                                }
                            }
                        }
                    }
                    Layout.field(
                        "Called by", name: CoachProfileForm.name(.name), value: coach.calledName, error: errorField == "name" ? error : nil)
                    Layout.field(
                        "Ijāza line", name: CoachProfileForm.name(.ijazah), value: coach.ijazah,
                        error: errorField == "ijazah" ? error : nil, required: false)
                    el("fieldset") {
                        el("legend") { "Levels certified" }
                        for level in levels {
                            label(.class("check")) {
                                input(
                                    .type("checkbox"), .name(CoachProfileForm.CodingKeys.levels), .value(String(level.number)),
                                    .boolean("checked", if: coach.levels.numbers.contains(level.number)))
                                " \(level.titleWithName)"
                            }
                        }
                    }
                    Layout.field("City", name: CoachProfileForm.name(.city), value: cityName, error: errorField == "city" ? error : nil)
                    Layout.field(
                        "Meeting link", name: CoachProfileForm.name(.meetingLink), type: "url", value: coach.meetingLink ?? "",
                        error: errorField == "meetingLink" ? error : nil, required: false)
                    button(.type("submit"), .class("primary")) { "Save profile" }
                }
            }
            section(.class("card"), .aria("labelledby", "availability-title")) {
                h2(.id("availability-title")) { "One-to-one availability" }
                p(.class("muted")) { "Weekly windows on the coach's own clock (\(coach.zoneIdentifier)); students see them in theirs." }
                Layout.alert(profileError == nil ? error : nil)
                if windows.isEmpty { p(.class("muted")) { "No windows yet." } }
                ul(.class("rows"), .id("windows")) {
                    for window in windows {
                        li {
                            "\(window.weekday.name) \(clock(window.startMinute))–\(clock(window.endMinute)) "
                            form(
                                .action(QuranFlowRoute.adminCoachAvailability.path(coach.id)), .method("post"), .class("inline-form")
                            ) {
                                Layout.csrfField(csrfToken)
                                input(
                                    .type("hidden"), .name(CoachAvailabilityForm.CodingKeys.weekday),
                                    .value(String(window.weekday.rawValue)))
                                input(.type("hidden"), .name(CoachAvailabilityForm.CodingKeys.remove), .value(String(window.startMinute)))
                                button(
                                    .type("submit"), .class("secondary"),
                                    .aria("label", "Remove \(window.weekday.name) \(clock(window.startMinute))")
                                ) { "Remove" }
                            }
                        }
                    }
                }
                form(.action(QuranFlowRoute.adminCoachAvailability.path(coach.id)), .method("post"), .class("grid-form")) {
                    Layout.csrfField(csrfToken)
                    div(.class("field")) {
                        label(.for("weekday")) { "Weekday" }
                        select(.id("weekday"), .name(CoachAvailabilityForm.CodingKeys.weekday)) {
                            for day in Weekday.allCases { option(.value(String(day.rawValue))) { day.name } }
                        }
                    }
                    Layout.field("Opens (HH:MM)", name: CoachAvailabilityForm.name(.from), error: errorField == "from" ? error : nil)
                    Layout.field("Closes (HH:MM)", name: CoachAvailabilityForm.name(.to), error: errorField == "to" ? error : nil)
                    button(.type("submit"), .class("primary")) { "Add window" }
                }
            }
            section(.class("card"), .aria("labelledby", "students-title")) {
                h2(.id("students-title")) { "Students · \(students.count)" }
                ul(.class("rows")) {
                    for student in students {
                        li { a(.href(QuranFlowRoute.adminStudent.path(student.id))) { student.displayName } }
                    }
                }
            }
            AuditHistory.list(changes, zone: zone)
        }
    }

    /// "15:40" for a minute of the day.
    static func clock(_ minute: Int) -> String {
        String(format: "%02d:%02d", minute / 60, minute % 60)
    }
}
