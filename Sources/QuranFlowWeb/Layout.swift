import HTML

/// The page frame every QuranFlow web page shares: head, styles, script (external only), and a phone-first body.
public enum Layout {
    /// A complete HTML document (the shared frame of every QuranFlow page).
    public static func page(title pageTitle: String, bodyClass: String = "paper", @NodeBuilder _ content: () -> Node) -> String {
        PageFrame.document(title: pageTitle, bodyClass: bodyClass, content)
    }

    /// A hidden field carrying the form's CSRF token.
    public static func csrfField(_ token: String) -> Node { PageFrame.csrfField(token) }

    /// A message that needs the person's attention, announced by screen readers.
    public static func alert(_ message: String?) -> Node {
        if let message {
            p(.class("alert"), .role("alert")) { message }
        } else {
            Node.empty
        }
    }

    /// A labelled text field with an optional error under it.
    /// `id` defaults to `name`; give one when two forms on a page share a field name (ids are unique on a page).
    public static func field(
        _ label: String, name: String, id: String? = nil, type: String = "text", value: String = "", autocomplete: String? = nil,
        error: String? = nil, required: Bool = true, autofocus: Bool = false, placeholder: String? = nil
    ) -> Node {
        let id = id ?? name
        return div(.class("field")) {
            HTML.label(.for(id)) { label }
            el(
                "input",
                attributes: [
                    .type(type), .id(id), .name(name), .value(value), .autocomplete(autocomplete ?? "off"),
                    .boolean("required", if: required), .boolean("autofocus", if: autofocus),
                ]
                    + (placeholder.map { [.placeholder($0)] } ?? [])
                    + (error == nil ? [] : [.aria("invalid", "true"), .aria("describedby", "\(id)-error")]))
            if let error {
                p(.class("field-error"), .id("\(id)-error")) { error }
            }
        }
    }

    /// The brand line above the public pages' cards.
    public static var brand: Node {
        div(.class("brand")) {
            span(.class("brand-mark"), .aria("hidden", "true")) { "◆" }
            span { "QuranFlow" }
        }
    }
}
