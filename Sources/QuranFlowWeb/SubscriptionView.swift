import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The HTML of Subscription & billing (SakSubscription) and Manage subscription (SakManageSub), with Cancel
/// enrollment's confirmation step. Every change is a small POST form with its CSRF token, so it works without script.
enum SubscriptionView {
    static func content(_ screen: SubscriptionScreen) -> Node {
        Node.fragment([
            screen.back.map { Parts.actionLink($0, class: "back-link") } ?? .empty,
            Parts.screenHeader(eyebrow: "Account", greeting: "Subscription & billing"),
            screen.passport.map(passport) ?? p(.class("card muted")) { "You aren't enrolled in a term yet." },
            screen.nextSemester.map(nextSemester) ?? .empty,
            screen.paymentMethod.map { card in
                section(.class("billing-group"), .aria("labelledby", "billing-card")) {
                    h2(.id("billing-card"), .class("eyebrow")) { "Payment method" }
                    p(.class("card billing-card")) {
                        strong { card.text }
                        span(.class("muted")) { card.expiry }
                    }
                }
            } ?? .empty,
            section(.class("billing-group"), .aria("labelledby", "billing-ledger")) {
                h2(.id("billing-ledger"), .class("eyebrow")) { "Ledger" }
                if screen.ledger.isEmpty {
                    p(.class("card muted")) { "No payments yet." }
                } else {
                    ul(.class("card list billing-ledger")) {
                        screen.ledger.map { row in
                            li(.class("ledger-row")) {
                                span(.class("ledger-what")) {
                                    strong { row.description }
                                    span(.class("muted")) { row.date }
                                }
                                span(.class("ledger-amount")) {
                                    strong { row.amount }
                                    span(.class("ledger-status is-\(row.status)")) { row.status }
                                }
                            }
                        }
                    }
                }
            },
            screen.manage.map { Parts.actionLink($0, class: "button primary") } ?? .empty,
        ])
    }

    static func passport(_ passport: SubscriptionScreen.Passport) -> Node {
        section(.class("card ink passport"), .aria("labelledby", "passport-title")) {
            p(.class("eyebrow")) { passport.eyebrow }
            h2(.id("passport-title"), .class("passport-title")) { passport.title }
            dl(.class("passport-ledger")) {
                div {
                    dt { "Term" }
                    dd { passport.term }
                }
                div {
                    dt { "Paid" }
                    dd { passport.paid }
                }
            }
            div(.class("passport-ribbon")) {
                label(.for("passport-progress"), .class("passport-ribbon-text")) { "\(passport.ribbon) · \(passport.percent)%" }
                el(
                    "progress",
                    attributes: [
                        .id("passport-progress"), .class("passport-ribbon-track"), .attr("max", "100"),
                        .attr("value", String(passport.percent)),
                    ])
            }
        }
    }

    static func nextSemester(_ card: NextSemesterCard) -> Node {
        section(.class("card next-semester"), .aria("labelledby", "next-semester")) {
            p(.class("eyebrow")) { "Next semester" }
            h2(.id("next-semester"), .class("next-title")) { card.title }
            span(.class("pill quiet")) { card.pill }
            if !card.prices.isEmpty { p(.class("next-prices")) { card.prices } }
            p(.class("muted")) { card.note }
        }
    }

    static func manage(_ screen: ManageSubscriptionScreen, csrfToken: String) -> Node {
        Node.fragment([
            screen.back.map { Parts.actionLink($0, class: "back-link") } ?? .empty,
            Parts.screenHeader(eyebrow: "Account", greeting: "Manage subscription"),
            screen.plan.map { plan in
                section(.class("card"), .aria("labelledby", "plan-title")) {
                    p(.class("eyebrow")) { "Current plan · \(plan.status)" }
                    h2(.id("plan-title")) { plan.title }
                    p { plan.detail }
                    p(.class("muted")) { plan.paid }
                }
            } ?? .empty,
            screen.nextSemester.map(nextSemester) ?? .empty,
            section(.class("billing-group"), .aria("labelledby", "billing-title")) {
                h2(.id("billing-title"), .class("eyebrow")) { "Billing" }
                ul(.class("card list")) {
                    screen.renewal.map { renewal in li { renewalToggle(renewal, csrfToken: csrfToken) } } ?? .empty
                    if screen.billingConnected {
                        li(.class("billing-row")) {
                            strong { "Payment method" }
                            span(.class("muted")) { screen.card ?? "No card on file" }
                            screen.updatePaymentMethod.map { portalButton($0, csrfToken: csrfToken) } ?? .empty
                        }
                        li(.class("billing-row")) {
                            strong { "Stripe billing portal" }
                            span(.class("muted")) { screen.portalNote }
                            screen.billingPortal.map { portalButton($0, csrfToken: csrfToken) } ?? .empty
                        }
                    }
                }
            },
            screen.cancel.map { cancelArea($0, csrfToken: csrfToken) } ?? .empty,
        ])
    }

