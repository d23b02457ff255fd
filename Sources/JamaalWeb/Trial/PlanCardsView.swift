import HTML
import JamaalRoutes
import JamaalScreens

/// SB-01's two plans as cards, on the paywall and ST-05: the name and the price, then — where this Jamaal sells on the
/// web — a Subscribe button posting the plan to Stripe Checkout, or the line saying buying here isn't set up.
///
/// ```swift
/// PlanCardsView.render(screen.plans, checkoutPath: screen.checkoutPath, csrf: token)
/// ```
public enum PlanCardsView {
    public static func render(_ plans: [PaywallScreen.Plan], checkoutPath: String?, csrf: String) -> Node {
        ul(.class("jm-sub-plans"), .aria("label", "Plans")) {
            for plan in plans {
                li(.class("jm-sub-plan"), .data("product", plan.productID)) {
                    span(.class("jm-sub-plan-name")) { plan.name }
                    span(.class("jm-sub-plan-price")) { plan.priceLine }
                    if let buy = plan.buyLabel, let checkoutPath {
                        form(.method("post"), .action(checkoutPath), .class("jm-sub-plan-buy")) {
                            JamaalPage.csrfField(csrf)
                            input(.type("hidden"), .name(CheckoutForm.CodingKeys.product), .value(plan.productID))
                            button(.type("submit"), .class("jm-button primary"), .id("buy-\(plan.name.lowercased())")) { buy }
                        }
                    } else if let unavailable = plan.unavailable {
                        p(.class("jm-sub-plan-unavailable jm-muted")) { unavailable }
                    }
                }
            }
        }
    }
}
