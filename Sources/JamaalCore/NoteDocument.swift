import Foundation

/// A task note parsed from its Markdown subset into a tree that is safe to render (TK-04).
///
/// Understood: checklist lines (`- [ ] …`, `- [x] …`), bullet lines (`- …`, `* …`), **bold** (`**…**`),
/// *italic* (`*…*` or `_…_`), inline `code`, and links `[text](url)` whose scheme is http, https or mailto.
/// Everything else stays plain text, character for character: headings (`# …`), tables, images
/// (`![…](…)`), raw HTML, and links with any other scheme (`javascript:` included). A renderer escapes
/// every ``NoteInline/text(_:)``; there is no HTML here.
///
/// ```swift
/// NoteDocument(parsing: "- [ ] Call **Ali**").blocks
/// // [.checklistItem(checked: false, [.text("Call "), .bold([.text("Ali")])])]
/// ```
public struct NoteDocument: Hashable, Sendable {
    /// The note's lines, in order. Blank lines are dropped.
    public let blocks: [NoteBlock]

    /// Parses `markdown`. Never fails: what isn't understood is text.
    public init(parsing markdown: String) {
        blocks = markdown.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).compactMap { line in
            let text = String(line)
            if text.trimmingCharacters(in: .whitespaces).isEmpty { return nil }
            let trimmed = String(text.drop { $0 == " " })
            for marker in ["- [ ] ", "* [ ] "] where trimmed.hasPrefix(marker) {
                return .checklistItem(checked: false, NoteInlineParser.parse(String(trimmed.dropFirst(marker.count))))
            }
            for marker in ["- [x] ", "- [X] ", "* [x] ", "* [X] "] where trimmed.hasPrefix(marker) {
                return .checklistItem(checked: true, NoteInlineParser.parse(String(trimmed.dropFirst(marker.count))))
            }
            for marker in ["- ", "* "] where trimmed.hasPrefix(marker) {
                return .bullet(NoteInlineParser.parse(String(trimmed.dropFirst(marker.count))))
            }
            return .paragraph(NoteInlineParser.parse(text))
        }
    }

    /// The note with its `index`-th checklist item (0-based, counting checklist lines only) ticked or unticked —
    /// the one edit the focus screen (FS-02) and the task detail make to a note. Every other character is kept.
    /// `nil` when there is no such item.
    ///
    /// ```swift
    /// NoteDocument.toggling(checklistItem: 0, in: "- [ ] Call")   // "- [x] Call"
    /// ```
    public static func toggling(checklistItem index: Int, in markdown: String) -> String? {
        var lines = markdown.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        var seen = 0
        for (number, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }
            let trimmed = line.dropFirst(indent.count)
            let box: (from: String, to: String)?
            if trimmed.hasPrefix("- [ ] ") || trimmed.hasPrefix("* [ ] ") {
                box = ("[ ]", "[x]")
            } else if ["- [x] ", "- [X] ", "* [x] ", "* [X] "].contains(where: { trimmed.hasPrefix($0) }) {
                box = (String(trimmed.dropFirst(2).prefix(3)), "[ ]")
            } else {
                box = nil
            }
            guard let box else { continue }
            if seen == index {
                let marker = trimmed.prefix(2)
                lines[number] = indent + marker + box.to + trimmed.dropFirst(2 + box.from.count)
                return lines.joined(separator: "\n")
            }
            seen += 1
        }
        return nil
    }

    /// The checklist items, for the focus screen (FS-02): how many there are and how many are ticked.
    public var checklistProgress: (checked: Int, total: Int) {
        var checked = 0, total = 0
        for case .checklistItem(let isChecked, _) in blocks {
            total += 1
            if isChecked { checked += 1 }
        }
        return (checked, total)
    }
}

/// One line of a note.
public enum NoteBlock: Hashable, Sendable {
    case paragraph([NoteInline])
    case bullet([NoteInline])
    case checklistItem(checked: Bool, [NoteInline])
}

/// A run inside a line. Only ``link(_:url:)`` carries a URL, and only an http, https or mailto one.
public indirect enum NoteInline: Hashable, Sendable {
    case text(String)
    case bold([NoteInline])
    case italic([NoteInline])
    case code(String)
    case link([NoteInline], url: String)

    /// The run's words without formatting.
    public var plainText: String {
        switch self {
        case .text(let text), .code(let text): text
        case .bold(let children), .italic(let children), .link(let children, _): children.map(\.plainText).joined()
        }
    }
}