    /// A button that opens Stripe's portal (a POST: the server creates the session and redirects there).
    static func portalButton(_ action: ScreenAction, csrfToken: String) -> Node {
        form(.action(action.href), .method("post"), .class("portal-form")) {
            PageFrame.csrfField(csrfToken)
            button(.type("submit"), .class("button secondary small")) { action.label }
        }
    }

    static func renewalToggle(_ renewal: ManageSubscriptionScreen.Renewal, csrfToken: String) -> Node {
        form(.action(QuranFlowRoute.setAutoRenew.path()), .method("post"), .class("notif-toggle")) {
            PageFrame.csrfField(csrfToken)
            input(.type("hidden"), .name(AutoRenewForm.CodingKeys.on), .value(renewal.on ? "0" : "1"))
            el(
                "button",
                attributes: [
                    // A submit button cannot be a switch in HTML: a toggle button, its state in aria-pressed.
                    .type("submit"), .class(renewal.on ? "notif-switch is-on" : "notif-switch"),
                    .aria("pressed", renewal.on ? "true" : "false"),
                ] + (renewal.changeable ? [] : [.boolean("disabled")])
            ) {
                span(.class("notif-text")) {
                    strong(.class("notif-title")) { "Auto-renewal" }
                    span(.class("notif-subtitle")) { renewal.note }
                }
                span(.class("notif-track"), .aria("hidden", "true")) { span(.class("notif-knob")) }
            }
        }
    }

    static func cancelArea(_ cancel: ManageSubscriptionScreen.Cancel, csrfToken: String) -> Node {
        // Named for what it holds, not its button: "Cancel enrollment" is said once, by the control itself.
        section(.class("cancel-area"), .aria("labelledby", "cancel-title")) {
            p(.class("epigraph")) { em { cancel.epigraph } }
            h2(.id("cancel-title"), .class("visually-hidden")) { "Your enrollment" }
            if let line = cancel.cancelledLine { p(.class("card"), .role("status")) { line } }
            if cancel.confirming {
                div(.class("card cancel-confirm")) {
                    h3 { "Before you cancel" }
                    ul { cancel.consequences.map { line in li { line } } }
                    form(.action(QuranFlowRoute.confirmCancelEnrolment.path()), .method("post"), .class("cancel-actions")) {
                        PageFrame.csrfField(csrfToken)
                        button(.type("submit"), .name(CancelEnrolmentForm.CodingKeys.confirm), .value("cancel"), .class("secondary danger"))
                        {
                            "Cancel enrollment"
                        }
                        a(.href(QuranFlowRoute.manageSubscription.path()), .class("button primary")) { "Keep my enrollment" }
                    }
                }
            } else if let begin = cancel.begin {
                Parts.actionLink(begin, class: "button secondary danger-text")
            }
        }
    }
}

extension StudentPages {
    /// Subscription & billing (SakSubscription) inside the student shell.
    public static func subscription(_ screen: SubscriptionScreen, shell: StudentShell) -> String {
        ShellView.page(title: "Subscription & billing", tabs: shell.tabs, navLabel: "Student tabs") {
            SubscriptionView.content(screen)
        }
    }

    /// Manage subscription (SakManageSub) inside the student shell; `csrfToken` goes into every form.
    public static func manageSubscription(_ screen: ManageSubscriptionScreen, shell: StudentShell, csrfToken: String) -> String {
        ShellView.page(title: "Manage subscription", tabs: shell.tabs, navLabel: "Student tabs") {
            SubscriptionView.manage(screen, csrfToken: csrfToken)
        }
    }
}
