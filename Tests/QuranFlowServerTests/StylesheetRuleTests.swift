import Foundation
import Testing

/// Rules of #39 that live in the stylesheet: "Show N more notes" goes once the notes are shown (no script needed), the
/// live dot is the live colour, and a student's message bubbles take the accent tint, not ink.
@Suite struct StylesheetRuleTests {
    static func css() throws -> String {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/QuranFlowServer/Public/app.css")
        return try String(contentsOf: sources, encoding: .utf8)
    }

    @Test func theMoreNotesSummaryIsHiddenOnceOpen() throws {
        #expect(try Self.css().contains(".more-marks[open] > summary { display: none; }"))
    }

    @Test func theLiveDotIsTheLiveColourAndOnlyWhileLive() throws {
        let css = try Self.css()
        #expect(css.contains("--live: #e05a4a;"))
        let dots = css.components(separatedBy: "\n").filter { $0.hasPrefix(".live-dot {") }
        #expect(!dots.isEmpty && dots.allSatisfy { $0.contains("background: var(--live)") }, "\(dots)")
        #expect(css.contains("main.live:not([data-phase=\"live\"]) .live-dot {"))
    }

    @Test func aStudentsBubbleIsTheAccentTint() throws {
        let css = try Self.css()
        let rule = css.components(separatedBy: "\n").first { $0.hasPrefix(".bubble.student {") } ?? ""
        #expect(rule.contains("background: var(--plum-soft)"), "\(rule)")
        #expect(!rule.contains("background: var(--ink)"))
    }
}
