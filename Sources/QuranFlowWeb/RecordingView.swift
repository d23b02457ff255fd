import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The HTML of recording: the shared header with the attempts, the passage, and one section per state. The server
/// shows Ready (or No attempts); `recorder.js` reveals Permission, Recording and Review as the student moves on, and
/// without the script a plain file form still submits.
enum RecordingView {
    static func content(_ screen: RecordingScreen, csrfToken: String) -> Node {
        Node.fragment([
            recHeader(screen.header, close: screen.close),
            screen.verse.map { verse in
                figure(.class("card verse-card compact")) {
                    p(.class("verse-arabic"), .lang("ar"), .dir(.rtl)) { verse.arabic }
                    figcaption(.class("verse-citation")) { verse.citation }
                }
            } ?? .empty,
            body(screen, csrfToken: csrfToken),
        ])
    }

    static func recHeader(_ header: AttemptsHeader, close: ScreenAction?) -> Node {
        HTML.header(.class("rec-header")) {
            if let close { a(.href(close.href), .class("close"), .aria("label", "Close")) { "×" } }
            h1(.class("rec-title")) { header.title }
            div(.class(header.isDanger ? "attempts danger" : "attempts")) {
                span(.class("attempts-caption")) { header.caption }
                span(.class("dots"), .aria("hidden", "true")) { header.dots.map { span(.class($0 ? "dot left" : "dot")) } }
                span(.class("attempts-label")) { header.label }
            }
        }
    }

    @NodeBuilder
    static func body(_ screen: RecordingScreen, csrfToken: String) -> Node {
        if let none = screen.noAttempts {
            section(.class("rec-state no-attempts"), .data("state", "SakRecNoAttempts")) {
                span(.class("mic crossed"), .aria("hidden", "true"))
                h2(.class("rec-state-title")) { none.title }
                p { none.body }
                p { span(.class("pill date")) { none.datePill } }
                p(.class("quiet")) { none.reassurance }
                if let notes = none.notes { Parts.actionLink(notes, class: "button secondary") }
            }
        } else if let blocker = screen.blocker {
            section(.class("rec-state blocked")) { p(.class("blocker")) { blocker } }
        } else {
            div(
                .id("recorder"), .class("recorder"), .data("recorder", ""), .data("upload", screen.apiUploadURL), .data("csrf", csrfToken),
                .data("max-seconds", String(screen.maxSeconds))
            ) {
                section(.id("rec-ready"), .data("rec", "ready"), .class("rec-state ready"), .data("state", "SakRecReady")) {
                    button(
                        .type("button"), .id("mic"), .data("rec", "mic"), .class("mic breathing"), .aria("label", screen.ready.buttonLabel))
                    p(.class("rec-prompt")) { screen.ready.prompt }
                }
                section(
                    .id("rec-permission"), .data("rec", "permission"), .class("rec-state permission"), .data("state", "SakRecPermission"),
                    .boolean("hidden")
                ) {
                    span(.class("mic halo"), .aria("hidden", "true"))
                    h2(.class("rec-state-title")) { screen.permission.title }
                    p { screen.permission.body }
                    button(.type("button"), .id("allow-mic"), .data("rec", "allow-mic"), .class("button primary")) {
                        screen.permission.allow
                    }
                    button(.type("button"), .id("open-settings"), .data("rec", "open-settings"), .class("text-link")) {
                        screen.permission.settings
                    }
                    p(.id("settings-help"), .data("rec", "settings-help"), .class("quiet"), .boolean("hidden")) {
                        screen.permission.settingsHelp
                    }
                }
                section(
                    .id("rec-recording"), .data("rec", "recording"), .class("rec-state recording"), .data("state", "SakRecRecording"),
                    .boolean("hidden")
                ) {
                    p(.class("live")) {
                        span(.class("live-dot"), .aria("hidden", "true"))
                        span { screen.recording.live }
                        " "
                        Parts.elapsedClock(.id("elapsed"), .data("rec", "elapsed"), .class("elapsed"))
                    }
                    div(.class("level"), .aria("hidden", "true")) { span(.id("level-bar"), .data("rec", "level"), .class("level-bar")) }
                    button(.type("button"), .id("stop"), .data("rec", "stop"), .class("mic stop"), .aria("label", "Stop recording"))
                    p(.class("rec-prompt")) { screen.recording.prompt }
                    p(.class("quiet")) { screen.recording.subCopy }
                }
                section(
                    .id("rec-review"), .data("rec", "review"), .class("rec-state review"), .data("state", "SakRecReview"),
                    .boolean("hidden")
                ) {
                    h2(.class("rec-state-title")) {
                        screen.review.heading
                        " "
                        span(.id("review-duration"), .data("rec", "review-duration"), .class("row-meta")) { "" }
                    }
                    audio(.id("review-audio"), .data("rec", "review-audio"), .boolean("controls"), .attr("preload", "auto"))
                    div(.class("actions")) {
                        button(.type("button"), .id("rerecord"), .data("rec", "rerecord"), .class("button secondary")) {
                            screen.review.reRecord
                        }
                        button(
                            .type("button"), .id("submit-recording"), .data("rec", "submit"), .class("button primary"),
                            .data("sending", screen.review.sending)
                        ) {
                            screen.review.submit
                        }
                    }
                    p(.class("quiet")) { screen.review.footer }
                }
                p(.id("rec-error"), .data("rec", "error"), .class("form-error"), .role("alert"), .boolean("hidden")) { "" }
            }
            details(.class("file-fallback")) {
                summary { "Or send a recording you made" }
                form(.action(screen.uploadURL), .method("post"), .attr("enctype", "multipart/form-data")) {
                    PageFrame.csrfField(csrfToken)
                    input(
                        .type("file"), .name(RecordingUploadForm.CodingKeys.recording),
                        .attr("accept", "audio/webm,audio/mp4,audio/x-m4a,.webm,.m4a"),
                        .boolean("required"))
                    button(.type("submit"), .class("button secondary")) { screen.review.submit }
                }
            }
        }
    }

    /// SakRecSubmitted.
    static func submitted(_ screen: RecordingSubmittedScreen) -> Node {
        Node.fragment([
            recHeader(screen.header, close: nil),
            section(.class("rec-state submitted"), .data("state", screen.screenID)) {
                span(.class("check-medallion"), .aria("hidden", "true")) { "✓" }
                h2(.class("rec-state-title")) { screen.title }
                p { screen.body }
                if let primary = screen.primary { Parts.actionLink(primary, class: "button primary") }
            },
        ])
    }
}
