import HTML
import JamaalScreens

/// A note in the Markdown subset, rendered safely: every run is escaped text; links carry only the URLs the parser
/// allowed (http, https, mailto) and open with `rel="noopener noreferrer nofollow"`.
enum NoteView {
    static func render(_ note: NoteModel) -> Node {
        guard !note.blocks.isEmpty else { return .empty }
        var nodes: [Node] = []
        var list: [Node] = []
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
                list.append(
                    li(.class("check")) {
                        span(.aria("hidden", "true")) { checked ? "☑ " : "☐ " }
                        span(.class("jm-visually-hidden")) { checked ? "Done: " : "To do: " }
                        runs.map(run)
                    })
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
