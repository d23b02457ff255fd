import HTML
import QuranFlowScreens

/// The HTML of the student's feedback (SakSubmissionFeedback) and practice (SakRecPractice / SakRecPracticeReview).
enum FeedbackView {
    static func content(_ screen: FeedbackScreen, csrfToken: String) -> Node {
        div(.class("feedback-screen"), .data("csrf", csrfToken), .data("played", screen.playedPath ?? "")) {
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { "Feedback" }
                p(.class("feedback-status")) {
                    Parts.visuallyHidden("Status: ")
                    Parts.pill(screen.status)
                    if let outcome = screen.outcome { span(.class("outcome muted")) { " · \(outcome)" } }
                }
            }
            LoopParts.passage(screen.passage, cite: screen.passage.citation, markable: false)
            section(.class("card ink coach-note"), .aria("labelledby", "coach-title")) {
                h2(.id("coach-title"), .class("hero-title")) { screen.coachTitle }
                p(.class("hero-meta")) { screen.coachMeta }
                if let note = screen.note {
                    LoopParts.recording(note, id: "coach-note", label: screen.coachTitle, markers: screen.marks)
                } else if let preparing = screen.notePreparing {
                    p(.class("hero-meta preparing"), .attr("role", "status")) { preparing }
                }
            }
            if !screen.marks.isEmpty {
                section(.class("feedback-marks"), .aria("labelledby", "corrections-title")) {
                    h2(.id("corrections-title"), .class("section-title")) { "Notes & corrections" }
                    ol(.class("card list mark-list")) {
                        screen.marks.prefix(3).map { LoopParts.markItem($0, audio: screen.recording == nil ? nil : "own-recording") }
                    }
                    if let more = screen.moreMarksLabel {
                        details(.class("more-marks")) {
                            summary { more }
                            ol(.class("card list mark-list"), .attr("start", "4")) {
                                screen.marks.dropFirst(3).map {
                                    LoopParts.markItem($0, audio: screen.recording == nil ? nil : "own-recording")
                                }
                            }
                        }
                    }
                }
            }
            if !screen.notes.isEmpty {
                section(.class("feedback-notes"), .aria("labelledby", "notes-title")) {
                    h2(.id("notes-title"), .class("section-title")) { "From your coach" }
                    ul(.class("card list note-list")) {
                        screen.notes.map { note in
                            li(.class("note-row")) {
                                if let playhead = note.playhead { span(.class("note-audience")) { playhead } }
                                p(.class("note-text")) { note.text }
                            }
                        }
                    }
                }
            }
            if let recording = screen.recording {
                section(.class("card"), .aria("label", "Your recording")) {
                    LoopParts.recording(recording, id: "own-recording", label: "Your recording")
                }
            }
            if !screen.takes.isEmpty {
                section(.class("feedback-takes"), .aria("labelledby", "takes-title")) {
                    h2(.id("takes-title"), .class("section-title")) { "Your practice takes" }
                    ul(.class("card list")) {
                        screen.takes.map { take in
                            li(.class("take-row")) {
                                p {
                                    take.label; " · "; take.audio.durationLabel
                                }
                                audio(
                                    .attr("controls", "controls"), .attr("preload", "none"), .src(take.audio.src),
                                    .aria("label", take.label))
                            }
                        }
                    }
                }
            }
            div(.class("feedback-actions")) {
                if let practice = screen.practice { Parts.actionLink(practice, class: "button primary practice") }
                if let heard = screen.markHeard {
                    form(.action(heard), .method("post"), .class("inline-form")) {
                        PageFrame.csrfField(csrfToken)
                        button(.type("submit"), .class("secondary")) { "Mark as heard" }
                    }
                }
                if let reply = screen.voiceReply { Parts.actionLink(reply, class: "button secondary voice-reply") }
            }
        }
    }

    static func practice(_ screen: PracticeScreen, csrfToken: String) -> Node {
        div(
            .class("practice-screen"), .data("csrf", csrfToken), .data("upload", screen.uploadPath),
            .data("done", screen.feedback?.href ?? "")
        ) {
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting"), .id("practice-title")) { screen.title }
                p(.class("muted")) { screen.stepLabel }
                ol(.class("step-dots"), .aria("label", screen.stepLabel)) {
                    screen.steps.map { step in
                        li(.class("step-dot" + (step.isDone ? " done" : "") + (step.isCurrent ? " current" : ""))) {
                            a(.href(step.href), .aria("label", "Correction \(step.markNumber)" + (step.isDone ? ", practised" : ""))) { "" }
                        }
                    }
                }
            }
            section(.class("card passage-card compact")) {
                p(.class("eyebrow passage-cite")) { screen.fragmentCite }
                p(.class("passage-ayah fragment"), .lang("ar"), .dir(.rtl)) { span(.class("word correction")) { screen.fragment } }
                p(.class("correction-text"), .dir(.ltr)) { screen.correction }
            }
            if let clip = screen.clip {
                section(.class("card clip-card"), .aria("label", screen.clipTitle)) {
                    button(
                        .type("button"), .class("play-chip clip-play"), .data("play", "clip"), .data("seek", String(screen.clipStart)),
                        .data("stop", String(screen.clipStart + PracticeScreen.clipSeconds))
                    ) { "▶ " + screen.clipTitle }
                    if let meta = screen.clipMeta { p(.class("muted")) { meta } }
                    audio(.id("clip"), .attr("preload", "metadata"), .src(clip.src), .aria("label", screen.clipTitle))
                }
            }
            section(.class("practice-record"), .id("practice-ready")) {
                button(.type("button"), .class("mic-button plum"), .id("practice-mic"), .aria("label", screen.prompt)) {
                    span(.class("mic-glyph"), .aria("hidden", "true")) { "●" }
                }
                p(.class("practice-prompt")) { screen.prompt }
                p(.class("muted")) { screen.promptDetail }
                p(.class("recorder-status muted"), .aria("live", "polite")) { "" }
            }
            section(
                .class("practice-review card"), .id("practice-review"), .attr("hidden", "hidden"), .data("screen", screen.reviewScreenID)
            ) {
                h2(.class("section-title")) { screen.reviewTitle }
                audio(.id("take"), .attr("controls", "controls"), .aria("label", screen.reviewTitle))
                p(.class("muted take-length")) { "" }
                button(.type("button"), .class("primary"), .id("practice-attach")) { screen.attachLabel }
                p(.class("muted")) { screen.attachDetail }
                button(.type("button"), .class("secondary"), .id("practice-again")) { "Re-record" }
            }
            if let back = screen.feedback { Parts.actionLink(back, class: "quiet-link") }
        }
    }
}
