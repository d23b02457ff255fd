/// The Prometheus text exposition format (version 0.0.4), written family by family: `# HELP`, `# TYPE`, then samples
/// with escaped label values. `promtool check metrics` accepts what it writes (tested).
///
/// ```swift
/// var text = PrometheusText()
/// text.family("jobs_waiting", type: .gauge, help: "Jobs due and not yet run.")
/// text.sample("jobs_waiting", value: 3)
/// let body = text.output  // "# HELP jobs_waiting Jobs due and not yet run.\n# TYPE jobs_waiting gauge\njobs_waiting 3\n"
/// ```
public struct PrometheusText: Sendable {
    /// A family's type.
    public enum Kind: String, Sendable {
        case counter, gauge, histogram
    }

    /// The exposition's media type.
    public static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// The text so far.
    public private(set) var output = ""

    public init() {}

    /// Starts a family: its help line and type.
    public mutating func family(_ name: String, type: Kind, help: String) {
        output += "# HELP \(name) \(help.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n"))\n"
        output += "# TYPE \(name) \(type.rawValue)\n"
    }

    /// One sample of the current family.
    public mutating func sample(_ name: String, labels: [(String, String)] = [], value: Double) {
        output += name
        if !labels.isEmpty {
            output += "{" + labels.map { "\($0.0)=\"\(Self.escape($0.1))\"" }.joined(separator: ",") + "}"
        }
        output += " \(Self.number(value))\n"
    }

    /// A gauge family of one sample.
    public mutating func gauge(_ name: String, help: String, value: Double) {
        family(name, type: .gauge, help: help)
        sample(name, value: value)
    }

    /// Integers without a fraction ("3"), others as Swift prints them ("0.005"), and the special values by name.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "+Inf" : "-Inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    static func escape(_ value: String) -> String {
        var result = ""
        for character in value {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }
}
