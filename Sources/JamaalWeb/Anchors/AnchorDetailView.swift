import HTML
import JamaalScreens

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
                        if let end = exception.endPath {
                            JamaalPage.postButton("End today", path: end, csrf: csrf, classes: "jm-link-button")
                        }
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
