extension Node {
    /// Renders the node as HTML, escaping all text and attribute values.
    ///
    ///     p { "1 < 2" }.render() // "<p>1 &lt; 2</p>"
    public func render() -> String {
        var writer = HTMLWriter()
        write(to: &writer)
        return writer.string
    }

    /// Appends the rendered HTML to `output`, e.g. after a prefix that is already there.
    ///
    ///     var html = "<!doctype html>"; page.write(into: &html)
    public func write(into output: inout String) {
        output.append(render())
    }

    func write(to writer: inout HTMLWriter) {
        switch kind {
        case .text(let string):
            writer.appendEscaped(string)
        case .raw(let markup):
            writer.append(markup)
        case .fragment(let nodes):
            for node in nodes {
                node.write(to: &writer)
            }
        case .element(let element):
            element.write(to: &writer)
        }
    }
}

extension Node.Element {
    func write(to writer: inout HTMLWriter) {
        writer.append("<")
        writer.append(tag)
        writeAttributes(to: &writer)
        writer.append(">")
        guard !isVoid else { return }
        content.write(to: &writer)
        writer.append("</")
        writer.append(tag)
        writer.append(">")
    }

    /// Writes the attributes: `class` values are merged into one attribute at the position of
    /// the first one; for any other repeated name the last occurrence wins.
    private func writeAttributes(to writer: inout HTMLWriter) {
        if attributes.count == 1 {
            Self.write(attributes[0], to: &writer)
            return
        }
        var classWritten = false
        for (index, attribute) in attributes.enumerated() {
            if attribute.key == "class" {
                guard !classWritten else { continue }
                classWritten = true
                let classes = attributes.compactMap { other -> String? in
                    guard other.key == "class", case .string(let value) = other.value, !value.isEmpty else { return nil }
                    return value
                }
                if !classes.isEmpty { Self.writeValue(name: "class", value: classes.joined(separator: " "), to: &writer) }
                continue
            }
            guard !attributes[(index + 1)...].contains(where: { $0.key == attribute.key }) else { continue }
            Self.write(attribute, to: &writer)
        }
    }

    private static func write(_ attribute: Attribute, to writer: inout HTMLWriter) {
        switch attribute.value {
        case .omitted:
            break
        case .present:
            writer.append(" ")
            writer.append(attribute.name)
        case .string(let value):
            writeValue(name: attribute.name, value: URLSafety.sanitize(value, for: attribute), to: &writer)
        }
    }

    private static func writeValue(name: String, value: String, to writer: inout HTMLWriter) {
        writer.append(" ")
        writer.append(name)
        writer.append("=\"")
        writer.appendEscaped(value)
        writer.append("\"")
    }
}
