import HTML

/// A labelled text field whose id differs from its name (several forms on one page), with its error under it.
enum AdminFields {
    static func text(_ label: String, id: String, name: String, value: String, error: String?) -> Node {
        div(.class("field")) {
            HTML.label(.for(id)) { label }
            el(
                "input",
                attributes: [.type("text"), .id(id), .name(name), .value(value), .autocomplete("off"), .boolean("required", if: true)]
                    + (error == nil ? [] : [.aria("invalid", "true"), .aria("describedby", "\(id)-error")]))
            if let error { p(.class("field-error"), .id("\(id)-error")) { error } }
        }
    }
}
