import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The pages of messaging: a thread (either side) and the coach's Messages list.
public enum MessagePages {
    /// Whose shell a thread sits in.
    public enum Shell: Sendable {
        case student(StudentShell)
        case coach(CoachShell)

        var tabs: [TabItem] {
            switch self {
            case .student(let shell): shell.tabs
            case .coach(let shell): shell.tabs
            }
        }

        var navLabel: String {
            if case .coach = self { return "Coach tabs" }
            return "Student tabs"
        }
    }

    /// A thread (SakMessageThread): its days, bubbles and composer.
    ///
    /// ```swift
    /// MessagePages.thread(screen, shell: .student(shell), csrfToken: token)
    /// ```
    public static func thread(_ screen: MessageThreadScreen, shell: Shell, csrfToken: String) -> String {
        ShellView.page(title: screen.title, tabs: shell.tabs, navLabel: shell.navLabel, scripts: ["messages.js", "recorder.js"]) {
            MessageThreadView.content(screen, csrfToken: csrfToken)
        }
    }

    /// The coach's Messages list.
    public static func coachList(_ screen: CoachMessagesScreen, shell: CoachShell) -> String {
        ShellView.page(title: screen.title, tabs: shell.tabs, navLabel: "Coach tabs") {
            MessageThreadView.list(screen)
        }
    }
}

