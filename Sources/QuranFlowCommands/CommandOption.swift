/// One command-line option, declared once: its flag, the value it takes (nil for a switch), the environment variable
/// that can stand for it, its default and its help line. `quranflow help`, `quranflow serve --help`, the check that
/// rejects unknown flags and docs/operations.md's table are all printed from these (a test compares the table).
///
/// ```swift
/// CommandOption("port", value: "PORT", default: "8080", help: "The port to listen on.")
/// ```
public struct CommandOption: Sendable, Equatable {
    /// The flag without its dashes ("port").
    public let name: String
    /// What the value is called in the usage ("PORT"); nil for a switch.
    public let value: String?
    /// The environment variable read when the flag is absent.
    public let environment: String?
    /// What applies when neither is given, in words ("8080", "no limit with --trusted-proxy").
    public let defaultValue: String?
    /// One sentence.
    public let help: String

    public init(_ name: String, value: String? = nil, environment: String? = nil, default defaultValue: String? = nil, help: String) {
        self.name = name
        self.value = value
        self.environment = environment
        self.defaultValue = defaultValue
        self.help = help
    }

    /// Whether the flag takes no value.
    public var isSwitch: Bool { value == nil }

    /// "--port PORT" or "--demo".
    public var synopsis: String { value.map { "--\(name) \($0)" } ?? "--\(name)" }
}

extension [CommandOption] {
    /// The flags, for ``Arguments/rejectUnknown(_:)``.
    public var names: Set<String> { Set(map(\.name)) }

    /// The switches, for ``Arguments/init(_:switchNames:)``.
    public var switchNames: Set<String> { Set(filter(\.isSwitch).map(\.name)) }

    /// "[--port PORT] [--demo] …", wrapped at `width` with `indent` before every line after the first.
    public func synopsis(width: Int = 118, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for option in self {
            let piece = "[\(option.synopsis)]"
            if !line.isEmpty, line.count + 1 + piece.count > width {
                lines.append(line)
                line = piece
            } else {
                line += line.isEmpty ? piece : " " + piece
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n" + indent)
    }

    /// Every option on its lines: the flag, then its help, environment variable and default, indented.
    public var help: String {
        map { option in
            var text = "  \(option.synopsis)\n      \(option.help)"
            if let variable = option.environment { text += "\n      Environment: \(variable)." }
            if let value = option.defaultValue { text += "\n      Default: \(value)." }
            return text
        }.joined(separator: "\n")
    }

    /// The Markdown table docs/operations.md carries between its `serve-options` markers.
    public var markdownTable: String {
        var rows = ["| Option | Environment | Default | What it does |", "| --- | --- | --- | --- |"]
        for option in self {
            // A table cell escapes its pipes (in code spans too, as GitHub's tables need) and its angle brackets.
            func cell(_ text: String) -> String {
                text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "<", with: "&lt;")
                    .replacingOccurrences(of: ">", with: "&gt;")
            }
            let cells = [
                "`\(option.synopsis.replacingOccurrences(of: "|", with: "\\|"))`", option.environment.map { "`\($0)`" } ?? "",
                cell(option.defaultValue ?? ""), cell(option.help),
            ]
            rows.append("| " + cells.joined(separator: " | ") + " |")
        }
        return rows.joined(separator: "\n")
    }
}
