import Testing

@testable import HTML

@Suite("Builder and elements")
struct BuilderTests {
    enum Mode { case read, listen, review }

    @Test func voidElementsHaveNoClosingTag() {
        #expect(br().render() == "<br>")
        #expect(hr().render() == "<hr>")
        #expect(img(.src("/a.png"), .alt("")).render() == "<img src=\"/a.png\" alt=\"\">")
        #expect(input(.type("text"), .name("q"), .required).render() == "<input type=\"text\" name=\"q\" required>")
        #expect(meta(.charset("utf-8")).render() == "<meta charset=\"utf-8\">")
        #expect(link(.rel("icon"), .href("/f.ico")).render() == "<link rel=\"icon\" href=\"/f.ico\">")
        #expect(source(.src("/a.mp3")).render() == "<source src=\"/a.mp3\">")
        #expect(el("wbr").render() == "<wbr>")
    }

    @Test func ifElseAndIfLet() {
        func view(_ loggedIn: Bool, _ name: String?) -> String {
            div {
                if loggedIn { "in" } else { "out" }
                if let name { span { name } }
                if !loggedIn { a(.href("/login")) { "Log in" } }
            }.render()
        }
        #expect(view(true, "Amr") == "<div>in<span>Amr</span></div>")
        #expect(view(false, nil) == "<div>out<a href=\"/login\">Log in</a></div>")
    }

    @Test func switchStatement() {
        func label(_ mode: Mode) -> String {
            span {
                switch mode {
                case .read: "Read"
                case .listen: strong { "Listen" }
                case .review: em { "Review" }
                }
            }.render()
        }
        #expect(label(.read) == "<span>Read</span>")
        #expect(label(.listen) == "<span><strong>Listen</strong></span>")
        #expect(label(.review) == "<span><em>Review</em></span>")
    }

    @Test func forInArraysAndOptionals() {
        let items = ["a", "<b>"]
        let extra: Node? = nil
        let maybeText: String? = "t"
        let nodes = [li { "x" }, li { "y" }]
        let html = ul {
            for item in items { li { item } }
            nodes
            extra
            maybeText
        }.render()
        #expect(html == "<ul><li>a</li><li>&lt;b&gt;</li><li>x</li><li>y</li>t</ul>")
    }

    @Test func emptyAndFragment() {
        #expect(Node.empty.render() == "")
        #expect(Node.fragment([.text("a"), br(), .text("b")]).render() == "a<br>b")
        #expect(div().render() == "<div></div>")
    }

    @Test func attributesBooleanConditionalAndMerged() {
        let html = button(
            .class("btn"), .class(if: true, "primary"), .class(if: false, "ghost"),
            .disabled, .boolean("formnovalidate", if: false), .type("submit")
        ) { "Go" }.render()
        #expect(html == "<button class=\"btn primary\" disabled type=\"submit\">Go</button>")
        #expect(div(.class(if: false, "x")).render() == "<div></div>")
        #expect(div(.id("a"), .id("b")).render() == "<div id=\"b\"></div>")
        #expect(option(.value("1"), .selected) { "One" }.render() == "<option value=\"1\" selected>One</option>")
        #expect(
            div(.aria("label", "Close"), .data("id", "7"), .role("dialog"), .hidden).render()
                == "<div aria-label=\"Close\" data-id=\"7\" role=\"dialog\" hidden></div>")
    }

    @Test func svgKeepsAttributeCase() {
        let icon = svg(.attr("viewBox", "0 0 24 24"), .attr("stroke-width", "2")) {
            g {
                path(.attr("d", "M0 0L1 1")); circle(.attr("r", "3"))
            }
        }
        #expect(
            icon.render() == "<svg viewBox=\"0 0 24 24\" stroke-width=\"2\"><g><path d=\"M0 0L1 1\"></path>"
                + "<circle r=\"3\"></circle></g></svg>")
    }

    @Test func externalScriptOnly() {
        #expect(script(src: "/app.js", .boolean("defer")).render() == "<script src=\"/app.js\" defer></script>")
    }

    @Test func tableOf5000RowsRendersQuickly() {
        let rows = (0..<5_000).map { ("Row \($0)", "<\($0)>", $0 % 2 == 0) }
        let page = table(.class("t")) {
            thead {
                tr {
                    th { "Name" }; th { "Value" }
                }
            }
            tbody {
                for (name, value, even) in rows {
                    tr(.class(if: even, "even")) {
                        td { name }; td(.data("v", value)) { value }
                    }
                }
            }
        }
        let html = page.render()
        #expect(html.hasPrefix("<table class=\"t\"><thead><tr><th>Name</th>"))
        #expect(html.contains("<tr><td>Row 4999</td><td data-v=\"&lt;4999&gt;\">&lt;4999&gt;</td></tr>"))
    }
}
