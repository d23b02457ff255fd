import HTML
import QuranFlowWeb

/// The page frame every QuranFlow web page shares: head, styles, script (external only), and a phone-first body.
enum Layout {
    /// A complete HTML document (the shared frame of every QuranFlow page).
    static func page(title pageTitle: String, bodyClass: String = "paper", @NodeBuilder _ content: () -> Node) -> String {
        PageFrame.document(title: pageTitle, bodyClass: bodyClass, content)
    }

    /// A hidden field carrying the form's CSRF token.
    static func csrfField(_ token: String) -> Node { PageFrame.csrfField(token) }

    /// A message that needs the person's attention, announced by screen readers.
    static func alert(_ message: String?) -> Node {
        if let message {
            p(.class("alert"), .role("alert")) { message }
        } else {
            Node.empty
        }
    }

    /// A labelled text field with an optional error under it.
    static func field(
        _ label: String, name: String, type: String = "text", value: String = "", autocomplete: String? = nil,
        error: String? = nil, required: Bool = true, autofocus: Bool = false
    ) -> Node {
        div(.class("field")) {
            HTML.label(.for(name)) { label }
            el(
                "input",
                attributes: [
                    .type(type), .id(name), .name(name), .value(value), .autocomplete(autocomplete ?? "off"),
                    .boolean("required", if: required), .boolean("autofocus", if: autofocus),
                ]
                    + (error == nil ? [] : [.aria("invalid", "true"), .aria("describedby", "\(name)-error")]))
            if let error {
                p(.class("field-error"), .id("\(name)-error")) { error }
            }
        }
    }

    /// The brand line above the public pages' cards.
    static var brand: Node {
        div(.class("brand")) {
            span(.class("brand-mark"), .aria("hidden", "true")) { "◆" }
            span { "QuranFlow" }
        }
    }
}
