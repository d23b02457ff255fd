import HTML
import JamaalScreens

/// SB-01 as HTML: a calm full screen over the app — the title, what still works, the two plans with their prices (each
/// with its Subscribe button where this Jamaal sells on the web, else the line saying it doesn't), the line about where
/// purchases happen, then Restore a purchase and Not now.
///
/// ```swift
/// PaywallView.render(PaywallScreen(), csrf: token)
/// ```
public enum PaywallView {
    public static func render(_ screen: PaywallScreen, csrf: String) -> Node {
        section(.class("jm-paywall"), .aria("labelledby", "paywall-title")) {
            div(.class("jm-paywall-inner")) {
                h1(.id("paywall-title")) { screen.title }
                p(.class("jm-paywall-lead")) { screen.text }
                PlanCardsView.render(screen.plans, checkoutPath: screen.checkoutPath, csrf: csrf)
                p(.class("jm-muted")) { screen.purchaseNote }
                p(.class("jm-muted")) { screen.stillWorks }
                div(.class("jm-actions jm-paywall-actions")) {
                    a(.href(screen.restorePath), .class("jm-button")) { screen.restoreLabel }
                    a(.href(screen.notNowPath), .class("jm-link-button"), .id("paywall-not-now")) { screen.notNowLabel }
                }
            }
        }
    }
}
