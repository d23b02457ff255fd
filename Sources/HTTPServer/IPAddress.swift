#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An IPv4 or IPv6 address parsed strictly (`inet_pton`: dotted quads without leading zeros, RFC 4291 text for IPv6);
/// an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is the IPv4 address it maps.
///
/// ```swift
/// IPAddress("192.0.2.7")?.description   // "192.0.2.7"
/// IPAddress("::ffff:10.0.0.1")?.isIPv4   // true
/// IPAddress("10.0.0.01")                 // nil
/// ```
public struct IPAddress: Sendable, Hashable, CustomStringConvertible {
    /// 4 bytes for IPv4, 16 for IPv6, in network order.
    public let bytes: [UInt8]

    /// Parses `text`; nil unless it is exactly one address (no port, no brackets, no zone).
    public init?(_ text: some StringProtocol) {
        let text = String(text)
        guard !text.isEmpty, text.utf8.count <= 45 else { return nil }
        var four = [UInt8](repeating: 0, count: 4)
        if inet_pton(AF_INET, text, &four) == 1 {
            bytes = four
            return
        }
        var sixteen = [UInt8](repeating: 0, count: 16)
        guard inet_pton(AF_INET6, text, &sixteen) == 1 else { return nil }
        let mapped: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF]
        bytes = Array(sixteen.prefix(12)) == mapped ? Array(sixteen.suffix(4)) : sixteen
    }

    /// Whether this is an IPv4 address.
    public var isIPv4: Bool { bytes.count == 4 }

    /// Whether this is a loopback address (127.0.0.0/8 or ::1).
    public var isLoopback: Bool {
        isIPv4 ? bytes[0] == 127 : bytes == [UInt8](repeating: 0, count: 15) + [1]
    }

    /// The canonical text ("192.0.2.7", "2001:db8::1").
    public var description: String {
        var buffer = [CChar](repeating: 0, count: 64)
        let family = isIPv4 ? AF_INET : AF_INET6
        let written = bytes.withUnsafeBufferPointer { inet_ntop(family, $0.baseAddress, &buffer, socklen_t(buffer.count)) }
        guard written != nil else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
