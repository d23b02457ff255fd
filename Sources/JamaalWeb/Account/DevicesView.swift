import HTML
import JamaalRoutes
import JamaalScreens
import Routing

/// Settings → Devices: the account's email, every signed-in device (this one first and marked), each with its Rename
/// field and Sign out, and Sign out on this device.
///
/// ```swift
/// DevicesView.render(screen, csrf: token)
/// ```
public enum DevicesView {
    public static func render(_ screen: DevicesScreen, csrf: String) -> Node {
        Node.fragment([
            h1 { "Devices" },
            p(.class("jm-muted")) { "Signed in as \(screen.email)." },
            screen.notice.map { notice in p(.class("jm-notice"), .role("status")) { notice } } ?? Node.empty,
            ul(.class("jm-devices")) {
                for row in screen.rows {
                    li(.class("jm-device")) {
                        div(.class("jm-device-title")) {
                            span(.class("jm-row-title")) { row.name }
                            span(.class("jm-row-meta")) { row.lastSeen }
                        }
                        form(.method("post"), .action(row.renamePath), .class("jm-inline-form jm-device-rename")) {
                            JamaalPage.csrfField(csrf)
                            label(.for("device-\(row.id)"), .class("jm-visually-hidden")) { "Name of \(row.name)" }
                            OnboardingFields.makeInput(
                                [
                                    .type("text"), .id("device-\(row.id)"), .name(DeviceNameForm.CodingKeys.name), .value(row.name),
                                    .attr("maxlength", "\(screen.maximumNameLength)"), .boolean("required"),
                                ]
                                    + invalid(row))
                            button(.type("submit"), .class("jm-button")) { "Rename" }
                        }
                        if let error = row.error { p(.class("jm-alert"), .role("alert"), .id("device-\(row.id)-error")) { error } }
                        if !row.isThisDevice {
                            JamaalPage.postButton("Sign out", path: row.signOutPath, csrf: csrf, classes: "jm-button danger")
                        }
                    }
                }
            },
            JamaalPage.postButton("Sign out on this device", path: screen.signOutPath, csrf: csrf, classes: "jm-button"),
        ])
    }

    static func invalid(_ row: DevicesScreen.Row) -> [Attribute] {
        row.error == nil ? [] : [.attr("aria-invalid", "true"), .attr("aria-describedby", "device-\(row.id)-error")]
    }
}
