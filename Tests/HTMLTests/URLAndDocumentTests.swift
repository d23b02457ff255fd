import Testing

@testable import HTML

@Suite("URL filtering and documents")
struct URLAndDocumentTests {
    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", "  javascript:alert(1)", "java\tscript:alert(1)",
        "\u{1}javascript:x", "vbscript:msgbox", "data:text/html,<script>alert(1)</script>",
        "data:image/svg+xml,<svg onload=alert(1)>",
    ])
    func dangerousSchemesAreNeutralised(url: String) {
        #expect(a(.href(url)) { "x" }.render() == "<a href=\"#\">x</a>")
        #expect(img(.src(url)).render() == "<img src=\"about:blank\">")
        #expect(form(.action(url)).render() == "<form action=\"#\"></form>")
        #expect(button(.formaction(url)).render() == "<button formaction=\"#\"></button>")
        #expect(a(.attr("HREF", url)).render() == "<a HREF=\"#\"></a>")
        #expect(el("object", .attr("data", url)).render() == "<object data=\"#\"></object>")
        #expect(svg { el("use", .attr("xlink:href", url)) }.render() == "<svg><use xlink:href=\"#\"></use></svg>")
    }

    @Test(arguments: [
        "/relative", "https://example.com/?a=1", "mailto:a@b.c", "#top", "data:image/png;base64,iVBORw0KGgo=",
        "?q=javascript:", "page#javascript:x",
    ])
    func safeURLsPassThrough(url: String) {
        let escaped = Node.text(url).render()
        #expect(a(.href(url)).render() == "<a href=\"\(escaped)\"></a>")
    }

    @Test func ampersandsInURLsAreEscaped() {
        #expect(a(.href("/s?a=1&b=2")).render() == "<a href=\"/s?a=1&amp;b=2\"></a>")
    }

    @Test func nonURLAttributesAreNotFiltered() {
        #expect(div(.title("javascript:is a language")).render() == "<div title=\"javascript:is a language\"></div>")
    }

    @Test func fullDocument() {
        let html = document(
            lang: "ar",
            head: {
                title { "القرآن <1>" }
                link(.rel("stylesheet"), .href("/app.css"))
            },
            body: {
                main { h1 { "مرحبا" } }
            }, bodyAttributes: [.dir(.rtl)])
        #expect(
            html == "<!doctype html><html lang=\"ar\"><head><meta charset=\"utf-8\"><title>القرآن &lt;1&gt;</title>"
                + "<link rel=\"stylesheet\" href=\"/app.css\"></head><body dir=\"rtl\"><main><h1>مرحبا</h1></main></body></html>")
    }
}
