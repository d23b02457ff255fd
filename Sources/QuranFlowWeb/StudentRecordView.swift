import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The HTML of the coach's student record (SakCoachStudent).
enum StudentRecordView {
    static func content(_ screen: CoachStudentScreen, csrfToken: String) -> Node {
        Node.fragment([
            header(.class("screen-header identity-strip")) {
                Parts.avatar(screen.initial)
                div {
                    h1(.class("greeting")) { Parts.isolated(screen.name) }
                    p(.class("muted")) { screen.identity }
                }
                screen.message.map { Parts.actionLink($0, class: "button secondary header-action") } ?? .empty
            },
            section(.aria("labelledby", "working-title")) {
                h2(.id("working-title"), .class("section-title")) { screen.workingOnTitle }
                if screen.workingOn.isEmpty {
                    p(.class("muted")) { "Nothing yet — tags appear once reviews have corrections." }
                } else {
                    ul(.class("tag-row")) {
                        screen.workingOn.map { tag in
                            li(.class("tag")) {
                                span(.class("tag-label")) { tag.label }
                                span(.class("tag-count muted")) { tag.explanation }
                            }
                        }
                    }
                }
            },
            section(.aria("labelledby", "history-title")) {
                h2(.id("history-title"), .class("section-title")) { "Submissions" }
                ul(.class("card list history-list")) {
                    screen.history.map { row in
                        li(.class("history-row")) {
                            div(.class("history-line")) {
                                if let open = row.open {
                                    a(.href(open.href), .class("history-week")) { row.week }
                                } else {
                                    span(.class("history-week")) { row.week }
                                }
                                if let attempt = row.attempt { span(.class("muted")) { attempt } }
                                Parts.pill(row.status)
                            }
                            if !row.takes.isEmpty {
                                ul(.class("take-list")) {
                                    row.takes.map { take in
                                        li(.class("take-row")) {
                                            p(.class("muted")) {
                                                Parts.isolated(take.label); " · "; take.audio.durationLabel
                                            }
                                            audio(
                                                .attr("controls", "controls"), .attr("preload", "none"), .src(take.audio.src),
                                                .aria("label", take.label))
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            },
            screen.reopen.map { reopen($0, csrfToken: csrfToken) } ?? Node.empty,
            section(.aria("labelledby", "coach-notes-title")) {
                h2(.id("coach-notes-title"), .class("section-title")) { screen.notesTitle }
                p(.class("muted")) { screen.notesDetail }
                if !screen.notes.isEmpty {
                    ul(.class("card list note-list")) {
                        screen.notes.map { note in
                            li(.class("note-row")) {
                                span(.class("note-audience")) {
                                    note.author; " · "; note.when
                                }
                                p(.class("note-text")) { note.body }
                            }
                        }
                    }
                }
                form(.action(screen.addNotePath), .method("post"), .class("card note-composer")) {
                    PageFrame.csrfField(csrfToken)
                    label(.for("coach-note-text"), .class("visually-hidden")) { "Coach note" }
                    textarea(
                        .id("coach-note-text"), .name(StudentNoteForm.CodingKeys.text), .attr("rows", "2"),
                        .placeholder("Add a note every coach of this student will see…"))
                    button(.type("submit"), .class("secondary")) { "Add note" }
                }
            },
        ])
    }

    /// "Reopen a closed week": week, end in the student's zone, and the reopenings still active.
    static func reopen(_ control: WeekReopenControl, csrfToken: String) -> Node {
        section(.aria("labelledby", "reopen-title"), .class("reopen")) {
            h2(.id("reopen-title"), .class("section-title")) { control.title }
            p(.class("muted")) { control.detail }
            if !control.active.isEmpty {
                ul(.class("card list reopen-list")) {
                    control.active.map { line in li(.class("reopen-row")) { line } }
                }
            }
            form(.action(control.actionPath), .method("post"), .class("card reopen-form")) {
                PageFrame.csrfField(csrfToken)
                label(.for("reopen-week")) { "Week" }
                select(.id("reopen-week"), .name(ReopenWeekForm.CodingKeys.week)) {
                    control.weeks.map { choice in option(.value(String(choice.week))) { choice.label } }
                }
                label(.for("reopen-until")) { control.untilLabel }
                input(
                    .id("reopen-until"), .name(ReopenWeekForm.CodingKeys.until), .type("datetime-local"), .value(control.defaultUntil),
                    .attr("required", "required"))
                button(.type("submit"), .class("secondary")) { control.button }
            }
        }
    }
}
