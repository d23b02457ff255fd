import HTML
import JamaalRoutes
import JamaalScreens
import Routing

/// OB-03's "Welcome back" page in the onboarding frame: the file input (multipart, no script needed), Bring it back,
/// and the way back to OB-01. A refusal is announced and the input marked.
///
/// ```swift
/// WelcomeBackView.document(WelcomeBackScreen(), direction: .ltr, appearance: Appearance(), csrf: token)
/// ```
public enum WelcomeBackView {
    public static func document(_ screen: WelcomeBackScreen, direction: JamaalPage.Direction, appearance: Appearance, csrf: String)
        -> String
    {
        let invalid: [Attribute] = screen.error == nil ? [] : [.aria("invalid", "true"), .aria("describedby", "welcome-error")]
        let body = main(.class("jm-onboarding"), .id("main"), .data("step", "welcome-back")) {
            div(.class("jm-onboarding-top")) {
                a(.href(screen.backPath), .class("jm-link-button jm-back"), .aria("label", "Back")) { "‹ Back" }
            }
            h1(.id("onboarding-title")) { screen.title }
            for line in screen.lines { p(.class("jm-onboarding-line")) { line } }
            if let error = screen.error { p(.class("jm-alert"), .role("alert"), .id("welcome-error")) { error } }
            form(
                .method("post"), .action(screen.action), .attr("enctype", "multipart/form-data"), .class("jm-form jm-onboarding-form"),
                .aria("labelledby", "onboarding-title")
            ) {
                JamaalPage.csrfField(csrf)
                label(.for("export-file")) { "Your export" }
                el(
                    "input",
                    attributes: [
                        .type("file"), .id("export-file"), .name(ImportExportForm.CodingKeys.export),
                        .attr("accept", ".json,application/json"),
                        .boolean("required"), .aria("describedby", "export-hint"),
                    ] + invalid)
                p(.class("jm-muted"), .id("export-hint")) { screen.sizeLimit }
                div(.class("jm-onboarding-actions")) {
                    button(.type("submit"), .class("jm-button primary")) { "Bring it back" }
                }
            }
        }
        return HTML.document(
            lang: "en",
            head: { JamaalPage.head(title: "OB-03 \(screen.title)", appearance: appearance, csrf: csrf) },
            body: { direction == .rtl ? body.isolatingTextRuns() : body },
            bodyAttributes: [
                .class("jm jm-onboarding-page"), .dir(direction == .rtl ? .rtl : .ltr), .data("theme", appearance.theme.rawValue),
                .data("text", appearance.text.rawValue),
            ])
    }
}
