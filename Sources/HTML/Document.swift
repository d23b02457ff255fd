/// Renders a complete HTML document: `<!doctype html>`, then `<html lang="…">` with a `<head>`
/// that starts with `<meta charset="utf-8">`, followed by the given head and body content.
///
///     let page = document(lang: "ar", head: { title { "القرآن" } }, body: { h1 { "Hello" } })
public func document(
    lang: String = "en",
    @NodeBuilder head headContent: () -> Node,
    @NodeBuilder body bodyContent: () -> Node,
    bodyAttributes: [Attribute] = []
) -> String {
    let root = makeElement(
        "html", [.lang(lang)],
        .fragment([
            makeElement("head", [], .fragment([makeElement("meta", [.charset("utf-8")], .empty), headContent()])),
            makeElement("body", bodyAttributes, bodyContent()),
        ]))
    var writer = HTMLWriter(capacity: 8192)
    writer.append("<!doctype html>")
    root.write(to: &writer)
    return writer.string
}
