/// Elements that never have content or a closing tag.
let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
]

/// Whether `tag` matches `[A-Za-z][A-Za-z0-9-]*`.
func isValidTagName(_ tag: String) -> Bool {
    let bytes = Array(tag.utf8)
    guard let first = bytes.first, first.isASCIILetter else { return false }
    return bytes.dropFirst().allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-") }
}

/// Creates any element. Void elements (`br`, `img`, `input`, …) render without a closing tag
/// and must not be given content. An invalid tag name, content for a void element, or content
/// for `script` (inline script is not supported) is a precondition failure.
///
///     el("dialog", .id("confirm")) { p { "Sure?" } }
public func el(_ tag: String, _ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement(tag, attributes, content())
}

/// Creates an element from an attribute array; the non-variadic form of ``el(_:_:_:)``.
///
///     el("div", attributes: [.class("x")]) { "text" }
public func el(_ tag: String, attributes: [Attribute], @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement(tag, attributes, content())
}

func makeElement(_ tag: String, _ attributes: [Attribute], _ content: Node) -> Node {
    precondition(isValidTagName(tag), "Invalid HTML tag name: \(tag)")
    let lowercased = tag.lowercased()
    let isVoid = voidElements.contains(lowercased)
    precondition(!isVoid || content.isEmpty, "<\(tag)> is a void element and cannot have content")
    precondition(lowercased != "script" || content.isEmpty, "Inline <script> content is not supported; use script(src:)")
    return Node(kind: .element(.init(tag: tag, attributes: attributes, content: content, isVoid: isVoid)))
}
