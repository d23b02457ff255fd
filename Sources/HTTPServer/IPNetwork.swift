/// An address block: an address with a prefix length ("10.0.0.0/8", "2001:db8::/32"), or one address ("127.0.0.1",
/// a /32 or /128). Parsed strictly: host bits set below the prefix are refused, so a typo cannot widen the block.
///
/// ```swift
/// let block = IPNetwork("10.0.0.0/8")
/// block?.contains(IPAddress("10.1.2.3")!)   // true
/// IPNetwork("10.0.0.1/8")                   // nil: host bits set
/// ```
public struct IPNetwork: Sendable, Hashable, CustomStringConvertible {
    /// The first address of the block.
    public let address: IPAddress
    /// The number of leading bits that must match.
    public let prefixLength: Int

    /// Parses "address" or "address/prefix".
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = IPAddress(parts[0]) else { return nil }
        let bits = address.bytes.count * 8
        var length = bits
        if parts.count == 2 {
            let digits = parts[1]
            guard (1...3).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                digits.count == 1 || digits.first != "0", let value = Int(digits), value <= bits
            else { return nil }
            length = value
        }
        self.address = address
        self.prefixLength = length
        guard Self.masked(address.bytes, length) == address.bytes else { return nil }
    }

    /// Whether `candidate` is in the block (an IPv4 address is never in an IPv6 block, and the reverse).
    public func contains(_ candidate: IPAddress) -> Bool {
        candidate.bytes.count == address.bytes.count && Self.masked(candidate.bytes, prefixLength) == address.bytes
    }

    /// "10.0.0.0/8".
    public var description: String { "\(address)/\(prefixLength)" }

    private static func masked(_ bytes: [UInt8], _ length: Int) -> [UInt8] {
        bytes.enumerated().map { index, byte in
            let kept = min(max(length - index * 8, 0), 8)
            return kept == 8 ? byte : byte & ~(UInt8(0xFF) >> kept)
        }
    }
}
