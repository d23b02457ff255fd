import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The pages of announcements: the student's board (SakAnnouncements) and the authors' page.
public enum AnnouncementPages {
    /// The board in the student's shell.
    ///
    /// ```swift
    /// AnnouncementPages.board(screen, shell: StudentShell.make(current: .today, destinations: .current))
    /// ```
    public static func board(_ screen: AnnouncementsScreen, shell: StudentShell) -> String {
        ShellView.page(title: screen.title, tabs: shell.tabs, navLabel: "Student tabs") {
            AnnouncementBoardView.content(screen, headingLevel: 1)
        }
    }

    /// The authors' page: in the coach's shell, or a plain page for an admin (`shell` nil).
    public static func manage(_ screen: AnnouncementManageScreen, shell: CoachShell?, csrfToken: String) -> String {
        let content = AnnouncementManageView.content(screen, csrfToken: csrfToken)
        guard let shell else {
            return PageFrame.document(title: screen.title, bodyClass: "paper admin") {
                main(.id("main"), .class("admin-main announcements-manage")) { content }
            }
        }
        return ShellView.page(title: screen.title, tabs: shell.tabs, navLabel: "Coach tabs") {
            div(.class("announcements-manage")) { content }
        }
    }
}

/// The HTML of a board (also the preview on the authors' page, one heading level down).
enum AnnouncementBoardView {
    static func content(_ screen: AnnouncementsScreen, headingLevel: Int) -> Node {
        let sub = headingLevel == 1 ? "h2" : "h4"
        return div(.class("ann-board")) {
            header(.class("screen-header ann-header")) {
                el(headingLevel == 1 ? "h1" : "h3", .class(headingLevel == 1 ? "greeting" : "ann-preview-title")) { screen.title }
                if headingLevel == 1 {
                    a(.href(screen.notificationsHref), .class("ann-bell"), .aria("label", "Notifications")) { bell }
                }
            }
            nav(.class("ann-chips"), .aria("label", "Filter announcements")) {
                ul {
                    screen.chips.map { chip in
                        li {
                            if chip.isCurrent {
                                a(.href(chip.href), .class("ann-chip is-current"), .aria("current", "page")) { chip.label }
                            } else {
                                a(.href(chip.href), .class("ann-chip")) { chip.label }
                            }
                        }
                    }
                }
            }
            screen.pinned.map { post in
                article(.class("card ann-pinned"), .id("a-\(post.id)")) { body(post, heading: sub) }
            }
            screen.thisWeekHeading.map { heading in el(sub, .class("section-title")) { heading } } ?? .empty
            screen.thisWeek.isEmpty ? .empty : ul(.class("card list ann-list")) { screen.thisWeek.map(row) }
            screen.earlierHeading.map { heading in el(sub, .class("section-title")) { heading } } ?? .empty
            screen.earlier.isEmpty ? .empty : ul(.class("card list ann-list earlier")) { screen.earlier.map(row) }
            screen.emptyLine.map { line in p(.class("card quiet ann-empty")) { line } } ?? .empty
            p(.class("muted ann-footer")) {
                screen.footer.text
                a(.href(screen.footer.href)) { screen.footer.link }
            }
        }
    }

    static func row(_ post: AnnouncementsScreen.Post) -> Node {
        li(.class(post.isUnread ? "ann-row unread" : "ann-row"), .id("a-\(post.id)")) { body(post, heading: "p") }
    }

    static func body(_ post: AnnouncementsScreen.Post, heading: String) -> Node {
        Node.fragment([
            p(.class("ann-tags")) {
                span(.class("chip")) { post.audience }
                post.kindLabel.map { label in span(.class("chip ann-kind")) { label } } ?? .empty
            },
            el(heading, .class("ann-title")) {
                if post.isUnread {
                    span(.class("unread-dot"), .aria("hidden", "true"))
                    span(.class("visually-hidden")) { "Unread: " }
                }
                post.title
            },
            post.body.isEmpty ? .empty : p(.class("ann-body"), .dir(.auto)) { post.body },
            p(.class("ann-byline muted")) { time(.datetime(post.publishedAt)) { post.byline } },
        ])
    }

    static var bell: Node {
        svg(.class("ann-bell-icon"), .attr("viewBox", "0 0 24 24"), .aria("hidden", "true"), .attr("focusable", "false")) {
            path(.attr("d", "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"))
        }
    }
}

