extension Node {
    /// Renders the node as HTML, escaping all text and attribute values.
    ///
    ///     p { "1 < 2" }.render() // "<p>1 &lt; 2</p>"
    public func render() -> String {
        var output = ""
        output.reserveCapacity(256)
        write(into: &output)
        return output
    }

    /// Appends the rendered HTML to `output`; used to render into one shared buffer.
    ///
    ///     var html = "<!doctype html>"; page.write(into: &html)
    public func write(into output: inout String) {
        switch kind {
        case .text(let string):
            HTMLEscaping.append(string, to: &output)
        case .raw(let markup):
            output.append(markup)
        case .fragment(let nodes):
            for node in nodes {
                node.write(into: &output)
            }
        case .element(let element):
            element.write(into: &output)
        }
    }
}

extension Node.Element {
    func write(into output: inout String) {
        output.append("<")
        output.append(tag)
        writeAttributes(into: &output)
        output.append(">")
        guard !isVoid else { return }
        content.write(into: &output)
        output.append("</")
        output.append(tag)
        output.append(">")
    }

    /// Writes the attributes: `class` values are merged into one attribute at the position of
    /// the first one; for any other repeated name the last occurrence wins.
    private func writeAttributes(into output: inout String) {
        guard !attributes.isEmpty else { return }
        let classes = attributes.compactMap { attribute -> String? in
            guard attribute.name == "class", case .string(let value) = attribute.value else { return nil }
            return value.isEmpty ? nil : value
        }
        var classWritten = false
        for (index, attribute) in attributes.enumerated() {
            if attribute.name == "class" {
                guard !classWritten, !classes.isEmpty else { continue }
                classWritten = true
                writeValue(name: "class", value: classes.joined(separator: " "), into: &output)
                continue
            }
            let isOverridden = attributes[(index + 1)...].contains {
                $0.name.count == attribute.name.count && $0.name.lowercased() == attribute.name.lowercased()
            }
            guard !isOverridden else { continue }
            switch attribute.value {
            case .omitted:
                continue
            case .present:
                output.append(" ")
                output.append(attribute.name)
            case .string(let value):
                writeValue(name: attribute.name, value: URLSafety.sanitize(value, forAttribute: attribute.name),
                           into: &output)
            }
        }
    }

    private func writeValue(name: String, value: String, into output: inout String) {
        output.append(" ")
        output.append(name)
        output.append("=\"")
        HTMLEscaping.append(value, to: &output)
        output.append("\"")
    }
}

/// Escaping of text and attribute values.
enum HTMLEscaping {
    /// Appends `string` to `output` with `&`, `<`, `>`, `"` and `'` replaced by entities.
    static func append(_ string: String, to output: inout String) {
        let utf8 = string.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let replacement: String?
            switch utf8[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            default: replacement = nil
            }
            if let replacement {
                output.append(contentsOf: string[start..<index])
                output.append(replacement)
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start == utf8.startIndex {
            output.append(string)
        } else {
            output.append(contentsOf: string[start..<utf8.endIndex])
        }
    }
}
