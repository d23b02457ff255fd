/// A route's path pattern, parsed once: literal segments, `:name` parameters (optionally with a literal suffix, as in
/// `:week.ics`) and a trailing `*name` wildcard. It prints a path from parameter texts and reads them back from the
/// segments the router captured.
///
/// ```swift
/// let template = PathTemplate("/calendar/week/:week.ics")
/// template.path(["8"])           // "/calendar/week/8.ics"
/// template.routerPattern         // "/calendar/week/:week"
/// template.openAPIPath           // "/calendar/week/{week}.ics"
/// ```
public struct PathTemplate: Hashable, Sendable, CustomStringConvertible {
    /// One segment of the pattern.
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(name: String, suffix: String)
        case wildcard(name: String)
    }

    /// The pattern as declared.
    public let pattern: String
    /// Its segments in order.
    public let segments: [Segment]
    /// The names of the parameters (and the wildcard), in order.
    public let parameterNames: [String]
    /// The whole path when the pattern has no parameter (printed once, not per link).
    @usableFromInline let literalPath: String?

    /// Parses `pattern`. A parameter's name is letters and digits; what follows it in the segment is a literal suffix.
    public init(_ pattern: String) {
        self.pattern = pattern
        let segments = pattern.split(separator: "/", omittingEmptySubsequences: true).map { piece -> Segment in
            if piece.hasPrefix(":") {
                let rest = piece.dropFirst()
                let name = rest.prefix { $0.isLetter || $0.isNumber }
                return .parameter(name: String(name), suffix: String(rest.dropFirst(name.count)))
            }
            if piece.hasPrefix("*") { return .wildcard(name: String(piece.dropFirst())) }
            return .literal(String(piece))
        }
        self.segments = segments
        parameterNames = segments.compactMap { segment in
            switch segment {
            case .literal: nil
            case .parameter(let name, _), .wildcard(let name): name
            }
        }
        literalPath =
            parameterNames.isEmpty
            ? "/" + segments.map { if case .literal(let text) = $0 { text } else { "" } }.joined(separator: "/") : nil
    }

    public var description: String { pattern }

    /// The pattern the router matches (suffixes are checked when the parameters are read).
    public var routerPattern: String {
        "/"
            + segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .parameter(let name, _): ":" + name
                case .wildcard(let name): "*" + name
                }
            }.joined(separator: "/")
    }

    /// `/sessions/{id}/on/{date}`: the pattern as the OpenAPI document writes paths.
    public var openAPIPath: String {
        "/"
            + segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .parameter(let name, let suffix): "{\(name)}" + suffix
                case .wildcard(let name): "{\(name)}"
                }
            }.joined(separator: "/")
    }

    /// The path with `values` (one per parameter, in order) percent-encoded into their segments.
    public func path(_ values: [String]) -> String {
        if let literalPath { return literalPath }
        var remaining = values[...]
        let printed = segments.map { segment -> String in
            switch segment {
            case .literal(let text):
                return text
            case .parameter(_, let suffix):
                return PercentEncoding.segment(remaining.popFirst() ?? "") + suffix
            case .wildcard:
                let rest = remaining.popFirst() ?? ""
                if rest.utf8.allSatisfy({ $0 == 47 || PercentEncoding.isUnreserved($0) }) { return rest }
                return rest.split(separator: "/", omittingEmptySubsequences: false)
                    .map { PercentEncoding.segment(String($0)) }.joined(separator: "/")
            }
        }
        return "/" + printed.joined(separator: "/")
    }

    /// The parameters' texts from the router's captures (one per parameter, in order), each without its suffix;
    /// a capture missing its suffix is malformed.
    @inlinable
    public func texts(from captures: [String]) throws(RouteParameterError) -> [String] {
        var captured = captures[...]
        var texts: [String] = []
        for segment in segments {
            switch segment {
            case .literal:
                continue
            case .parameter(let name, let suffix):
                let text = captured.popFirst() ?? ""
                guard text.hasSuffix(suffix), text.utf8.count > suffix.utf8.count else {
                    throw RouteParameterError(name: name, location: .path, problem: .malformed(expected: "a value ending in \(suffix)"))
                }
                texts.append(String(text.dropLast(suffix.count)))
            case .wildcard:
                texts.append(captured.popFirst() ?? "")
            }
        }
        return texts
    }
}
