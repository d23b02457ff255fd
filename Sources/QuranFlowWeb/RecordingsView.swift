import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The HTML of the Recordings state (SakScheduleRecordings) and of a recording's player.
enum RecordingsView {
    static func content(_ screen: RecordingsScreen) -> Node {
        Node.fragment([
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.title }
            },
            SessionsView.segments(screen.segments),
            screen.emptyLine.map { line in p(.class("card quiet")) { line } } ?? .empty,
            Node.fragment(
                screen.groups.enumerated().map { index, group in
                    section(.class("recordings-week"), .aria("labelledby", "week-\(index)")) {
                        h2(.id("week-\(index)"), .class("section-title")) { group.title }
                        ul(.class("session-list recording-list")) { group.rows.map(row) }
                    }
                }),
        ])
    }

    static func row(_ row: RecordingsScreen.Row) -> Node {
        li(.class("recording-row" + (row.progress == "watched" ? " is-watched" : ""))) {
            a(.href(row.play.href), .class("recording-link"), .aria("label", "Play \(row.title), \(row.date)")) {
                span(.class("thumb"), .aria("hidden", "true")) {
                    span(.class("thumb-play")) { "▶" }
                    if row.percent > 0 {
                        span(.class("thumb-bar")) {
                            span(.class("thumb-fill"), .data("percent", String(row.percent)), .class("p\(row.percent / 10 * 10)"))
                        }
                    }
                }
                span(.class("session-info")) {
                    span(.class("chip")) { row.kindChip }
                    span(.class("session-title")) { Parts.isolated(row.title) }
                    span(.class("session-teacher")) {
                        Node.fragment([
                            row.coach.map { Parts.isolated($0) } ?? .empty,
                            .text((row.coach == nil ? "" : " · ") + row.date + " · " + row.duration),
                        ])
                    }
                    if let progress = row.progress {
                        span(.class("recording-progress")) { progress }
                    }
                }
            }
        }
    }

    static func player(_ player: RecordingPlayer, csrfToken: String) -> Node {
        Node.fragment([
            a(.href(QuranFlowRoute.recordings.path()), .class("back-link")) { "Recordings" },
            header(.class("screen-header detail-header")) {
                p(.class("eyebrow")) { span(.class("chip")) { player.row.kindChip } }
                h1(.class("greeting")) { Parts.isolated(player.row.title) }
                p(.class("detail-meta")) {
                    ([player.row.coach, player.row.date, player.row.duration].compactMap { $0 }).joined(separator: " · ")
                }
            },
            section(.class("card player")) {
                audio(
                    .attr("controls", "controls"), .attr("preload", "metadata"), .src(player.source), .id("recording-audio"),
                    .data("progress-url", player.progressURL), .data("csrf", csrfToken), .data("resume", String(player.resumeSeconds)))
                p(.class("recording-progress"), .id("recording-progress"), .attr("aria-live", "polite")) {
                    player.row.progress ?? "Not started"
                }
            },
            script(src: Asset.path("js/recordings.js")),
        ])
    }
}

extension StudentPages {
    /// Recordings (SakScheduleRecordings) inside the student shell.
    ///
    /// ```swift
    /// StudentPages.recordings(RecordingsScreen.make(world, recordings: items, destinations: .current), shell: shell)
    /// ```
    public static func recordings(_ screen: RecordingsScreen, shell: StudentShell) -> String {
        ShellView.page(title: "Recordings", tabs: shell.tabs, navLabel: "Student tabs") {
            RecordingsView.content(screen)
        }
    }

    /// One recording's player; playing posts progress with `csrfToken`.
    ///
    /// ```swift
    /// StudentPages.recordingPlayer(player, csrfToken: ctx.csrfToken, shell: shell)
    /// ```
    public static func recordingPlayer(_ player: RecordingPlayer, csrfToken: String, shell: StudentShell) -> String {
        ShellView.page(title: player.row.title, tabs: shell.tabs, navLabel: "Student tabs") {
            RecordingsView.player(player, csrfToken: csrfToken)
        }
    }
}
