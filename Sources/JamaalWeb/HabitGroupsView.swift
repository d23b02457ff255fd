import HTML
import JamaalCore
import JamaalRoutes
import Routing

/// HB-05 Groups: each group's name (rename) with its members as a collapsed preview, and a form to make a new one.
/// Habits join a group from their own form (HB-03).
///
/// ```swift
/// HabitGroupsView.render(groups: groups, members: habits, error: nil, csrf: token)
/// ```
public enum HabitGroupsView {
    public static func render(groups: [HabitGroup], members: [Habit], error: String?, csrf: String) -> Node {
        section(.class("jm-section jm-groups"), .aria("labelledby", "groups-heading")) {
            div(.class("jm-title-row")) {
                h1(.id("groups-heading")) { "Groups" }
                a(.href(JamaalRoute.habits.path()), .class("jm-link-button")) { "Habits" }
            }
            if let error { p(.class("jm-alert"), .role("alert")) { error } }
            ul(.class("jm-rows")) {
                for group in groups {
                    li(.class("jm-row"), .data("group", group.id.rawValue)) {
                        form(.method("post"), .action(JamaalRoute.renameHabitGroup.path(group.id)), .class("jm-form jm-rename")) {
                            JamaalPage.csrfField(csrf)
                            input(.type("text"), .name(HabitGroupForm.CodingKeys.name), .value(group.name), .aria("label", "Group name"))
                            button(.type("submit"), .class("jm-button")) { "Rename" }
                        }
                        span(.class("jm-row-meta")) {
                            let names = members.filter { $0.groupID == group.id.rawValue }.map(\.name)
                            names.isEmpty ? "No habits yet — pick this group in a habit's form." : names.joined(separator: " · ")
                        }
                    }
                }
            }
            form(.method("post"), .action(JamaalRoute.addHabitGroup.path()), .class("jm-card jm-form")) {
                JamaalPage.csrfField(csrf)
                div(.class("jm-field")) {
                    label(.attr("for", "group-name")) { "New group" }
                    input(.type("text"), .name(HabitGroupForm.CodingKeys.name), .id("group-name"))
                }
                button(.type("submit"), .class("jm-button primary")) { "Add group" }
            }
        }
    }
}
