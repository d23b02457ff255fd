import Foundation
import Testing

@testable import QuranFlowServer

/// WebKit (Safari) drops a `text-decoration` shorthand that names a style or a colour, so corrected and praised words
/// lost their wavy and gold underlines: the served stylesheet uses only single-value shorthands (`underline`,
/// `none`, `line-through`) and the longhand properties for the rest.
@Suite struct WebKitStylesheetTests {
    /// Every `text-decoration:` declaration in `css` with more than one value.
    static func shorthandsWithSeveralValues(in css: String) -> [String] {
        var found: [String] = []
        var rest = Substring(css)
        while let range = rest.range(of: "text-decoration:") {
            let value = rest[range.upperBound...].prefix { $0 != ";" && $0 != "}" }
            let words = value.split(whereSeparator: \.isWhitespace)
            if words.count > 1 { found.append("text-decoration:" + value) }
            rest = rest[range.upperBound...]
        }
        return found
    }

    @Test func theShorthandCheckFindsAWavyColouredUnderline() {
        let css = ".a { text-decoration: underline wavy red; } .b { text-decoration: none; } .c { text-decoration-line: underline; }"
        #expect(Self.shorthandsWithSeveralValues(in: css) == ["text-decoration: underline wavy red"])
    }

    /// Every stylesheet in the package's sources, by path.
    static func stylesheets() throws -> [(path: String, css: String)] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".css") }.sorted().map {
            ($0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8))
        }
    }

    @Test func noStylesheetUsesATextDecorationShorthandWithSeveralValues() throws {
        let sheets = try Self.stylesheets()
        #expect(sheets.contains { $0.path == "QuranFlowServer/Public/app.css" })
        for sheet in sheets {
            #expect(
                Self.shorthandsWithSeveralValues(in: sheet.css).isEmpty, "\(sheet.path): \(Self.shorthandsWithSeveralValues(in: sheet.css))"
            )
        }
    }

    @Test func correctedAndPraisedWordsAreUnderlinedWithLonghands() throws {
        #expect(try TestApp().client().get("/static/app.css").status == .ok)
        let css = try #require(try Self.stylesheets().first { $0.path == "QuranFlowServer/Public/app.css" }).css
        for (rule, style) in [(".passage-ayah .word.correction {", "wavy"), (".passage-ayah .word.praise {", "solid")] {
            let start = try #require(css.range(of: rule), "\(rule) is missing")
            let body = css[start.upperBound...].prefix { $0 != "}" }
            for declaration in [
                "-webkit-text-decoration-line: underline;", "text-decoration-line: underline;",
                "-webkit-text-decoration-style: \(style);", "text-decoration-style: \(style);",
            ] {
                #expect(body.contains(declaration), "\(rule) lacks \(declaration)")
            }
            #expect(body.contains("text-decoration-color: var("), "\(rule) has no colour")
        }
    }
}
