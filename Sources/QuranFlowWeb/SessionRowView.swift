import HTML
import QuranFlowScreens

/// One "Sessions today" row: a joinable row with its gold Join pill, an upcoming row as an inline
/// shelf (`<details>`, no script), or a dimmed ended row.
enum SessionRowView {
    static func row(_ row: SessionRow) -> Node {
        li(.class("session-row is-\(row.phase.rawValue)")) {
            if let shelf = row.shelf {
                details(.class("shelf")) {
                    summary(.class("session-line")) {
                        line(row)
                        span(.class("chevron"), .aria("hidden", "true")) { "›" }
                    }
                    div(.class("shelf-body")) {
                        dl(.class("facts")) {
                            if let coach = shelf.coach {
                                dt { "Coach" }
                                dd { Parts.isolated(coach) }
                            }
                            dt { "What's covered" }
                            dd { shelf.covered }
                        }
                        div(.class("shelf-actions")) {
                            if let open = shelf.openMeeting {
                                Parts.actionLink(open, class: "button secondary", accessibleName: "Open Zoom for \(row.title)")
                            }
                            if let details = shelf.details {
                                Parts.actionLink(details, class: "button secondary", accessibleName: "Details of \(row.title)")
                            }
                            if let remind = shelf.remind {
                                Parts.actionLink(remind, class: "button secondary", accessibleName: "Remind me about \(row.title)")
                            }
                        }
                    }
                }
            } else {
                div(.class("session-line")) {
                    line(row)
                    if let countdown = row.countdown {
                        span(.class("session-countdown")) { countdown }
                    }
                    if let join = row.join {
                        Parts.actionLink(join, class: "pill join", accessibleName: "Join \(row.title)")
                    }
                    if let recording = row.recording {
                        Parts.actionLink(recording, class: "session-recording", accessibleName: "Play the recording of \(row.title)")
                    } else if row.phase == .ended {
                        span(.class("session-ended")) { "Ended" }
                    }
                }
            }
        }
    }

    /// Time, kind chip, title and teacher.
    static func line(_ row: SessionRow) -> Node {
        span(.class("session-info")) {
            time(.datetime(row.startsAt), .class("session-time")) { row.time }
            span(.class("chip")) { row.kindChip }
            span(.class("session-title")) { Parts.isolated(row.title) }
            if let teacher = row.teacher {
                span(.class("session-teacher")) { Parts.isolated(teacher) }
            }
        }
    }
}
