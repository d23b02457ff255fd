import HTML
import JamaalScreens

/// SB-01 as HTML: a calm full screen over the app — the title, what still works, the two plans with their prices, the
/// honest line about where purchases happen, then Subscribe, Restore a purchase and Not now.
///
/// ```swift
/// PaywallView.render(PaywallScreen())
/// ```
public enum PaywallView {
    public static func render(_ screen: PaywallScreen) -> Node {
        section(.class("jm-paywall"), .aria("labelledby", "paywall-title")) {
            div(.class("jm-paywall-inner")) {
                h1(.id("paywall-title")) { screen.title }
                p(.class("jm-paywall-lead")) { screen.text }
                ul(.class("jm-sub-plans"), .aria("label", "Plans")) {
                    for plan in screen.plans {
                        li(.class("jm-sub-plan"), .data("product", plan.productID)) {
                            span(.class("jm-sub-plan-name")) { plan.name }
                            span(.class("jm-sub-plan-price")) { plan.priceLine }
                        }
                    }
                }
                p(.class("jm-muted")) { screen.purchaseNote }
                p(.class("jm-muted")) { screen.stillWorks }
                div(.class("jm-actions jm-paywall-actions")) {
                    a(.href(screen.subscribePath), .class("jm-button primary")) { screen.subscribeLabel }
                    a(.href(screen.restorePath), .class("jm-button")) { screen.restoreLabel }
                    a(.href(screen.notNowPath), .class("jm-link-button"), .id("paywall-not-now")) { screen.notNowLabel }
                }
            }
        }
    }
}
