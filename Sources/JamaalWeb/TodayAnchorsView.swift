import HTML
import JamaalRoutes
import JamaalScreens

/// TD-01's Anchors section (AN-09/AN-10): plain rows, grouped rows ("Salah 3/5", a `<details>` that expands — open while
/// a member's window is open), window bars, the three actions, the polar-day and needs-attention notices, and FS-01's
/// "Maghrib in 12 min". Not drawn while empty.
enum TodayAnchorsView {
    static func render(_ section: TodayAnchorsSection, csrf: String) -> Node {
        guard !section.isEmpty else { return .empty }
        return HTML.section(.class("jm-section jm-anchors"), .aria("labelledby", "anchors-heading")) {
            div(.class("jm-anchors-head")) {
                h2(.id("anchors-heading")) { section.title }
                if let path = section.managePath { a(.href(path), .class("jm-anchors-manage")) { "Manage" } }
            }
            if let soon = section.soonLine { p(.class("jm-anchor-soon"), .role("status")) { soon } }
            for notice in section.notices { p(.class("jm-anchor-notice")) { notice } }
            ul(.class("jm-rows jm-anchor-rows")) {
                for row in section.rows {
                    li(.class("jm-row")) {
                        span(.class("jm-row-title")) { row.title }
                        span(.class("jm-row-meta")) { row.detail }
                    }
                }
                for row in section.anchorRows { AnchorRowView.render(row, csrf: csrf) }
            }
        }
    }
}

/// One AN-09 row: a plain instance or a group.
enum AnchorRowView {
    static func render(_ row: AnchorTodayRow, csrf: String) -> Node {
        if let instance = row.instance {
            return li(.class("jm-anchor-row")) { instanceBody(instance, csrf: csrf) }
        }
        return li(.class("jm-anchor-row jm-anchor-group")) {
            details(.boolean("open", if: row.isExpanded)) {
                summary(.class("jm-anchor-group-summary")) {
                    span(.class("jm-anchor-title")) { row.title }
                    if let line = row.summary { span(.class("jm-anchor-meta")) { line } }
                }
                ul(.class("jm-rows")) {
                    for member in row.members {
                        li(.class("jm-anchor-member")) { instanceBody(member, csrf: csrf) }
                    }
                }
            }
        }
    }

    static func instanceBody(_ instance: AnchorInstanceModel, csrf: String) -> Node {
        div(
            .class("jm-anchor is-\(instance.status)"), .id(ReminderLinks.anchorRowID(instance.id)), .data("instance", instance.id),
            .data("status", instance.status)
        ) {
            div(.class("jm-anchor-line")) {
                span(.class("jm-anchor-title")) { instance.title }
                span(.class("jm-anchor-window")) { instance.windowText }
                span(.class("jm-anchor-status")) { instance.statusText }
            }
            progress(
                .class("jm-window-bar"), .value(String(instance.windowBarPercent)), .attr("max", "100"),
                .aria("label", "\(instance.windowBarPercent) % of the window has passed")
            ) { "\(instance.windowBarPercent) %" }
            if !instance.actions.isEmpty {
                if instance.status == "upcoming" {
                    details(.class("jm-anchor-more")) {
                        summary { "Mark ahead" }
                        actions(instance, csrf: csrf)
                    }
                } else {
                    actions(instance, csrf: csrf)
                }
            }
        }
    }

    static func actions(_ instance: AnchorInstanceModel, csrf: String) -> Node {
        Node.fragment([
            form(.method("post"), .action(instance.markPath), .class("jm-anchor-actions")) {
                JamaalPage.csrfField(csrf)
                input(.type("hidden"), .name(AnchorMarkForm.CodingKeys.instance), .value(instance.id))
                for action in instance.actions {
                    button(
                        .type("submit"), .name(AnchorMarkForm.CodingKeys.outcome), .value(action.outcome),
                        .class(action.isCurrent ? "jm-button small current" : "jm-button small"),
                        .boolean("disabled", if: !action.isEnabled),
                        .attr("aria-pressed", action.isCurrent ? "true" : "false"), .aria("label", "\(action.label): \(instance.title)")
                    ) { action.label }
                }
            },
            Node.fragment(
                instance.actions.compactMap { $0.isEnabled ? nil : $0.note }.map { note in p(.class("jm-hint jm-anchor-why")) { note } }),
        ])
    }
}
