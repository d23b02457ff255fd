import Testing

@testable import HTML

@Suite("Escaping")
struct EscapingTests {
    @Test func textIsEscaped() {
        let html = p { "<script>alert(1)</script> & 'quotes' \"too\"" }.render()
        #expect(html == "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;quotes&#39; &quot;too&quot;</p>")
    }

    @Test func nodeTextIsEscaped() {
        #expect(Node.text("a<b>&c").render() == "a&lt;b&gt;&amp;c")
    }

    @Test func attributeBreakoutIsEscaped() {
        let payload = "\"><img src=x onerror=alert(1)>"
        let html = div(.title(payload), .data("x", payload)) {}.render()
        #expect(
            html == "<div title=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt;\" "
                + "data-x=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt;\"></div>")
        #expect(!html.contains("<img"))
    }

    @Test func singleQuoteInAttributeIsEscaped() {
        #expect(span(.class("a' onclick='x")).render() == "<span class=\"a&#39; onclick=&#39;x\"></span>")
    }

    @Test func rawOnlyThroughNamedCall() {
        #expect(Node.raw(unsafeHTML: "<b>bold</b>").render() == "<b>bold</b>")
        #expect(div { "<b>bold</b>" }.render() == "<div>&lt;b&gt;bold&lt;/b&gt;</div>")
    }

    @Test func arabicPassesThroughWithDirAndLang() {
        let verse = "بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ"
        let html = p(.lang("ar"), .dir(.rtl)) { verse }.render()
        #expect(html == "<p lang=\"ar\" dir=\"rtl\">\(verse)</p>")
    }

    @Test func emojiAndMixedTextAroundEscapes() {
        #expect(Node.text("é<😀>ü").render() == "é&lt;😀&gt;ü")
    }

    @Test func attributeNameValidation() {
        #expect(Attribute.isValidName("data-x"))
        #expect(Attribute.isValidName("xlink:href"))
        #expect(Attribute.isValidName("aria_label2"))
        #expect(Attribute.isValidName("open"))
        #expect(!Attribute.isValidName(""))
        #expect(!Attribute.isValidName("1abc"))
        #expect(!Attribute.isValidName("a b"))
        #expect(!Attribute.isValidName("x\"y"))
        #expect(!Attribute.isValidName("onclick"))
        #expect(!Attribute.isValidName("ONLOAD"))
        #expect(!Attribute.isValidName("srcdoc"))
    }

    @Test func invalidAttributeNameIsPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = Attribute.attr("x\" onload=\"alert(1)", "v")
        }
    }

    @Test func eventHandlerIsPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = Attribute.attr("onclick", "alert(1)")
        }
    }

    @Test func inlineScriptContentIsPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = el("script") { "alert(1)" }
        }
    }
}

/// Arabic inside English text is marked for screen readers and bidi (the crawler found mark titles, a lesson summary
/// and video titles with Arabic under `lang="en"`).
@Suite struct ArabicRunTests {
    @Test func aRunInsideEnglishIsMarkedAndItsNeighboursStayPlain() {
        #expect(
            p { "Ghunnah letters — ي ن م و" }.markingArabicRuns().render()
                == "<p>Ghunnah letters — <span lang=\"ar\" dir=\"rtl\">ي ن م و</span></p>")
        #expect(
            span { "تَبَـٰرَكَ — keep the nūn clear" }.markingArabicRuns().render()
                == "<span><span lang=\"ar\" dir=\"rtl\">تَبَـٰرَكَ</span> — keep the nūn clear</span>")
        #expect(
            p { "merges into ي ن م و with a ghunnah." }.markingArabicRuns().render()
                == "<p>merges into <span lang=\"ar\" dir=\"rtl\">ي ن م و</span> with a ghunnah.</p>")
    }

    @Test func anArabicElementScriptsAndPlainTextAreLeftAlone() {
        let verse = p(.lang("ar"), .dir(.rtl)) { "قُلْ هُوَ ٱللَّهُ أَحَدٌ" }
        #expect(verse.markingArabicRuns().render() == verse.render())
        #expect(p { "No Arabic here." }.markingArabicRuns().render() == "<p>No Arabic here.</p>")
        #expect(el("textarea") { "ب" }.markingArabicRuns().render() == el("textarea") { "ب" }.render())
    }
}
