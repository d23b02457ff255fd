import HTML
import QuranFlowScreens

/// The HTML of Coach detail (SakCoach): hero, actions, welcome note, Recent feedback (the earlier notes in a
/// `<details>` that opens in place without scripts) and Upcoming.
enum CoachDetailView {
    static func page(_ screen: CoachDetailScreen, shell: StudentShell, csrfToken: String) -> String {
        ShellView.page(title: "Coach detail", tabs: shell.tabs, navLabel: "Student tabs", scripts: ["welcome-note.js"]) {
            content(screen, csrfToken: csrfToken)
        }
    }

    static func content(_ screen: CoachDetailScreen, csrfToken: String) -> Node {
        Node.fragment([
            section(.class("card ink coach-hero"), .aria("labelledby", "coach-hero-name")) {
                Parts.avatar(screen.initial, class: "large")
                h1(.id("coach-hero-name"), .class("coach-hero-name")) { Parts.isolated(screen.name) }
                p(.class("coach-hero-place")) { screen.place }
                ul(.class("coach-stats")) {
                    screen.stats.map { stat in
                        li(.class("coach-stat")) {
                            strong(.class("stat-value")) { stat.value }
                            span(.class("stat-label")) { stat.label }
                        }
                    }
                }
            },
            div(.class("coach-actions")) {
                screen.message.map { Parts.actionLink($0, class: "button primary") } ?? .empty
                screen.officeHours.map { Parts.actionLink($0, class: "button secondary") } ?? .empty
            },
            screen.welcome.map { welcome(_: $0, csrfToken: csrfToken) } ?? .empty,
            section(.class("coach-feedback"), .aria("labelledby", "coach-feedback-title")) {
                h2(.id("coach-feedback-title"), .class("section-title")) { screen.feedbackTitle }
                screen.feedbackEmpty.map { empty in p(.class("card quiet")) { empty } } ?? .empty
                screen.recent.map(group)
                if let more = screen.showEarlier {
                    details(.class("earlier-notes")) {
                        summary(.class("earlier-summary")) { more }
                        screen.earlier.map(group)
                    }
                }
            },
            section(.class("coach-upcoming"), .aria("labelledby", "coach-upcoming-title")) {
                h2(.id("coach-upcoming-title"), .class("section-title")) { "Upcoming" }
                screen.upcomingEmpty.map { empty in p(.class("card quiet")) { empty } } ?? .empty
                if !screen.upcoming.isEmpty {
                    ul(.class("card list coach-upcoming-list")) { screen.upcoming.map(upcoming) }
                }
            },
        ])
    }

    static func welcome(_ note: CoachDetailScreen.WelcomeNote, csrfToken: String) -> Node {
        section(.class("card welcome-note"), .aria("labelledby", "welcome-title")) {
            h2(.id("welcome-title"), .class("welcome-title")) { note.title }
            if let clip = note.audio {
                audio(
                    .id("welcome-audio"), .attr("controls", "controls"), .attr("preload", "metadata"), .src(clip.src),
                    .data("progress-url", note.progress ?? ""), .data("csrf", csrfToken), .aria("label", note.title))
                p(.class("recording-meta muted")) {
                    clip.durationLabel; note.played ? " · Played" : ""
                }
            } else if let preparing = note.preparing {
                p(.class("muted")) { preparing }
            }
        }
    }

    static func group(_ group: CoachFeedbackGroup) -> Node {
        div(.class("feedback-group")) {
            h3(.class("eyebrow")) { group.title }
            ul(.class("card list feedback-notes")) { group.notes.map(note) }
        }
    }

    static func note(_ note: CoachFeedbackNote) -> Node {
        li(.class("feedback-note"), .id("note-\(note.id)")) {
            p(.class("feedback-note-title")) {
                strong { note.title }
                " · "
                time(.attr("datetime", note.sentAt)) { note.sentOn }
            }
            note.excerpt.map { excerpt in blockquote(.class("feedback-excerpt")) { Parts.isolated(excerpt) } } ?? .empty
            if let clip = note.audio {
                audio(
                    .class("feedback-audio"), .attr("controls", "controls"), .attr("preload", "metadata"), .src(clip.src),
                    .aria("label", "\(note.title) — coach's note, \(clip.durationLabel)"))
            }
            note.open.map { Parts.actionLink($0, class: "text-link") } ?? .empty
        }
    }

    static func upcoming(_ row: CoachDetailScreen.Upcoming) -> Node {
        li(.class("coach-upcoming-row")) {
            time(.class("upcoming-when"), .attr("datetime", row.startsAt)) { "\(row.day) · \(row.time)" }
            span(.class("chip")) { row.kindChip }
            span(.class("upcoming-title")) { row.title }
            row.open.map { Parts.actionLink($0, class: "text-link", accessibleName: "Details: \(row.title), \(row.day)") } ?? .empty
        }
    }
}
