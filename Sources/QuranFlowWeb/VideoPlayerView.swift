import HTML
import QuranFlowScreens

/// The HTML of the video player (SakVideoPlayer). The `<video>` plays with the browser's own controls (seeking uses
/// HTTP Range); `player.js` resumes at the stored position, reports it, and shows the banner when 90 % is crossed.
enum VideoPlayerView {
    static func content(_ screen: VideoPlayerScreen, csrfToken: String) -> Node {
        Node.fragment([
            nav(.class("drill-nav"), .aria("label", "Back")) {
                if let lesson = screen.secondary { a(.href(lesson.href), .class("back-link")) { lesson.label } }
            },
            section(.class("stage"), .aria("label", "Video")) {
                span(.class("chip")) { screen.chip }
                video(
                    .id("lesson-video"), .class("lesson-video"), .src(screen.source), .boolean("controls"), .attr("preload", "metadata"),
                    .attr("playsinline", ""), .data("resume", String(screen.resumeAt)), .data("duration", String(screen.duration)),
                    .data("progress-url", screen.progressURL), .data("csrf", csrfToken)
                ) {
                    "Your browser cannot play this video."
                }
            },
            p(
                .id("watched-banner"), .class("banner watched"), .role("status"), .boolean("hidden", if: screen.banner == nil),
                .data("text", screen.bannerText)
            ) {
                screen.banner ?? screen.bannerText
            },
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.title }
                p(.class("lede")) { screen.meta }
            },
            section(.class("chapters"), .aria("labelledby", "chapters-title")) {
                h2(.id("chapters-title"), .class("section-title")) { screen.chaptersHeading }
                ol(.class("card list")) {
                    screen.chapters.map { chapter in
                        li(.class(chapter.nowLabel == nil ? "chapter" : "chapter is-now")) {
                            if let action = chapter.action, chapter.nowLabel == nil {
                                a(.href(action.href), .class("list-link")) { Parts.isolated(chapter.title) }
                            } else {
                                span(.class("list-link"), .aria("current", "true")) { Parts.isolated(chapter.title) }
                            }
                            span(.class("row-meta")) { chapter.meta }
                            if let now = chapter.nowLabel { span(.class("pill now")) { now } }
                            if chapter.isWatched { span(.class("pill status green")) { "Watched" } }
                        }
                    }
                }
            },
            screen.transcript.map(transcript) ?? Node.empty,
            div(.class("actions")) {
                if let primary = screen.primary { Parts.actionLink(primary, class: "button primary") }
                if let secondary = screen.secondary { Parts.actionLink(secondary, class: "button secondary") }
            },
        ])
    }

    /// The collapsed transcript: its first lines, and the full transcript behind "Read full transcript" (a `<details>`).
    /// A timed line starts with its time, a button `player.js` turns into "play the video from here".
    static func transcript(_ model: TranscriptTeaser) -> Node {
        section(.class("transcript card"), .aria("labelledby", "transcript-title")) {
            h2(.id("transcript-title"), .class("section-title")) { model.heading }
            ol(.class("transcript-lines")) { model.teaser.map(transcriptLine) }
            if let expand = model.expand {
                details(.class("transcript-more")) {
                    summary { expand }
                    ol(.class("transcript-lines")) { model.lines.dropFirst(model.teaser.count).map(transcriptLine) }
                }
            }
        }
    }

    static func transcriptLine(_ line: TranscriptTeaser.Line) -> Node {
        li(.class("transcript-line")) {
            if let time = line.time, let start = line.start {
                button(.type("button"), .class("transcript-time"), .data("seek", String(start)), .aria("label", line.seekLabel ?? time)) {
                    time
                }
            }
            span(.class("transcript-text")) { line.text }
        }
    }
}
