import HTML
import JamaalRoutes
import JamaalScreens

/// ST-05 Subscription as HTML: the status (and, for a subscription bought on the web, when it renews or ends), the
/// "Confirming your subscription…" card back from Checkout, the plans, Manage, and Restore (a signed transaction file).
///
/// ```swift
/// SubscriptionView.render(screen, csrf: token)
/// ```
public enum SubscriptionView {
    public static func render(_ screen: SubscriptionScreen, csrf: String) -> Node {
        Node.fragment([
            h1 { "Subscription" },
            p(
                .class("jm-subscription-status \(screen.state.rawValue)"), .id("subscription-status"),
                .data("source", screen.source?.rawValue ?? "none")
            ) {
                screen.status
            },
            screen.detail.map { line in p(.class("jm-subscription-detail"), .id("subscription-detail")) { line } } ?? Node.empty,
            screen.confirming.map { waiting in
                div(
                    .class("jm-card jm-confirming"), .id("subscription-confirming"), .role("status"),
                    .data("refresh-seconds", "\(waiting.refreshSeconds)")
                ) {
                    h2 { waiting.title }
                    p { waiting.text }
                    a(.href(waiting.checkAgainPath), .class("jm-button")) { waiting.checkAgainLabel }
                }
            } ?? Node.empty,
            screen.confirmation.map { line in p(.class("jm-card jm-confirmed"), .role("status")) { line } } ?? Node.empty,
            section(.aria("labelledby", "plans-title")) {
                h2(.id("plans-title")) { "Plans" }
                if let error = screen.purchaseError { p(.class("jm-alert"), .role("alert"), .id("purchase-error")) { error } }
                PlanCardsView.render(screen.plans, checkoutPath: screen.checkoutPath, csrf: csrf)
                p(.class("jm-muted")) { screen.purchaseNote }
            },
            section(.aria("labelledby", "manage-title")) {
                h2(.id("manage-title")) { "Manage" }
                p(.class("jm-muted")) { screen.manageNote }
                if let action = screen.manageAction, let label = screen.manageLabel {
                    form(.method("post"), .action(action), .class("jm-inline-form")) {
                        JamaalPage.csrfField(csrf)
                        button(.type("submit"), .class("jm-button primary"), .id("manage-subscription")) { label }
                    }
                }
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
