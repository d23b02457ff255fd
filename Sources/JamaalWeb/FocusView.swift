import HTML
import JamaalRoutes
import JamaalScreens
import Routing

/// FS-02…FS-05: the focus screen (timer numeral, note checklist, Pause/Resume, Finish) and its finish sheet.
public enum FocusView {
    public static func render(_ screen: FocusScreen, csrf: String) -> Node {
        section(
            .class("jm-focus"), .data("state", screen.state.rawValue), .data("elapsed", String(screen.elapsedSeconds)),
            .data("running", screen.state == .paused || screen.finish != nil ? "0" : "1")
        ) {
            p(.class("jm-eyebrow")) { screen.state == .paused ? "Paused" : "Focus" }
            h1 { screen.title }
            p(.class("jm-timer"), .data("timer", ""), .attr("role", "timer")) { screen.timerText }
            p(.class("jm-progress-text")) { screen.progressText }
            if let finish = screen.finish {
                form(.method("post"), .action(JamaalRoute.finishFocus.path()), .class("jm-card jm-finish")) {
                    JamaalPage.csrfField(csrf)
                    h2 { "Finish" }
                    p(.class("jm-summary")) { finish.summaryText }
                    if let error = finish.error { p(.class("jm-alert"), .role("alert")) { error } }
                    div(.class("jm-field")) {
                        label(.for("finish-note")) { "Note (one line, optional)" }
                        input(
                            .type("text"), .id("finish-note"), .name(FocusForm.CodingKeys.note),
                            .attr("maxlength", String(finish.noteLimit)),
                            .autocomplete("off"))
                    }
                    div(.class("jm-actions")) {
                        button(.type("submit"), .name(FocusForm.CodingKeys.choice), .value("done"), .class("jm-button primary")) {
                            finish.doneLabel
                        }
                        button(.type("submit"), .name(FocusForm.CodingKeys.choice), .value("stopForNow"), .class("jm-button")) {
                            "Stop for now"
                        }
                    }
                }
            } else {
                div(.class("jm-actions")) {
                    if screen.state == .paused {
                        JamaalPage.postButton("Resume", path: JamaalRoute.resumeFocus.path(), csrf: csrf, classes: "jm-button")
                    } else {
                        JamaalPage.postButton("Pause", path: JamaalRoute.pauseFocus.path(), csrf: csrf, classes: "jm-button")
                    }
                    a(.href(JamaalRoute.finishSheet.path()), .class("jm-button primary")) { "Finish" }
                }
            }
            if let note = screen.note {
                if let checklist = note.checklistText { p(.class("jm-muted")) { "Checklist \(checklist)" } }
                NoteView.render(note, toggle: screen.checklistPath.map { ($0, "focus", csrf) })
            }
        }
    }
}

/// FS-07: settle the running session before the next Begin.
public enum SettleView {
    public static func render(_ screen: SettleScreen, csrf: String) -> Node {
        form(.method("post"), .action(screen.action), .class("jm-settle")) {
            JamaalPage.csrfField(csrf)
            input(.type("hidden"), .name(FocusForm.CodingKeys.next), .value(screen.nextTaskID))
            div(.class("jm-sheet-head")) {
                h2 { "“\(screen.runningTitle)” is running" }
                a(.href(screen.cancelPath), .class("jm-link-button")) { "Cancel" }
            }
            p { "\(screen.progressText) · settle it to begin “\(screen.nextTitle)”." }
            if let error = screen.error { p(.class("jm-alert"), .role("alert")) { error } }
            div(.class("jm-actions")) {
                for choice in screen.choices {
                    button(
                        .type("submit"), .name(FocusForm.CodingKeys.choice), .value(choice.value),
                        .class(choice.value == "done" ? "jm-button primary" : "jm-button")
                    ) {
                        choice.label
                    }
                }
            }
        }
    }
}