/// The inline half of the parser: a single left-to-right pass; unmatched markers are text.
enum NoteInlineParser {
    static let allowedSchemes = ["http", "https", "mailto"]

    static func parse(_ text: String) -> [NoteInline] {
        parse(Array(text))
    }

    static func parse(_ chars: [Character]) -> [NoteInline] {
        var out: [NoteInline] = []
        var buffer = ""
        func flush() {
            if !buffer.isEmpty { out.append(.text(buffer)); buffer = "" }
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, "\\`*_[]()!#".contains(chars[i + 1]) {
                buffer.append(chars[i + 1]); i += 2; continue
            }
            if c == "h" || c == "H", i == 0 || chars[i - 1].isWhitespace || chars[i - 1] == "(", let end = bareURLEnd(chars, from: i) {
                flush(); let url = String(chars[i..<end]); out.append(.link([.text(url)], url: url)); i = end; continue
            }
            if c == "`", let close = find(["`"], in: chars, from: i + 1), close > i + 1 {
                flush(); out.append(.code(String(chars[(i + 1)..<close]))); i = close + 1; continue
            }
            if c == "*", i + 1 < chars.count, chars[i + 1] == "*",
                let close = find(["*", "*"], in: chars, from: i + 2), close > i + 2
            {
                flush(); out.append(.bold(parse(Array(chars[(i + 2)..<close])))); i = close + 2; continue
            }
            if c == "*" || c == "_", let close = find([c], in: chars, from: i + 1), close > i + 1,
                chars[i + 1] != " ", chars[close - 1] != " "
            {
                flush(); out.append(.italic(parse(Array(chars[(i + 1)..<close])))); i = close + 1; continue
            }
            if c == "!", i + 1 < chars.count, chars[i + 1] == "[", let end = linkEnd(chars, from: i + 1) {
                buffer.append(contentsOf: String(chars[i..<end.after])); i = end.after; continue  // images stay text
            }
            if c == "[", let end = linkEnd(chars, from: i) {
                let url = String(chars[(end.textEnd + 2)..<(end.after - 1)]).trimmingCharacters(in: .whitespaces)
                if isSafe(url) {
                    flush(); out.append(.link(parse(Array(chars[(i + 1)..<end.textEnd])), url: url))
                } else {
                    buffer.append(contentsOf: String(chars[i..<end.after]))
                }
                i = end.after; continue
            }
            buffer.append(c); i += 1
        }
        flush()
        return out
    }

    /// The index where `marker` next starts at or after `from`.
    static func find(_ marker: [Character], in chars: [Character], from: Int) -> Int? {
        guard from <= chars.count - marker.count else { return nil }
        for index in from...(chars.count - marker.count) where Array(chars[index..<(index + marker.count)]) == marker {
            return index
        }
        return nil
    }

    /// For a bare `http://` or `https://` address starting at `from`: the index just past it — up to the next space,
    /// less trailing punctuation (a sentence's full stop, a closing bracket with no opening one in the address) — when
    /// what remains is a safe link.
    static func bareURLEnd(_ chars: [Character], from: Int) -> Int? {
        let rest = chars[from...].prefix(8).map { $0.lowercased() }.joined()
        guard rest.hasPrefix("http://") || rest.hasPrefix("https://") else { return nil }
        var end = from
        while end < chars.count, !chars[end].isWhitespace, chars[end] != "<", chars[end] != ">", chars[end] != "\"" { end += 1 }
        while end > from {
            let last = chars[end - 1]
            let unbalanced = last == ")" && !chars[from..<(end - 1)].contains("(")
            guard ".,;:!?'".contains(last) || unbalanced else { break }
            end -= 1
        }
        return isSafe(String(chars[from..<end])) ? end : nil
    }

    /// For `[text](url)` starting at `from` (the `[`): the index of `]` and the index just past `)`.
    static func linkEnd(_ chars: [Character], from: Int) -> (textEnd: Int, after: Int)? {
        guard let textEnd = find(["]", "("], in: chars, from: from + 1),
            let close = find([")"], in: chars, from: textEnd + 2)
        else { return nil }
        return (textEnd, close + 1)
    }

    static func isSafe(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":"), !url.contains(where: { $0.isWhitespace || $0 == "<" || $0 == ">" || $0 == "\"" })
        else { return false }
        let scheme = url[..<colon].lowercased()
        guard allowedSchemes.contains(scheme) else { return false }
        let rest = url[url.index(after: colon)...]
        return scheme == "mailto" ? !rest.isEmpty : rest.hasPrefix("//") && rest.count > 2
    }
}
