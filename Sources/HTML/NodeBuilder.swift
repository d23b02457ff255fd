/// Result builder that turns Swift control flow into ``Node`` trees.
///
/// Supports `if`/`else`, `if let`, `switch`, `for`-`in`, optional nodes, arrays of nodes and
/// `String` expressions, which become escaped text:
///
///     ul { for item in items { li { item.name } } }
@resultBuilder
public enum NodeBuilder {
    /// Combines the statements of a block into one fragment.
    public static func buildBlock(_ components: Node...) -> Node {
        components.count == 1 ? components[0] : .fragment(components)
    }

    /// Passes a node through unchanged.
    public static func buildExpression(_ node: Node) -> Node {
        node
    }

    /// Turns a string into escaped text.
    public static func buildExpression(_ text: String) -> Node {
        .text(text)
    }

    /// Renders an optional node, or nothing when it is `nil`.
    public static func buildExpression(_ node: Node?) -> Node {
        node ?? .empty
    }

    /// Renders an optional string as escaped text, or nothing when it is `nil`.
    public static func buildExpression(_ text: String?) -> Node {
        text.map(Node.text) ?? .empty
    }

    /// Renders an array of nodes one after another.
    public static func buildExpression(_ nodes: [Node]) -> Node {
        .fragment(nodes)
    }

    /// Supports `if` without `else` and `if let`.
    public static func buildOptional(_ node: Node?) -> Node {
        node ?? .empty
    }

    /// Supports the first branch of `if`/`else` and `switch`.
    public static func buildEither(first node: Node) -> Node {
        node
    }

    /// Supports the second branch of `if`/`else` and `switch`.
    public static func buildEither(second node: Node) -> Node {
        node
    }

    /// Supports `for`-`in` loops.
    public static func buildArray(_ nodes: [Node]) -> Node {
        .fragment(nodes)
    }

    /// Supports `if #available`.
    public static func buildLimitedAvailability(_ node: Node) -> Node {
        node
    }
}
