/// A job of a kind this version has no handler for: kept as failed after its tries, never run blindly.
public struct UnknownJobKind: Error, CustomStringConvertible {
    public let kind: String

    public init(kind: String) { self.kind = kind }

    public var description: String { "No handler for job kind \(kind)" }
}
