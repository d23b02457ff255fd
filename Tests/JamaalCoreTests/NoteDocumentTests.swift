import Testing

@testable import JamaalCore

@Suite("Task notes (Markdown subset)")
struct NoteDocumentTests {
    func parse(_ text: String) -> [NoteBlock] { NoteDocument(parsing: text).blocks }

    @Test("Checklists, bullets and paragraphs; blank lines dropped")
    func blocks() {
        let doc = NoteDocument(parsing: "- [ ] Call Ali\n- [x] Book room\n\n* milk\nJust text")
        #expect(
            doc.blocks == [
                .checklistItem(checked: false, [.text("Call Ali")]),
                .checklistItem(checked: true, [.text("Book room")]),
                .bullet([.text("milk")]),
                .paragraph([.text("Just text")]),
            ])
        #expect(doc.checklistProgress == (checked: 1, total: 2))
    }

    @Test("Bold, italic, inline code, nested")
    func inline() {
        #expect(
            parse("a **b** *c* _d_ `e*f*`") == [
                .paragraph([
                    .text("a "), .bold([.text("b")]), .text(" "), .italic([.text("c")]), .text(" "), .italic([.text("d")]), .text(" "),
                    .code("e*f*"),
                ])
            ])
        #expect(parse("**bold _and italic_**") == [.paragraph([.bold([.text("bold "), .italic([.text("and italic")])])])])
        #expect(parse("2 * 3 * 4") == [.paragraph([.text("2 * 3 * 4")])])
        #expect(parse("**open") == [.paragraph([.text("**open")])])
        #expect(parse(#"\*not italic\*"#) == [.paragraph([.text("*not italic*")])])
    }

    @Test("Links only for http, https and mailto; everything else stays text")
    func links() {
        #expect(parse("[site](https://example.com)") == [.paragraph([.link([.text("site")], url: "https://example.com")])])
        #expect(parse("[mail](mailto:a@b.c)") == [.paragraph([.link([.text("mail")], url: "mailto:a@b.c")])])
        #expect(parse("[x](http://a.b/c?d=e)") == [.paragraph([.link([.text("x")], url: "http://a.b/c?d=e")])])
        for bad in ["[x](javascript:alert(1))", "[x](data:text/html,hi)", "[x](ftp://a.b)", "[x](/relative)", "[x](https:)"] {
            #expect(parse(bad) == [.paragraph([.text(bad)])], "\(bad)")
        }
    }

    @Test("A bare http or https address is a link, without the sentence's punctuation; other schemes and words stay text")
    func bareURLs() {
        let url = "https://example.org/a_b_c?q=1"
        #expect(parse("See \(url).") == [.paragraph([.text("See "), .link([.text(url)], url: url), .text(".")])])
        #expect(parse("http://x.org") == [.paragraph([.link([.text("http://x.org")], url: "http://x.org")])])
        #expect(
            parse("(HTTPS://X.org/p)")
                == [.paragraph([.text("("), .link([.text("HTTPS://X.org/p")], url: "HTTPS://X.org/p"), .text(")")])])
        #expect(
            parse("wiki https://en.wikipedia.org/wiki/Salah_(prayer)")
                == [
                    .paragraph([
                        .text("wiki "),
                        .link([.text("https://en.wikipedia.org/wiki/Salah_(prayer)")], url: "https://en.wikipedia.org/wiki/Salah_(prayer)"),
                    ])
                ])
        #expect(
            parse("javascript:alert(1) ftp://x.org https:// httpsfoo") == [
                .paragraph([.text("javascript:alert(1) ftp://x.org https:// httpsfoo")])
            ])
        #expect(parse("nohttps://x.org") == [.paragraph([.text("nohttps://x.org")])])
        #expect(
            parse("- [ ] read https://x.org") == [
                .checklistItem(checked: false, [.text("read "), .link([.text("https://x.org")], url: "https://x.org")])
            ])
    }

    @Test("Headings, tables, images and HTML stay plain text")
    func plain() {
        #expect(parse("# Heading") == [.paragraph([.text("# Heading")])])
        #expect(parse("| a | b |") == [.paragraph([.text("| a | b |")])])
        #expect(parse("![cat](https://e.com/c.png)") == [.paragraph([.text("![cat](https://e.com/c.png)")])])
        #expect(parse("<script>alert(1)</script>") == [.paragraph([.text("<script>alert(1)</script>")])])
        #expect(NoteInline.bold([.text("a"), .italic([.text("b")])]).plainText == "ab")
    }
}

@Suite("Ticking a checklist item in a note")
struct NoteChecklistToggleTests {
    @Test("The n-th checklist line flips; every other character stays; no such item is nil")
    func toggle() {
        let note = "Intro with [ ] brackets\n- [ ] One\n  * [X] Two **bold**\n- plain bullet\n- [ ] Three"
        #expect(
            NoteDocument.toggling(checklistItem: 0, in: note)
                == "Intro with [ ] brackets\n- [x] One\n  * [X] Two **bold**\n- plain bullet\n- [ ] Three")
        #expect(
            NoteDocument.toggling(checklistItem: 1, in: note)
                == "Intro with [ ] brackets\n- [ ] One\n  * [ ] Two **bold**\n- plain bullet\n- [ ] Three")
        #expect(
            NoteDocument.toggling(checklistItem: 2, in: note)
                == "Intro with [ ] brackets\n- [ ] One\n  * [X] Two **bold**\n- plain bullet\n- [x] Three")
        #expect(NoteDocument.toggling(checklistItem: 3, in: note) == nil)
        #expect(NoteDocument.toggling(checklistItem: -1, in: note) == nil)
        let twice = NoteDocument.toggling(checklistItem: 0, in: NoteDocument.toggling(checklistItem: 0, in: note)!)
        #expect(twice == note)
        #expect(NoteDocument(parsing: NoteDocument.toggling(checklistItem: 0, in: note)!).checklistProgress == (2, 3))
    }
}
