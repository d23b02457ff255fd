import Foundation
import QuranFlowCommands
import Testing

/// `quranflow serve`'s options, declared once (#41 item 4): the usage, `--help`, the unknown-flag refusal and the
/// table in docs/operations.md all come from ``ServeOptions``.
@Suite struct ServeOptionsTests {
    static let operations = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/operations.md")
    static let begin = "<!-- serve-options:begin -->\n"
    static let end = "<!-- serve-options:end -->"

    @Test("docs/operations.md's table is the declaration's (DOCS_RECORD=1 rewrites it)")
    func documentedTableMatches() throws {
        let text = try String(contentsOf: Self.operations, encoding: .utf8)
        guard let start = text.range(of: Self.begin), let stop = text.range(of: Self.end, range: start.upperBound..<text.endIndex)
        else {
            Issue.record("docs/operations.md has no serve-options markers")
            return
        }
        let expected = ServeOptions.all.markdownTable + "\n"
        let documented = String(text[start.upperBound..<stop.lowerBound])
        if documented != expected, ProcessInfo.processInfo.environment["DOCS_RECORD"] == "1" {
            try (text[..<start.upperBound] + expected + text[stop.lowerBound...]).write(
                to: Self.operations, atomically: true, encoding: .utf8)
            return
        }
        #expect(documented == expected)
    }

    @Test("Every option the usage and --help print is accepted, and nothing else")
    func usageHelpAndValidationAgree() throws {
        for option in ServeOptions.all {
            #expect(ServeOptions.help.contains(option.synopsis), "\(option.name)")
            if option.name != "help" { #expect(ServeOptions.usage.contains("[\(option.synopsis)]"), "\(option.name)") }
            let arguments = try Arguments(
                ["serve", "--\(option.name)"] + (option.isSwitch ? [] : ["x"]), switchNames: ServeOptions.all.switchNames)
            try arguments.rejectUnknown(ServeOptions.all.names)
        }
        let unknown = try Arguments(["serve", "--colour", "red"], switchNames: ServeOptions.all.switchNames)
        #expect(throws: UsageError.self) { try unknown.rejectUnknown(ServeOptions.all.names) }
        // The flags serve reads are the declared ones: none read that is not declared.
        let source = try String(
            contentsOf: Self.operations.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Sources/QuranFlowCommands/ServeCommand.swift"), encoding: .utf8)
        let read = Set(
            source.matches(of: /arguments\.(?:value|has)\("([a-z-]+)"\)/).map { String($0.output.1) })
        #expect(read.isSubset(of: ServeOptions.all.names), "\(read.subtracting(ServeOptions.all.names))")
    }

    @Test("quranflow serve --help answers with the options, not \"Unknown option --help\"")
    func helpIsAnOption() throws {
        let arguments = try Arguments(["serve", "--help"], switchNames: ServeOptions.all.switchNames)
        try arguments.rejectUnknown(ServeOptions.all.names)
        #expect(arguments.has("help"))
        #expect(ServeOptions.help.hasPrefix("usage: quranflow serve [options]"))
    }
}
