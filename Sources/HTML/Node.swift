/// A piece of an HTML document: an element, escaped text, explicitly unsafe raw markup,
/// or a fragment of other nodes. Comments are deliberately not representable.
///
/// Build nodes with the element functions and ``NodeBuilder``, then call ``render()``:
///
///     let html = div(.class("card")) { p { "Hello & welcome" } }.render()
public struct Node: Sendable {
    /// The internal representation of a node.
    enum Kind: Sendable {
        indirect case element(Element)
        case text(String)
        case raw(String)
        case fragment([Node])
    }

    /// A single element with its tag, attributes and children.
    struct Element: Sendable {
        let tag: String
        let attributes: [Attribute]
        let content: Node
        let isVoid: Bool
    }

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
    }

    /// A node that renders nothing.
    ///
    ///     let nothing = Node.empty
    public static let empty = Node(kind: .fragment([]))

    /// Text content; `&`, `<`, `>`, `"` and `'` are escaped when rendered.
    ///
    ///     Node.text("<b>not bold</b>").render() // "&lt;b&gt;not bold&lt;/b&gt;"
    public static func text(_ string: String) -> Node {
        Node(kind: .text(string))
    }

    /// Markup emitted exactly as given, without any escaping.
    /// This is the only way to emit raw HTML; never pass user-controlled input.
    ///
    ///     Node.raw(unsafeHTML: "<svg>…</svg>")
    public static func raw(unsafeHTML markup: String) -> Node {
        Node(kind: .raw(markup))
    }

    /// A sequence of nodes rendered one after another, without a wrapping element.
    ///
    ///     Node.fragment([.text("a"), br(), .text("b")])
    public static func fragment(_ nodes: [Node]) -> Node {
        Node(kind: .fragment(nodes))
    }

    /// Whether the node renders as an empty string (an empty fragment or empty text).
    public var isEmpty: Bool {
        switch kind {
        case .element: false
        case .text(let string), .raw(let string): string.isEmpty
        case .fragment(let nodes): nodes.allSatisfy(\.isEmpty)
        }
    }
}