/// The HTML of a thread and of the coach's list.
enum MessageThreadView {
    static func content(_ screen: MessageThreadScreen, csrfToken: String) -> Node {
        Node.fragment([
            Parts.actionLink(screen.back, class: "back-link"),
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { Parts.isolated(screen.title) }
            },
            screen.earlier.map { Parts.actionLink($0, class: "button secondary earlier") } ?? .empty,
            screen.emptyLine.map { line in p(.class("card quiet thread-empty")) { line } } ?? .empty,
            section(
                .class("thread"), .aria("label", "Messages with \(screen.title)"), .attr("aria-live", "polite"),
                .data("events", screen.eventsURL ?? "")
            ) {
                screen.days.map { day in
                    div(.class("thread-day")) {
                        p(.class("thread-divider")) { day.divider }
                        ol(.class("bubbles")) {
                            day.bubbles.map { bubble in
                                Self.bubble(bubble)
                            }
                        }
                    }
                }
            },
            composer(screen, csrfToken: csrfToken),
        ])
    }

    /// One message: text, or a voice note (waveform, length, a player), with its "About Week 7 feedback" line.
    static func bubble(_ bubble: MessageThreadScreen.Bubble) -> Node {
        li(.class("bubble \(bubble.side)" + (bubble.isMine ? " mine" : "") + (bubble.voice == nil ? "" : " voice")), .id("m-\(bubble.id)"))
        {
            if let link = bubble.aboutLink {
                Parts.actionLink(link, class: "bubble-about")
            } else if let about = bubble.about {
                p(.class("bubble-about")) { about }
            }
            if let voice = bubble.voice {
                div(.class("voice-note")) {
                    LoopParts.wave(voice.peaks, class: "wave voice-wave")
                    span(.class("voice-duration")) { voice.durationLabel }
                }
                // The stored voice is a normalised .m4a with its length in the header: "metadata" lets the player show
                // "0:00 / 0:22" before it is played, never "0:00 / 0:00".
                audio(
                    .attr("controls", "controls"), .attr("preload", "metadata"), .src(voice.src),
                    .aria("label", "Voice message, \(voice.durationLabel)"))
            } else {
                p(.class("bubble-text"), .dir(.auto)) { bubble.text }
            }
            time(.datetime(bubble.sentAt), .class("bubble-time")) { bubble.time }
        }
    }

    /// The composer: the weekly-limit line first (its own line above the field, so it shows at every width), the
    /// text form, then the voice row. At the cap it stays, closed (disabled, posting nowhere), with the line saying
    /// when the next message opens — information, not a wall.
    static func composer(_ screen: MessageThreadScreen, csrfToken: String) -> Node {
        let capLine = screen.capLine.map { line in p(.class("cap-line"), .id("cap-line")) { line } } ?? .empty
        guard let url = screen.sendURL else {
            return div(.class("card composer-card is-closed")) {
                capLine
                div(.class("composer")) {
                    label(.for("message-body"), .class("visually-hidden")) { "Message" }
                    textarea(
                        .id("message-body"), .attr("rows", "2"), .boolean("disabled"), .attr("placeholder", screen.placeholder),
                        .aria("describedby", "cap-closed")
                    ) { "" }
                    div(.class("composer-row")) {
                        button(.type("button"), .class("button primary"), .boolean("disabled")) { "Send" }
                    }
                }
                screen.closedLine.map { line in p(.class("cap-closed"), .id("cap-closed"), .role("status")) { line } } ?? .empty
            }
        }
        return div(.class("card composer-card")) {
            capLine
            if let voice = screen.voice, voice.aboutSubmissionID != nil {
                // A "Voice reply" from Feedback ready: the voice row comes first, naming what it answers.
                voiceComposer(voice, csrfToken: csrfToken)
            }
            form(.action(url), .method("post"), .class("composer")) {
                PageFrame.csrfField(csrfToken)
                label(.for("message-body"), .class("visually-hidden")) { "Message" }
                textarea(
                    .id("message-body"), .name(MessageForm.CodingKeys.body), .attr("rows", "3"), .attr("maxlength", "2000"),
                    .attr("required", ""),
                    .attr("placeholder", screen.placeholder), .dir(.auto)
                ) { "" }
                div(.class("composer-row")) {
                    button(.type("submit"), .class("button primary")) { "Send" }
                }
            }
            if let voice = screen.voice, voice.aboutSubmissionID == nil {
                voiceComposer(voice, csrfToken: csrfToken)
            }
        }
    }

    /// The voice row: recorded in the browser by `recorder.js` (level, listen back, re-record, send); without the
    /// script, a file form posts a recording made elsewhere.
    static func voiceComposer(_ voice: MessageThreadScreen.VoiceComposer, csrfToken: String) -> Node {
        div(
            .class("voice-composer"), .id("voice-composer"), .data("recorder", ""), .data("upload", voice.uploadURL),
            .data("csrf", csrfToken), .data("max-seconds", String(voice.maxSeconds)), .data("field", "recording")
        ) {
            // The fallback form's `about` field also goes with a recorded take (recorder.js sends every named input).
            if let label = voice.aboutLabel { p(.class("voice-about eyebrow")) { label } }
            div(.class("voice-state"), .data("rec", "ready")) {
                button(.type("button"), .class("voice-mic"), .data("rec", "mic")) {
                    span(.class("mic-glyph"), .aria("hidden", "true"))
                    voice.aboutLabel == nil ? "Record a voice message" : "Record your voice reply"
                }
                span(.class("voice-limit muted")) { "Up to \(voice.maxSeconds / 60) minutes" }
            }
            div(.class("voice-state"), .data("rec", "permission"), .boolean("hidden")) {
                p { "To send a voice message, let this page use your microphone." }
                button(.type("button"), .class("button primary"), .data("rec", "allow-mic")) { "Allow microphone" }
                button(.type("button"), .class("text-link"), .data("rec", "open-settings")) { "It's blocked — how do I allow it?" }
                p(.class("quiet"), .data("rec", "settings-help"), .boolean("hidden")) {
                    "Open your browser's site settings for this page (the icon left of the address), allow the microphone, then try again."
                }
            }
            div(.class("voice-state voice-recording"), .data("rec", "recording"), .boolean("hidden")) {
                p(.class("live")) {
                    span(.class("live-dot"), .aria("hidden", "true"))
                    span { "Recording" }
                    " "
                    Parts.elapsedClock(.class("elapsed"), .data("rec", "elapsed"))
                    span(.class("muted")) { " of \(AudioCard.clock(Double(voice.maxSeconds)))" }
                }
                div(.class("level"), .aria("hidden", "true")) { span(.class("level-bar"), .data("rec", "level")) }
                button(.type("button"), .class("button secondary"), .data("rec", "stop")) { "Stop" }
            }
            div(.class("voice-state"), .data("rec", "review"), .boolean("hidden")) {
                p {
                    "Listen back "
                    span(.class("row-meta"), .data("rec", "review-duration")) { "" }
                }
                audio(.boolean("controls"), .attr("preload", "auto"), .data("rec", "review-audio"), .aria("label", "Your voice message"))
                div(.class("actions")) {
                    button(.type("button"), .class("button secondary"), .data("rec", "rerecord")) { "Re-record" }
                    button(.type("button"), .class("button primary"), .data("rec", "submit"), .data("sending", "Sending…")) {
                        "Send voice message"
                    }
                }
                button(.type("button"), .class("text-link"), .data("rec", "cancel")) { "Discard" }
            }
            p(.class("form-error"), .role("alert"), .data("rec", "error"), .boolean("hidden")) { "" }
            details(.class("file-fallback")) {
                summary { "Or send a recording you made" }
                form(.action(voice.uploadURL), .method("post"), .attr("enctype", "multipart/form-data")) {
                    PageFrame.csrfField(csrfToken)
                    if let about = voice.aboutSubmissionID {
                        input(.type("hidden"), .name(VoiceMessageForm.CodingKeys.about), .value(about))
                    }
                    label(.class("visually-hidden"), .for("voice-file")) { "Voice message file" }
                    input(
                        .type("file"), .id("voice-file"), .name(VoiceMessageForm.CodingKeys.recording),
                        .attr("accept", "audio/webm,audio/mp4,audio/x-m4a,.webm,.m4a"),
                        .boolean("required"))
                    button(.type("submit"), .class("button secondary")) { "Send voice message" }
                }
            }
        }
    }

    static func list(_ screen: CoachMessagesScreen) -> Node {
        Node.fragment([
            Parts.actionLink(screen.back, class: "back-link"),
            header(.class("screen-header")) {
                h1(.class("greeting")) { screen.title }
            },
            section(.class("card ink stat-hero"), .aria("label", "Waiting")) {
                p(.class("hero-title")) { screen.hero }
                p(.class("hero-meta")) { screen.promise }
            },
            screen.emptyLine.map { line in p(.class("card quiet")) { line } } ?? .empty,
            ul(.class("card thread-list")) {
                screen.rows.map { row in
                    li(.class(row.isOverdue ? "thread-row is-overdue" : "thread-row")) {
                        a(.href(row.open.href), .class("thread-link")) {
                            Parts.avatar(row.initial)
                            span(.class("thread-main")) {
                                span(.class("thread-name")) { Parts.isolated(row.studentName) }
                                span(.class("thread-preview"), .dir(.auto)) { row.preview }
                            }
                            span(.class("thread-meta")) {
                                if let waiting = row.waiting { span(.class("thread-waiting")) { waiting } }
                                if row.unread > 0 { span(.class("unread-count")) { "\(row.unread) new" } }
                            }
                        }
                    }
                }
            },
        ])
    }
}
