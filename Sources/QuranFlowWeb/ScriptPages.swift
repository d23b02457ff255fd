import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// Full HTML documents of the Qur'an script picker (SakFontPicker) and onboarding (SakOnb1–SakOnb6).
///
/// ```swift
/// ScriptPages.picker(screen, tabs: shell.tabs, navLabel: "Student tabs", csrfToken: token)
/// ```
public enum ScriptPages {
    /// The picker inside the signed-in person's tab shell (an admin's has no tabs). It works as a plain form; its
    /// script (js/script.js) updates the previews live as a card is chosen or the slider moves.
    public static func picker(_ screen: QuranScriptScreen, tabs: [TabItem], navLabel: String, csrfToken: String) -> String {
        ShellView.page(title: screen.title, tabs: tabs, navLabel: navLabel, scripts: ["script.js"]) {
            ScriptView.picker(screen, csrfToken: csrfToken)
        }
    }

    /// One onboarding step: a focused page without the tab bar.
    public static func onboarding(_ screen: OnboardingScreen, csrfToken: String) -> String {
        PageFrame.document(title: "Welcome", bodyClass: "paper onboarding-page") {
            main(.id("main"), .class("onboarding")) { OnboardingView.content(screen, csrfToken: csrfToken) }
        }
    }
}
