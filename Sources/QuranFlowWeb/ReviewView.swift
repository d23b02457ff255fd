import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The HTML of the coach's review workspace (SakCoachReview). Every control is a plain form; `loop.js` adds the
/// playhead stamps, marks and notes placed in place (``ReviewPageUpdate``), the waveform scrubbing, the audio reply
/// recorder and the activity heartbeats.
enum ReviewView {
    static func content(_ screen: CoachReviewScreen, csrfToken: String) -> Node {
        let actions = screen.actions
        return div(
            .class("review-screen"), .data("activity", actions.activity), .data("reply", actions.reply), .data("csrf", csrfToken),
            .data("sent", screen.isSent ? "1" : "0")
        ) {
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.title }
                if let record = screen.studentRecord { Parts.actionLink(record, class: "quiet-link") }
            }
            if let sent = screen.sentLine { p(.class("notice sent-line"), .role("status")) { sent } }
            if let recording = screen.recording {
                section(.class("card recording-card"), .aria("label", "Recording")) {
                    LoopParts.recording(recording, id: "recitation", label: "Recording", markers: screen.marks)
                }
            } else {
                p(.class("card quiet")) { "The recording is still being prepared." }
            }
            if screen.isSent {
                LoopParts.passage(screen.passage, cite: screen.cite, markable: false)
            } else {
                form(.action(actions.marks), .method("post"), .class("mark-form"), .id("mark-form")) {
                    PageFrame.csrfField(csrfToken)
                    input(.type("hidden"), .name(ReviewMarkForm.CodingKeys.playhead), .value("0"), .class("playhead-field"))
                    LoopParts.passage(screen.passage, cite: screen.cite, markable: true)
                    div(.class("card mark-editor"), .id("mark-editor")) {
                        p(.class("mark-chosen muted"), .id("mark-chosen"), .aria("live", "polite")) { "Tap a word to mark it." }
                        div(.class("segmented"), .role("radiogroup"), .aria("label", "Kind of mark")) {
                            screen.markKinds.map { choice in
                                label(.class("segment")) {
                                    input(
                                        .type("radio"), .name(ReviewMarkForm.CodingKeys.kind), .value(choice.value),
                                        .boolean("checked", if: choice.isSelected))
                                    span { choice.label }
                                }
                            }
                        }
                        div(.class("field")) {
                            label(.for("mark-title")) { "Short title" }
                            input(
                                .type("text"), .id("mark-title"), .name(ReviewMarkForm.CodingKeys.title), .attr("maxlength", "120"),
                                .placeholder("تَبَارَكَ — madd too short"))
                        }
                        div(.class("field")) {
                            label(.for("mark-detail")) { "Detail" }
                            input(
                                .type("text"), .id("mark-detail"), .name(ReviewMarkForm.CodingKeys.detail), .attr("maxlength", "300"),
                                .placeholder("Four counts, not two"))
                        }
                        div(.class("field")) {
                            label(.for("mark-category")) { "Tajweed category" }
                            select(.id("mark-category"), .name(ReviewMarkForm.CodingKeys.category)) {
                                screen.categories.map { choice in
                                    option(.value(choice.value), .boolean("selected", if: choice.isSelected)) { choice.label }
                                }
                            }
                        }
                        button(.type("submit"), .class("secondary")) { "Add mark" }
                    }
                }
            }
            marksSection(screen)
            section(.class("review-notes"), .aria("labelledby", "notes-title")) {
                h2(.id("notes-title"), .class("section-title")) { "Notes" }
                noteList(screen)
                if !screen.isSent {
                    form(.action(actions.notes), .method("post"), .class("card note-composer")) {
                        PageFrame.csrfField(csrfToken)
                        input(.type("hidden"), .name(ReviewNoteForm.CodingKeys.playhead), .value(""), .class("playhead-field"))
                        div(.class("segmented"), .role("radiogroup"), .aria("label", "Who sees this note")) {
                            screen.audiences.map { choice in
                                label(.class("segment")) {
                                    input(
                                        .type("radio"), .name(ReviewNoteForm.CodingKeys.audience), .value(choice.value),
                                        .boolean("checked", if: choice.isSelected))
                                    span { choice.label }
                                }
                            }
                        }
                        label(.for("note-text"), .class("visually-hidden")) { "Note" }
                        textarea(
                            .id("note-text"), .name(ReviewNoteForm.CodingKeys.text), .attr("rows", "3"),
                            .placeholder(screen.composerPlaceholder))
                        p(.class("note-status muted"), .aria("live", "polite")) { "" }
                        button(.type("submit"), .class("secondary")) { "Add note" }
                    }
                }
            }
            section(.class("card reply-card"), .aria("labelledby", "reply-title")) {
                h2(.id("reply-title"), .class("section-title")) { "Your reply" }
                if let reply = screen.reply {
                    LoopParts.recording(reply, id: "reply", label: "Your reply")
                }
                if !screen.isSent {
                    div(.class("recorder"), .data("upload", actions.reply)) {
                        button(.type("button"), .class("record-button"), .id("record-reply"), .attr("hidden", "hidden")) {
                            screen.recordLabel
                        }
                        p(.class("recorder-status muted"), .aria("live", "polite")) { "" }
                    }
                }
            }
            if !screen.isSent {
                form(.action(actions.send), .method("post"), .class("card send-form"), .id("send-form")) {
                    PageFrame.csrfField(csrfToken)
                    input(.type("hidden"), .name(SendReviewForm.CodingKeys.key), .value(screen.sendKey))
                    p(.class("attempts-line muted")) { screen.attemptsLine }
                    fieldset(screen)
                    sendControl(screen)
                }
            }
            footer(.class("review-footer muted"), .id("review-time")) { screen.footer }
        }
    }

    /// "Your marks": the list the script replaces in place when a mark is placed.
    static func marksSection(_ screen: CoachReviewScreen) -> Node {
        section(.class("review-marks"), .aria("labelledby", "marks-title")) {
            h2(.id("marks-title"), .class("section-title")) { "Your marks" }
            if screen.marks.isEmpty {
                p(.class("muted")) { "No marks yet." }
            } else {
                ol(.class("card list mark-list")) {
                    screen.marks.map { LoopParts.markItem($0, audio: screen.recording == nil ? nil : "recitation") }
                }
            }
        }
    }

    /// The notes written so far (the script replaces the list in place when a note is added).
    static func noteList(_ screen: CoachReviewScreen) -> Node {
        div(.class("note-list-box"), .id("note-list")) {
            if !screen.notes.isEmpty {
                ul(.class("card list note-list")) {
                    screen.notes.map { note in
                        li(.class(note.isPrivate ? "note-row private" : "note-row")) {
                            span(.class("note-audience")) {
                                note.audience; note.playhead.map { " · \($0)" } ?? ""
                            }
                            p(.class("note-text")) { note.text }
                        }
                    }
                }
            }
        }
    }

    /// Send, or — while the review carries nothing for the student — Send disabled under the words saying what is missing.
    static func sendControl(_ screen: CoachReviewScreen) -> Node {
        div(.class("send-control"), .id("send-control")) {
            if let blocker = screen.sendBlocker {
                p(.class("send-blocker"), .id("send-blocker")) { blocker }
                button(.type("submit"), .class("primary"), .boolean("disabled", if: true), .aria("describedby", "send-blocker")) {
                    "Send"
                }
            } else {
                button(.type("submit"), .class("primary")) { "Send" }
            }
        }
    }

    static func fieldset(_ screen: CoachReviewScreen) -> Node {
        el("fieldset", .class("segmented outcome")) {
            el("legend", .class("visually-hidden")) { "Outcome" }
            screen.outcomes.map { choice in
                label(.class("segment")) {
                    input(
                        .type("radio"), .name(SendReviewForm.CodingKeys.outcome), .value(choice.value),
                        .boolean("checked", if: choice.isSelected))
                    span { choice.label }
                }
            }
        }
    }
}
