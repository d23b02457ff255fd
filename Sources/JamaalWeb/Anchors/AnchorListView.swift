import HTML
import JamaalScreens

/// AN-01 as HTML: the Habits · Anchors segment control, the rules with their next instance, the AN-07 line, Add, and the
/// collapsed Archived section with Restore.
///
/// ```swift
/// AnchorListView.render(screen, csrf: token)
/// ```
public enum AnchorListView {
    public static func render(_ screen: AnchorListScreen, csrf: String) -> Node {
        Node.fragment([
            header(.class("jm-anchors-header")) {
                // The Habits · Anchors segments, once the Habits segment exists (until then there is one segment: none shown).
                if screen.segments.filter({ $0.path != nil }).count > 1 {
                    nav(.class("jm-segments"), .aria("label", "Habits and Anchors")) {
                        for segment in screen.segments {
                            if let path = segment.path {
                                a(
                                    .href(path), .class(if: segment.isCurrent, "current"),
                                    .attr("aria-current", segment.isCurrent ? "page" : "false")
                                ) { segment.label }
                            }
                        }
                    }
                }
                div(.class("jm-title-row")) {
                    h1 { screen.title }
                    a(.href(screen.addPath), .class("jm-button primary")) { "Add" }
                }
            },
            section(.class("jm-section"), .aria("label", "Anchor rules")) {
                if let line = screen.attentionLine { p(.class("jm-alert"), .role("status")) { line } }
                if let line = screen.emptyLine { p(.class("jm-empty-line")) { line } }
                ul(.class("jm-rows jm-rule-rows")) {
                    for rule in screen.rules { row(rule, csrf: csrf) }
                }
                if !screen.archived.isEmpty {
                    details(.class("jm-also jm-archived")) {
                        summary { screen.archivedTitle }
                        ul(.class("jm-rows")) {
                            for rule in screen.archived { row(rule, csrf: csrf) }
                        }
                    }
                }
            },
        ])
    }

    static func row(_ rule: AnchorListScreen.Rule, csrf: String) -> Node {
        li(
            .class("jm-row jm-rule\(rule.needsAttention ? " needs-attention" : "")\(rule.isEnabled ? "" : " disabled")"),
            .data("rule", rule.id)
        ) {
            a(.href(rule.detailPath), .class("jm-row-main")) {
                span(.class("jm-row-title")) { rule.title }
                span(.class("jm-row-meta")) {
                    if let type = rule.typeLabel { span { type } }
                    span(.class("jm-rule-next")) { rule.detail }
                }
            }
            if let restore = rule.restorePath {
                JamaalPage.postButton("Restore", path: restore, csrf: csrf, classes: "jm-button quiet")
            } else if let toggle = rule.toggle {
                // The enabled switch: shows the state, and a tap flips it (Pause / Resume).
                form(.method("post"), .action(toggle.path), .class("jm-inline-form")) {
                    JamaalPage.csrfField(csrf)
                    input(.type("hidden"), .name("from"), .value("list"))
                    button(
                        .type("submit"), .role("switch"), .attr("aria-checked", rule.isEnabled ? "true" : "false"),
                        .class(rule.isEnabled ? "jm-rule-switch on" : "jm-rule-switch off"), .aria("label", "\(toggle.label) “\(rule.title)”")
                    ) { rule.isEnabled ? "On" : "Paused" }
                }
            }
        }
    }
}

/// AN-03 and OB-08 as HTML: the five choices, and OB-08's "Not now".
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
            if let notNow = screen.notNowPath { a(.href(notNow), .class("jm-button quiet jm-not-now")) { "Not now" } }
        }
    }
}

/// AN-02 as HTML: summary, AN-07's line, today's notice, exceptions, upcoming instances, history, and the actions.
public enum AnchorDetailView {
    public static func render(_ screen: AnchorDetailScreen, csrf: String) -> Node {
        section(.class("jm-anchor-detail"), .aria("label", screen.title)) {
            div(.class("jm-sheet-head")) {
                h2 { screen.title }
                a(.href(screen.backPath), .class("jm-link-button")) { "Close" }
            }
            p(.class("jm-muted")) {
                screen.typeLabel ?? "Needs attention"
                if let state = screen.stateLabel { " · \(state)" }
            }
            if let line = screen.attentionLine { p(.class("jm-alert"), .role("status")) { line } }
            for notice in screen.notices { p(.class("jm-anchor-notice")) { notice } }
            if !screen.summary.isEmpty {
                ul(.class("jm-anchor-summary")) {
                    for line in screen.summary { li { line } }
                }
            }
            h3 { "Exceptions" }
            if screen.exceptions.isEmpty { p(.class("jm-muted")) { "None." } }
            ul(.class("jm-rows")) {
                for exception in screen.exceptions {
                    li(.class("jm-row")) {
                        span(.class("jm-row-main")) {
                            span(.class("jm-row-title")) { exception.summary }
                            if let note = exception.note { span(.class("jm-row-meta")) { note } }
                        }
                        if let end = exception.endPath { JamaalPage.postButton("End today", path: end, csrf: csrf, classes: "jm-link-button") }
                        if screen.exceptionsPath != nil {
                            JamaalPage.postButton("Remove", path: exception.removePath, csrf: csrf, classes: "jm-link-button")
                        }
                    }
                }
            }
            if let path = screen.exceptionsPath { a(.href(path), .class("jm-button quiet")) { "Add an exception" } }
            h3 { "Coming up" }
            if screen.upcoming.isEmpty { p(.class("jm-muted")) { "Nothing coming up." } }
            ul(.class("jm-rows jm-upcoming")) {
                for item in screen.upcoming {
                    li(.class("jm-row")) {
                        span(.class("jm-row-title")) { item.title }
                        span(.class("jm-row-meta")) { item.when }
                    }
                }
            }
            h3 { "Outcomes" }
            ul(.class("jm-history")) {
                for line in screen.recent { li { line } }
            }
            p(.class("jm-hint")) { screen.historyLine }
            div(.class("jm-actions")) {
                for action in screen.actions {
                    if action.method == "get" {
                        a(.href(action.path), .class("jm-button")) { action.label }
                    } else {
                        JamaalPage.postButton(action.label, path: action.path, csrf: csrf, classes: "jm-button quiet")
                    }
                }
            }
        }
    }
}
