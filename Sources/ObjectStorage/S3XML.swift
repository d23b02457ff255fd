/// The little of S3's XML replies the media store reads (`<Key>`, `<Size>`, `<Code>`…): element texts by name,
/// entities decoded. S3 replies are flat and machine-written, so a scan is enough; no DTDs or CDATA occur.
///
///     S3XML.values(of: "Key", in: "<Contents><Key>a&amp;b</Key></Contents>")  // ["a&b"]
enum S3XML {
    /// The text of every `<name>…</name>` in `xml`, in order.
    static func values(of name: String, in xml: String) -> [String] {
        var found: [String] = []
        var rest = xml[...]
        let open = "<\(name)>"
        let close = "</\(name)>"
        while let start = rest.range(of: open), let end = rest.range(of: close, range: start.upperBound..<rest.endIndex) {
            found.append(decode(String(rest[start.upperBound..<end.lowerBound])))
            rest = rest[end.upperBound...]
        }
        return found
    }

    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
