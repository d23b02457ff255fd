// Form elements.

/// `<form>`: a form; dangerous `action` schemes render as `#`.
///
///     form(.method("post"), .action("/login")) { … }
public func form(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("form", attributes, content())
}

/// `<button>`: a button.
///
///     button(.type("submit")) { "Save" }
public func button(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("button", attributes, content())
}

/// `<label>`: a form-control label.
///
///     label(.for("email")) { "Email" }
public func label(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("label", attributes, content())
}

/// `<select>`: a drop-down list.
///
///     select(.name("zone")) { option(.value("UTC")) { "UTC" } }
public func select(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("select", attributes, content())
}

/// `<option>`: an option of a select.
///
///     option(.value("ar"), .selected) { "العربية" }
public func option(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("option", attributes, content())
}

/// `<textarea>`: a multi-line text field; its text is escaped.
///
///     textarea(.name("note")) { note }
public func textarea(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("textarea", attributes, content())
}

/// `<input>`: a form control (void).
///
///     input(.type("email"), .name("email"), .required)
public func input(_ attributes: Attribute...) -> Node {
    makeElement("input", attributes, .empty)
}
