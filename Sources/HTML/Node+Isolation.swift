extension Node {
    /// Tags whose text is not page text to isolate (or is isolated already).
    static let isolationExempt: Set<String> = ["bdi", "bdo", "script", "style", "title", "option", "textarea", "head"]

    /// This node with every run of visible text wrapped in `<bdi>`: in a right-to-left page each run then takes its
    /// direction from its own first strong letter, so a left-to-right sentence keeps its full stop at its own end
    /// (".lately" becomes "lately."). Text already in `bdi`/`bdo`, and text that is not page text (script, style,
    /// title, options, text areas), stays as it is; raw markup is never touched.
    ///
    ///     p { "Call mum lately." }.isolatingTextRuns().render()   // "<p><bdi>Call mum lately.</bdi></p>"
    public func isolatingTextRuns() -> Node {
        switch kind {
        case .text(let text):
            return text.allSatisfy(\.isWhitespace)
                ? self : Node(kind: .element(Element(tag: "bdi", attributes: [], content: self, isVoid: false)))
        case .raw:
            return self
        case .fragment(let nodes):
            return Node(kind: .fragment(nodes.map { $0.isolatingTextRuns() }))
        case .element(let element):
            guard !element.isVoid, !Self.isolationExempt.contains(element.tag) else { return self }
            return Node(
                kind: .element(
                    Element(tag: element.tag, attributes: element.attributes, content: element.content.isolatingTextRuns(), isVoid: false)))
        }
    }
}
