extension Node {
    /// Tags whose text is not page text, so it is left as it is.
    static let arabicRunExempt: Set<String> = ["script", "style", "title", "option", "textarea", "head"]

    /// This node with every run of Arabic inside left-to-right text marked `lang="ar" dir="rtl"` (a `span`), so screen
    /// readers switch voice and the run reads right to left: "تَبَـٰرَكَ — keep the nūn clear" becomes
    /// `<span lang="ar" dir="rtl">تَبَـٰرَكَ</span> — keep the nūn clear`. An element that already carries a `lang`
    /// starting "ar" is left whole; raw markup and attribute values are never touched.
    ///
    ///     p { "Ghunnah letters — ي ن م و" }.markingArabicRuns().render()
    ///     // "<p>Ghunnah letters — <span lang=\"ar\" dir=\"rtl\">ي ن م و</span></p>"
    public func markingArabicRuns() -> Node {
        switch kind {
        case .text(let text):
            return Self.arabicRuns(in: text)
        case .raw:
            return self
        case .fragment(let nodes):
            return Node(kind: .fragment(nodes.map { $0.markingArabicRuns() }))
        case .element(let element):
            let isArabic = element.attributes.contains { attribute in
                guard attribute.name == "lang", case .string(let value) = attribute.value else { return false }
                return value.lowercased().hasPrefix("ar")
            }
            guard !element.isVoid, !isArabic, !Self.arabicRunExempt.contains(element.tag) else { return self }
            return Node(
                kind: .element(
                    Element(tag: element.tag, attributes: element.attributes, content: element.content.markingArabicRuns(), isVoid: false)))
        }
    }

    /// Whether `scalar` is written in the Arabic script (its letters, marks, digits and presentation forms).
    static func isArabic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: true
        default: false
        }
    }

    /// `text` split into plain runs and Arabic runs; spaces and punctuation between two Arabic letters stay in the run.
    static func arabicRuns(in text: String) -> Node {
        guard text.unicodeScalars.contains(where: isArabic) else { return .text(text) }
        var parts: [Node] = []
        var plain = ""
        var arabic = ""
        var pending = ""  // neutral characters after an Arabic run: they join it only if more Arabic follows
        func closeArabic() {
            guard !arabic.isEmpty else { return }
            parts.append(.text(plain))
            plain = ""
            parts.append(span(.lang("ar"), .dir(.rtl)) { arabic })
            arabic = ""
        }
        for character in text {
            if character.unicodeScalars.contains(where: isArabic) {
                arabic += pending + String(character)
                pending = ""
            } else if !arabic.isEmpty && (character.isWhitespace || character.isPunctuation) && character != "—" {
                pending.append(character)
            } else {
                closeArabic()
                plain += pending + String(character)
                pending = ""
            }
        }
        closeArabic()
        plain += pending
        if !plain.isEmpty { parts.append(.text(plain)) }
        return Node(kind: .fragment(parts.filter { if case .text(let t) = $0.kind { !t.isEmpty } else { true } }))
    }
}
