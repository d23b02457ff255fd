import Foundation

/// Which direct peers are reverse proxies whose `X-Forwarded-For` / `X-Forwarded-Proto` are believed, and whether the
/// proxies terminate TLS. Without trusted proxies the socket's peer is the client and forwarded headers are ignored.
///
/// The client is the rightmost `X-Forwarded-For` address that is not itself a trusted proxy (each proxy appends the
/// address it saw, so everything left of an untrusted hop may be forged). HTTPS is believed only with
/// `behindTLSProxy` and a trusted peer saying `X-Forwarded-Proto: https`.
///
/// ```swift
/// let trust = try ProxyTrust.parse(trustedProxies: "127.0.0.1,10.0.0.0/8", behindTLSProxy: true)
/// trust.origin(peer: "10.0.0.5", headers: ["X-Forwarded-For": "198.51.100.7", "X-Forwarded-Proto": "https"])
/// // ClientOrigin(address: "198.51.100.7", isHTTPS: true, viaProxy: true)
/// ```
public struct ProxyTrust: Sendable, Equatable {
    /// The blocks whose peers are trusted proxies.
    public let proxies: [IPNetwork]
    /// Whether a trusted proxy's `X-Forwarded-Proto: https` marks the request as HTTPS.
    public let behindTLSProxy: Bool

    /// No proxy: every request's client is its socket peer, over plain HTTP.
    public static let none = ProxyTrust(proxies: [], behindTLSProxy: false)

    public init(proxies: [IPNetwork], behindTLSProxy: Bool) {
        self.proxies = proxies
        self.behindTLSProxy = behindTLSProxy
    }

    /// The options `--trusted-proxy CIDR[,CIDR]` and `--behind-tls-proxy`, checked: a value that is not an address or
    /// a block, or `--behind-tls-proxy` without a trusted proxy, throws a message naming the option.
    public static func parse(trustedProxies: String?, behindTLSProxy: Bool) throws(ProxyTrustError) -> ProxyTrust {
        var proxies: [IPNetwork] = []
        if let trustedProxies {
            for piece in trustedProxies.split(separator: ",", omittingEmptySubsequences: false) {
                let text = piece.trimmingCharacters(in: .whitespaces)
                guard let block = IPNetwork(text) else {
                    throw ProxyTrustError(
                        "--trusted-proxy: \"\(text)\" is not an IPv4/IPv6 address or CIDR block (like 127.0.0.1, 10.0.0.0/8, ::1).")
                }
                proxies.append(block)
            }
        }
        if behindTLSProxy, proxies.isEmpty {
            throw ProxyTrustError("--behind-tls-proxy needs --trusted-proxy: HTTPS is believed only from a configured proxy.")
        }
        return ProxyTrust(proxies: proxies, behindTLSProxy: behindTLSProxy)
    }

    /// Whether `address` is one of the trusted proxies.
    public func isTrusted(_ address: IPAddress) -> Bool {
        proxies.contains { $0.contains(address) }
    }

    /// The client behind `peer` (the socket's address) given the request's headers.
    public func origin(peer: String?, headers: HTTPHeaders) -> ClientOrigin {
        guard let peer, let peerAddress = IPAddress(peer), isTrusted(peerAddress) else {
            return ClientOrigin(address: peer, isHTTPS: false, viaProxy: false)
        }
        let hops = headers.values(for: "X-Forwarded-For").flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var client = peerAddress
        for hop in hops.reversed() {
            // A hop a trusted proxy wrote that is not an address: keep the last address known, never a forged one.
            guard let address = IPAddress(hop) else { break }
            client = address
            if !isTrusted(address) { break }
        }
        let proto = headers.values(for: "X-Forwarded-Proto").flatMap { $0.split(separator: ",") }.last
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return ClientOrigin(address: client.description, isHTTPS: behindTLSProxy && proto == "https", viaProxy: true)
    }
}

/// Where a request came from once proxies are accounted for.
public struct ClientOrigin: Sendable, Equatable {
    /// The client's address (nil when the socket's peer is unknown).
    public let address: String?
    /// Whether the client's connection was HTTPS (terminated by a trusted proxy).
    public let isHTTPS: Bool
    /// Whether the peer is a trusted proxy (so the address and scheme come from its headers).
    public let viaProxy: Bool
}

/// A malformed `--trusted-proxy` / `--behind-tls-proxy` combination, worded for the person who typed it.
public struct ProxyTrustError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
