import HTML
import JamaalScreens

/// AN-03 as HTML: the five choices (OB-08 draws them in the onboarding shell: ``OnboardingView``).
public enum AnchorTypeView {
    public static func render(_ screen: AnchorTypeScreen) -> Node {
        section(.class("jm-anchor-types"), .aria("label", screen.heading)) {
            div(.class("jm-sheet-head")) {
                h2 { screen.heading }
                if let cancel = screen.cancelPath { a(.href(cancel), .class("jm-link-button")) { "Cancel" } }
            }
            if let lead = screen.lead { p(.class("jm-muted")) { lead } }
            ul(.class("jm-rows")) {
                for choice in screen.choices {
                    li(.class("jm-row")) {
                        a(.href(choice.path), .class("jm-row-main")) {
                            span(.class("jm-row-title")) { choice.label }
                            span(.class("jm-row-meta")) { choice.detail }
                        }
                    }
                }
            }
        }
    }
}
