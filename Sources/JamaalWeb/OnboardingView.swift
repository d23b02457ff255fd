import HTML
import JamaalRoutes
import JamaalScreens
import Routing

/// OB-01…OB-09 as whole pages: the onboarding frame (no tabs — onboarding comes before them) with the shared shell —
/// Back, the step dots, the step's content, Continue and, on OB-05 and OB-08, Not now. A refusal is announced and its
/// field marked.
///
/// ```swift
/// OnboardingView.document(screen, direction: .ltr, appearance: Appearance(), csrf: token)
/// ```
public enum OnboardingView {
    public static func document(
        _ screen: OnboardingScreen, direction: JamaalPage.Direction, appearance: Appearance, csrf: String
    ) -> String {
        let body = main(.class("jm-onboarding"), .id("main"), .data("step", screen.stepID)) {
            shellTop(screen)
            h1(.id("onboarding-title")) { screen.title }
            for line in screen.lines { p(.class("jm-onboarding-line")) { line } }
            if let error = screen.error { p(.class("jm-alert"), .role("alert"), .id("onboarding-error")) { error } }
            content(screen, csrf: csrf)
            if let link = screen.welcomeBack {
                p(.class("jm-welcome-back")) { a(.href(link.path), .class("jm-link-button")) { link.label } }
            }
        }
        return HTML.document(
            lang: "en",
            head: {
                JamaalPage.head(
                    title: "\(screen.stepID) \(screen.title)", appearance: appearance, csrf: csrf,
                    scripts: screen.reminders == nil ? [] : ["js/onboarding.js"])
            },
            body: { direction == .rtl ? body.isolatingTextRuns() : body },
            bodyAttributes: [
                .class("jm jm-onboarding-page"), .dir(direction == .rtl ? .rtl : .ltr), .data("theme", appearance.theme.rawValue),
                .data("text", appearance.text.rawValue),
            ])
    }

    /// Back and the step dots.
    static func shellTop(_ screen: OnboardingScreen) -> Node {
        div(.class("jm-onboarding-top")) {
            if let back = screen.backPath {
                a(.href(back), .class("jm-link-button jm-back"), .aria("label", "Back")) { "‹ Back" }
            } else {
                span(.class("jm-back-space")) { "" }
            }
            ol(.class("jm-dots"), .aria("label", screen.progressLabel)) {
                for dot in screen.dots {
                    li(
                        .class("jm-dot \(dot.state.rawValue)"), .attr("aria-current", dot.state == .current ? "step" : "false"),
                        .attr("title", dot.title)
                    ) { span(.class("jm-visually-hidden")) { "\(dot.stepID) \(dot.title)" } }
                }
            }
        }
    }

    static func content(_ screen: OnboardingScreen, csrf: String) -> Node {
        if let types = screen.anchorTypes { return anchorTypes(types, screen: screen, csrf: csrf) }
        return form(.method("post"), .action(screen.action), .class("jm-form jm-onboarding-form"), .aria("labelledby", "onboarding-title"))
        {
            JamaalPage.csrfField(csrf)
            input(.type("hidden"), .name(OnboardingForm.CodingKeys.step), .value(screen.step))
            if let device = screen.device {
                div(.class("jm-card jm-device-problem"), .role("status")) {
                    p { strong { device.problem } }
                    p(.class("jm-muted")) { device.reassurance }
                }
            }
            if let ready = screen.ready {
                div(.class("jm-card jm-ready")) {
                    p(.class("jm-ready-headline")) { ready.headline }
                    p { ready.planningLine }
                    p(.class("jm-muted jm-trial-line")) { ready.trialLine }
                }
            }
            if let day = screen.day { OnboardingFields.day(day, screen: screen) }
            if let reminders = screen.reminders { OnboardingFields.reminders(reminders, screen: screen) }
            if let task = screen.task { OnboardingFields.task(task, screen: screen) }
            if let habit = screen.habit { OnboardingFields.habit(habit, screen: screen) }
            div(.class("jm-onboarding-actions")) {
                button(.type("submit"), .class("jm-button primary")) { screen.continueLabel }
                if let skip = screen.skipAction {
                    button(.type("submit"), .attr("formaction", skip), .attr("formnovalidate", "formnovalidate"), .class("jm-link-button"))
                    {
                        "Not now"
                    }
                }
            }
        }
    }

    /// OB-08: AN-03's five types (each opens its form, which carries "from onboarding"), and Not now.
    static func anchorTypes(_ types: AnchorTypeScreen, screen: OnboardingScreen, csrf: String) -> Node {
        Node.fragment([
            ul(.class("jm-rows jm-onboarding-choices")) {
                for choice in types.choices {
                    li(.class("jm-row")) {
                        a(.href(choice.path), .class("jm-row-main")) {
                            span(.class("jm-row-title")) { choice.label }
                            span(.class("jm-row-meta")) { choice.detail }
                        }
                    }
                }
            },
            screen.skipAction.map { skip in
                div(.class("jm-onboarding-actions")) {
                    JamaalPage.postButton("Not now", path: skip, csrf: csrf, classes: "jm-button quiet", fields: [("step", screen.step)])
                }
            } ?? .empty,
        ])
    }
}
