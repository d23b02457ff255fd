import HTML
import JamaalRoutes
import JamaalScreens

/// ST-05 Subscription as HTML: the status, the plans, manage, and Restore (a signed transaction file).
///
/// ```swift
/// SubscriptionView.render(screen, csrf: token)
/// ```
public enum SubscriptionView {
    public static func render(_ screen: SubscriptionScreen, csrf: String) -> Node {
        Node.fragment([
            h1 { "Subscription" },
            p(.class("jm-subscription-status \(screen.state.rawValue)"), .id("subscription-status")) { screen.status },
            screen.confirmation.map { line in p(.class("jm-card jm-confirmed"), .role("status")) { line } } ?? Node.empty,
            section(.aria("labelledby", "plans-title")) {
                h2(.id("plans-title")) { "Plans" }
                ul(.class("jm-sub-plans")) {
                    for plan in screen.plans {
                        li(.class("jm-sub-plan"), .data("product", plan.productID)) {
                            span(.class("jm-sub-plan-name")) { plan.name }
                            span(.class("jm-sub-plan-price")) { plan.priceLine }
                        }
                    }
                }
                p(.class("jm-muted")) { screen.purchaseNote }
            },
            section(.aria("labelledby", "manage-title")) {
                h2(.id("manage-title")) { "Manage" }
                p(.class("jm-muted")) { screen.manageNote }
            },
            section(.id("restore"), .aria("labelledby", "restore-title")) {
                h2(.id("restore-title")) { "Restore a purchase" }
                if let error = screen.error { p(.class("jm-alert"), .role("alert")) { error } }
                form(
                    .method("post"), .action(screen.restoreAction), .attr("enctype", "multipart/form-data"), .class("jm-form jm-card")
                ) {
                    JamaalPage.csrfField(csrf)
                    div(.class("jm-field")) {
                        label(.for("transaction")) { "Signed transaction" }
                        input(
                            .type("file"), .id("transaction"), .name(RestoreSubscriptionForm.CodingKeys.transaction),
                            .attr("accept", ".jws,.txt,text/plain"))
                        p(.class("jm-hint")) { screen.restoreHint }
                    }
                    button(.type("submit"), .class("jm-button primary")) { "Restore" }
                }
                p(.class("jm-hint")) { screen.revocationNote }
            },
        ])
    }
}
