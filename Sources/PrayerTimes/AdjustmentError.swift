/// An adjustment pair that cannot be read.
public struct AdjustmentError: Error, Sendable, Equatable, CustomStringConvertible {
    public let pair: String
    public let reason: String
    public var description: String { "The adjustment \"\(pair)\" cannot be read: \(reason)." }
}