/// The HTML of the authors' page.
enum AnnouncementManageView {
    static func content(_ screen: AnnouncementManageScreen, csrfToken: String) -> Node {
        Node.fragment([
            a(.href(screen.backHref), .class("back-link")) { screen.backLabel },
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.title }
            },
            form(.action(screen.formAction), .method("post"), .class("card ann-form"), .aria("labelledby", "ann-form-title")) {
                h2(.id("ann-form-title"), .class("ann-form-title")) { screen.formHeading }
                PageFrame.csrfField(csrfToken)
                if let error = screen.error { p(.class("field-error"), .role("alert"), .id("ann-error")) { error } }
                field("Title", name: "title", screen: screen) {
                    input(
                        .type("text"), .id("ann-title"), .name(AnnouncementForm.CodingKeys.title), .value(screen.form.title),
                        .attr("maxlength", "120"))
                }
                field("Text", name: "body", screen: screen) {
                    textarea(.id("ann-body"), .name(AnnouncementForm.CodingKeys.body), .attr("rows", "4"), .attr("maxlength", "2000")) {
                        screen.form.body
                    }
                }
                field("Audience", name: "audience", screen: screen) {
                    select(.id("ann-audience"), .name(AnnouncementForm.CodingKeys.audience)) {
                        screen.audiences.map { choice in
                            option(.value(choice.value), .boolean("selected", if: choice.isSelected)) { choice.label }
                        }
                    }
                }
                field("Kind", name: "kind", screen: screen) {
                    select(.id("ann-kind"), .name(AnnouncementForm.CodingKeys.kind)) {
                        screen.kinds.map { choice in
                            option(.value(choice.value), .boolean("selected", if: choice.isSelected)) { choice.label }
                        }
                    }
                }
                field("Publish at (empty: now)", name: "publish_at", screen: screen) {
                    input(
                        .type("datetime-local"), .id("ann-publish_at"), .name(AnnouncementForm.CodingKeys.publishAt),
                        .value(screen.form.publishAt))
                }
                p(.class("muted ann-zone")) { screen.zoneNote }
                div(.class("ann-pin-field")) {
                    input(
                        .type("checkbox"), .id("ann-pinned"), .name(AnnouncementForm.CodingKeys.pinned), .value("1"),
                        .boolean("checked", if: screen.form.pinned))
                    label(.for("ann-pinned")) { "Pin to the top of the board" }
                }
                div(.class("ann-form-actions")) {
                    button(.type("submit"), .class("primary")) { screen.submitLabel }
                    screen.cancelHref.map { href in a(.href(href), .class("button secondary")) { "Cancel" } } ?? .empty
                }
            },
            h2(.class("section-title")) { "Posts" },
            screen.rows.isEmpty
                ? p(.class("card quiet")) { "Nothing posted yet." }
                : ul(.class("card list ann-manage-list")) { screen.rows.map { row($0, csrfToken: csrfToken) } },
            section(.class("card ann-preview"), .aria("labelledby", "ann-preview-heading")) {
                h2(.id("ann-preview-heading"), .class("ann-form-title")) { "Preview as a student" }
                form(.action(screen.previewAction), .method("get"), .class("ann-preview-form")) {
                    label(.for("ann-preview-student")) { "Student" }
                    select(.id("ann-preview-student"), .name(AnnouncementManageQuery.CodingKeys.preview)) {
                        screen.students.map { choice in
                            option(.value(choice.value), .boolean("selected", if: choice.isSelected)) { choice.label }
                        }
                    }
                    button(.type("submit"), .class("secondary small")) { "Preview" }
                }
                if let board = screen.preview, let name = screen.previewName {
                    p(.class("muted")) { "\(name)'s board, exactly as she sees it now:" }
                    div(.class("ann-preview-board")) { AnnouncementBoardView.content(board, headingLevel: 3) }
                }
            },
        ])
    }

    static func field(_ title: String, name: String, screen: AnnouncementManageScreen, @NodeBuilder _ control: () -> Node) -> Node {
        div(.class("field")) {
            label(.for("ann-\(name)")) { title }
            control()
            if screen.errorField == name, let error = screen.error { p(.class("field-error")) { error } }
        }
    }

    static func row(_ row: AnnouncementManageScreen.Row, csrfToken: String) -> Node {
        li(.class("ann-manage-row"), .id("m-\(row.id)")) {
            div(.class("ann-manage-main")) {
                p(.class("ann-title")) { row.title }
                p(.class("muted ann-manage-meta")) { "\(row.state) · \(row.tags)" }
                p(.class("muted ann-manage-meta")) { row.byline }
            }
            div(.class("ann-manage-actions")) {
                row.editHref.map { href in
                    a(.href(href), .class("button secondary small"), .aria("label", "Edit “\(row.title)”")) { "Edit" }
                }
                    ?? .empty
                if let action = row.pinAction, let label = row.pinLabel {
                    form(.action(action), .method("post"), .class("inline-form")) {
                        PageFrame.csrfField(csrfToken)
                        button(.type("submit"), .class("secondary small"), .aria("label", "\(label) “\(row.title)”")) { label }
                    }
                }
                if let action = row.unpublishAction {
                    form(.action(action), .method("post"), .class("inline-form")) {
                        PageFrame.csrfField(csrfToken)
                        button(.type("submit"), .class("secondary small danger"), .aria("label", "Unpublish “\(row.title)”")) {
                            "Unpublish"
                        }
                    }
                }
            }
        }
    }
}
