/// Plain `--flag value` / `--switch` command-line arguments, with errors that name the flag.
public struct Arguments: Sendable {
    public private(set) var values: [String: String] = [:]
    public private(set) var switches: Set<String> = []
    public private(set) var positional: [String] = []

    /// Parses `arguments`; `switchNames` take no value.
    public init(_ arguments: [String], switchNames: Set<String>) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--") {
                var name = String(argument.dropFirst(2))
                var inline: String?
                if let eq = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                if switchNames.contains(name) {
                    switches.insert(name)
                } else if let inline {
                    values[name] = inline
                } else {
                    guard index + 1 < arguments.count else { throw UsageError("--\(name) needs a value.") }
                    index += 1
                    values[name] = arguments[index]
                }
            } else {
                positional.append(argument)
            }
            index += 1
        }
    }

    /// Throws for any flag not in `known`.
    public func rejectUnknown(_ known: Set<String>) throws {
        for name in Set(values.keys).union(switches) where !known.contains(name) {
            throw UsageError("Unknown option --\(name).")
        }
    }

    public func value(_ name: String) -> String? { values[name] }
    public func has(_ name: String) -> Bool { switches.contains(name) }

    public func required(_ name: String) throws -> String {
        guard let value = values[name], !value.isEmpty else { throw UsageError("--\(name) is required.") }
        return value
    }
}

/// A mistake on the command line: printed with the usage, exit status 64.
public struct UsageError: Error, CustomStringConvertible {
    public let description: String
    public init(_ message: String) { description = message }
}
