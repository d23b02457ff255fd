import HTML
import JamaalRoutes
import JamaalScreens

/// TK-02 Task detail as a sheet (compact) or panel (regular).
public enum TaskDetailView {
    public static func render(_ screen: TaskDetailScreen, csrf: String) -> Node {
        div(.class("jm-detail"), .data("state", screen.state.rawValue)) {
            div(.class("jm-sheet-head")) {
                h2 { screen.title }
                a(.href(screen.closePath), .class("jm-link-button")) { "Close" }
            }
            switch screen.state {
            case .complete: p(.class("jm-muted")) { "Done" }
            case .dropped: p(.class("jm-muted")) { "Dropped" }
            case .running: p(.class("jm-running")) { "Running" }
            default: Node.empty
            }
            if let checklist = screen.note.checklistText { p(.class("jm-muted")) { "Checklist \(checklist)" } }
            NoteView.render(screen.note, toggle: screen.checklistPath.map { ($0, "detail", csrf) })
            dl(.class("jm-facts")) {
                for fact in screen.facts {
                    dt { fact.label }
                    dd { fact.value }
                }
            }
            if let focused = screen.focusedText { p(.class("jm-muted")) { focused } }
            div(.class("jm-actions")) {
                for action in screen.actions where action.isPrimary { actionNode(action, csrf: csrf) }
            }
            if let line = screen.noteLine {
                form(.method("post"), .action(line.donePath), .class("jm-note-line")) {
                    JamaalPage.csrfField(csrf)
                    div(.class("jm-field")) {
                        label(.for("task-note")) { "Note (one line, optional)" }
                        input(
                            .type("text"), .id("task-note"), .name(TaskNoteForm.CodingKeys.note), .attr("maxlength", String(line.limit)),
                            .autocomplete("off"))
                    }
                    div(.class("jm-actions")) {
                        button(.type("submit"), .class("jm-button")) { "Mark done" }
                        button(.type("submit"), .formaction(line.deferPath), .class("jm-button")) { "Defer" }
                    }
                }
            }
            div(.class("jm-actions")) {
                for action in screen.actions where !action.isPrimary { actionNode(action, csrf: csrf) }
            }
            if !screen.history.isEmpty {
                h3 { "Deferrals" }
                ul(.class("jm-history")) {
                    for line in screen.history { li { line } }
                }
            }
            if !screen.notes.isEmpty {
                h3 { "Notes" }
                ul(.class("jm-history")) {
                    for line in screen.notes { li { line } }
                }
            }
        }
    }
}

extension TaskDetailView {
    static func actionNode(_ action: TaskDetailScreen.Action, csrf: String) -> Node {
        if action.isLink {
            return a(.href(action.path), .class(action.isPrimary ? "jm-button primary" : "jm-button")) { action.label }
        }
        return JamaalPage.postButton(
            action.label, path: action.path, csrf: csrf,
            classes: action.isPrimary ? "jm-button primary" : (action.label == "Drop" ? "jm-button danger" : "jm-button"))
    }
}

/// TK-03 the Defer / Later picker: targets, reason chips (from the third deferral), the easing message, a one-line note.
public enum DeferView {
    public static func render(_ screen: DeferScreen, csrf: String) -> Node {
        form(.method("post"), .action(screen.action), .class("jm-defer")) {
            JamaalPage.csrfField(csrf)
            input(.type("hidden"), .name(DeferForm.CodingKeys.picker), .value("1"))
            div(.class("jm-sheet-head")) {
                h2 { "Move “\(screen.title)”" }
                a(.href(screen.cancelPath), .class("jm-link-button")) { "Cancel" }
            }
            p(.class("jm-muted")) { screen.countLine }
            if let easing = screen.easingMessage { p(.class("jm-easing"), .role("status")) { easing } }
            if let error = screen.error { p(.class("jm-alert"), .role("alert")) { error } }
            if screen.reasonRequired { DeferFieldsView.reasons(screen.reasons) }
            DeferFieldsView.targets(screen.targets, minimumDate: screen.minimumDate, legend: "Move to")
            div(.class("jm-field")) {
                label(.for("defer-note")) { "Note (one line, optional)" }
                input(.type("text"), .id("defer-note"), .name(DeferForm.CodingKeys.note), .attr("maxlength", "140"), .autocomplete("off"))
            }
            button(.type("submit"), .class("jm-button primary")) { "Move" }
        }
    }
}
