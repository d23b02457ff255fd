import HTML
import QuranFlowScreens

/// A new student's checklist card ("While you wait", "Next steps"): each row with its state mark, title and detail; an
/// open row is a link to its task, a done row is plain and marked done.
enum ChecklistView {
    static func render(_ card: ChecklistCard, id: String) -> Node {
        section(.class("card checklist"), .aria("labelledby", id)) {
            h2(.id(id), .class("eyebrow")) { card.heading }
            ul(.class("checklist-rows")) {
                card.rows.map { item in
                    li(.class("checklist-row is-\(item.state.rawValue)")) { content(item) }
                }
            }
        }
    }

    static func content(_ item: ChecklistCard.Row) -> Node {
        let body = Node.fragment([
            span(.class("checklist-mark"), .aria("hidden", "true")) { item.state == .done ? "✓" : item.state == .current ? "●" : "○" },
            span(.class("checklist-text")) {
                strong { item.title }
                span(.class("muted small")) { item.detail }
            },
            item.state == .done ? Parts.visuallyHidden(" — done") : .empty,
        ])
        if let action = item.action {
            return a(.href(action.href), .class("checklist-link")) {
                body
                span(.class("chevron"), .aria("hidden", "true")) { "›" }
            }
        }
        return div(.class("checklist-link")) { body }
    }
}
