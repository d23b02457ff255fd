import Testing

@testable import HTML

/// Right-to-left pages isolate each run of text, so a left-to-right sentence keeps its punctuation at its own end.
@Suite struct IsolationTests {
    @Test func everyRunOfPageTextIsIsolated() {
        let page = div {
            p { "Call mum lately." }
            span { "Salah " }
            span { "3/5" }
            " "
        }
        #expect(
            page.isolatingTextRuns().render()
                == "<div><p><bdi>Call mum lately.</bdi></p><span><bdi>Salah </bdi></span><span><bdi>3/5</bdi></span> </div>")
    }

    @Test func textThatIsNotPageTextOrIsIsolatedAlreadyStaysAsItIs() {
        let page = div {
            el("bdi") { "Ust. Amina" }
            script(src: "/x.js")
            textarea { "a note." }
            select { option(.value("1")) { "One." } }
            Node.raw(unsafeHTML: "<svg>text.</svg>")
            input(.type("text"), .value("Call mum."))
        }
        let rendered = page.isolatingTextRuns().render()
        #expect(rendered == page.render())
    }
}
