import HTML
import JamaalRoutes
import JamaalScreens

/// A note in the Markdown subset, rendered safely: every run is escaped text; links carry only the URLs the parser
/// allowed (http, https, mailto) and open with `rel="noopener noreferrer nofollow"`.
enum NoteView {
    /// `toggle` (a POST path, a return page and the CSRF token) makes each checklist item a button that ticks or unticks it.
    static func render(_ note: NoteModel, toggle: (path: String, back: String, csrf: String)? = nil) -> Node {
        guard !note.blocks.isEmpty else { return .empty }
        var nodes: [Node] = []
        var list: [Node] = []
        var checkIndex = 0
        func flush() {
            if !list.isEmpty { nodes.append(ul { list }) }
            list = []
        }
        for block in note.blocks {
            switch block {
            case .paragraph(let runs):
                flush()
                nodes.append(p { runs.map(run) })
            case .bullet(let runs):
                list.append(li { runs.map(run) })
            case .check(let checked, let runs):
                if let toggle {
                    list.append(
                        li(.class("check")) {
                            form(.method("post"), .action(toggle.path), .class("jm-check-item")) {
                                JamaalPage.csrfField(toggle.csrf)
                                input(.type("hidden"), .name(ChecklistToggleForm.CodingKeys.item), .value(String(checkIndex)))
                                input(.type("hidden"), .name(ChecklistToggleForm.CodingKeys.back), .value(toggle.back))
                                button(.type("submit"), .attr("role", "checkbox"), .attr("aria-checked", checked ? "true" : "false")) {
                                    span(.aria("hidden", "true")) { checked ? "☑ " : "☐ " }
                                    runs.map(run)
                                }
                            }
                        })
                } else {
                    list.append(
                        li(.class("check")) {
                            span(.aria("hidden", "true")) { checked ? "☑ " : "☐ " }
                            span(.class("jm-visually-hidden")) { checked ? "Done: " : "To do: " }
                            runs.map(run)
                        })
                }
                checkIndex += 1
            }
        }
        flush()
        return div(.class("jm-note")) { nodes }
    }

    static func run(_ run: NoteModel.Run) -> Node {
        switch run {
        case .text(let text): .text(text)
        case .bold(let children): strong { children.map(Self.run) }
        case .italic(let children): em { children.map(Self.run) }
        case .code(let text): el("code") { text }
        case .link(let children, let url): a(.href(url), .rel("noopener noreferrer nofollow")) { children.map(Self.run) }
        }
    }
}
