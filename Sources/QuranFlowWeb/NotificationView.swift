import HTML
import QuranFlowScreens

/// The HTML of the notifications sheet (SakNotifSheet / SakNotifEmpty).
enum NotificationView {
    static func content(_ sheet: NotificationSheet, csrfToken: String) -> Node {
        div(.class("notif-sheet")) {
            header(.class("screen-header notif-header")) {
                h1(.class("greeting")) { sheet.title }
                if let markAll = sheet.markAll {
                    form(.action(markAll), .method("post"), .class("inline-form")) {
                        PageFrame.csrfField(csrfToken)
                        button(.type("submit"), .class("secondary small")) { "Mark all" }
                    }
                }
            }
            if let pinned = sheet.announcements {
                a(.href(pinned.href), .class("card notif-pinned")) {
                    megaphone
                    span(.class("notif-pinned-label")) { pinned.label }
                    span(.class("chevron"), .aria("hidden", "true")) { "›" }
                }
            }
            if let title = sheet.emptyTitle {
                section(.class("card quiet empty")) {
                    h2 { title }
                    if let body = sheet.emptyBody { p { body } }
                }
            }
            if let heading = sheet.newHeading {
                h2(.class("section-title")) { heading }
                ul(.class("card list notif-list")) { sheet.new.map { row($0, csrfToken: csrfToken) } }
            }
            if let heading = sheet.earlierHeading {
                h2(.class("section-title")) { heading }
                ul(.class("card list notif-list earlier")) { sheet.earlier.map { row($0, csrfToken: csrfToken) } }
            }
            p(.class("muted notif-footer")) { sheet.footer }
        }
    }

    /// The pinned row's megaphone (decorative).
    static var megaphone: Node {
        svg(.class("notif-pinned-icon"), .attr("viewBox", "0 0 24 24"), .aria("hidden", "true"), .attr("focusable", "false")) {
            path(.attr("d", "M4 10v4h3l6 4V6L7 10zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11"))
        }
    }

    /// A row is a one-button form: opening it is a POST, which marks it read (a GET never changes anything).
    static func row(_ row: NotificationSheet.Row, csrfToken: String) -> Node {
        li(.class(row.isUnread ? "notif-row unread" : "notif-row")) {
            form(.action(row.href), .method("post"), .class("notif-open")) {
                PageFrame.csrfField(csrfToken)
                button(.type("submit"), .class("list-link notif-link")) {
                    if row.isUnread {
                        span(.class("unread-dot"), .aria("hidden", "true"))
                        span(.class("visually-hidden")) { "Unread: " }
                    }
                    span(.class("notif-main")) {
                        span(.class("notif-title")) { row.title }
                        span(.class("notif-detail muted")) { row.detail }
                    }
                    span(.class("notif-when muted")) { row.when }
                }
            }
        }
    }
}
