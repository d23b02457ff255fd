import Foundation
import HTTPServer

/// The names this Jamaal answers to: loopback names always, and the host of each `--public-url`. A request addressed to
/// any other `Host` is refused, so no web page can drive the service through DNS rebinding (a hostile name resolving to
/// this server still sends its own name in `Host`). Sign-in and CSRF do the rest; the test clock stays loopback-only.
///
///     let hosts = try HostAllowList(publicURLs: ["https://jamaal.example"])
///     Application(router: router, middlewares: [hosts])
public struct HostAllowList: Middleware, Sendable, Equatable {
    /// Host names (without port) that mean this machine.
    public static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

    /// Only this machine's names: the default, before any `--public-url`.
    public static let loopbackOnly = HostAllowList(names: [])

    /// The public names allowed beside the loopback ones (lower-cased, without port).
    public let names: Set<String>
    /// The first public URL (what the refusal tells people to open), or nil.
    public let primaryURL: String?
    /// The public names people open over HTTPS (an `https://` `--public-url`), so a page there has an `https` origin even
    /// when a proxy in front ends TLS (a passkey is checked against the origin its page had).
    public let secureNames: Set<String>

    init(names: Set<String>, primaryURL: String? = nil, secureNames: Set<String> = []) {
        self.names = names
        self.primaryURL = primaryURL
        self.secureNames = secureNames
    }

    /// The list for `publicURLs` (`https://jamaal.example`, `http://192.168.1.20:8090`); throws a sentence naming the
    /// value that is not an http(s) URL with a host.
    public init(publicURLs: [String]) throws(HostAllowListError) {
        var names: Set<String> = []
        var secureNames: Set<String> = []
        for raw in publicURLs {
            guard let components = URLComponents(string: raw), let scheme = components.scheme?.lowercased(),
                scheme == "http" || scheme == "https", let host = components.host?.lowercased(), !host.isEmpty
            else { throw HostAllowListError(value: raw) }
            let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
            names.insert(name)
            if scheme == "https" { secureNames.insert(name) }
        }
        self.init(names: names, primaryURL: publicURLs.first, secureNames: secureNames)
    }

    public func respond(to request: Request, next: Handler) throws -> Response {
        guard let host = request.headers["Host"], isAllowed(host) else {
            let place = primaryURL.map { "Open Jamaal at \($0)" } ?? "Open Jamaal at http://localhost or http://127.0.0.1"
            throw HTTPError(.forbidden, "\(place) — other names are refused.")
        }
        return try next(request)
    }

    /// Whether a `Host` header value is one of the allowed names, optionally with a numeric port.
    public func isAllowed(_ value: String) -> Bool {
        guard let name = Self.name(ofHost: value) else { return false }
        return Self.loopbackNames.contains(name) || names.contains(name)
    }

    /// Whether a `Host` header value names this machine: a loopback name, optionally with a numeric port.
    public static func isLoopbackHost(_ value: String) -> Bool {
        name(ofHost: value).map(loopbackNames.contains) ?? false
    }

    /// The name of a `Host` value without its port, lower-cased; nil when the port is not a number in range.
    static func name(ofHost value: String) -> String? {
        let host = value.lowercased()
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let rest = host[host.index(after: close)...]
            guard rest.isEmpty || isPort(rest) else { return nil }
            return String(host[...close])
        }
        if let colon = host.firstIndex(of: ":") {
            guard isPort(host[colon...]) else { return nil }
            return String(host[..<colon])
        }
        return host
    }

    private static func isPort(_ text: Substring) -> Bool {
        guard text.first == ":" else { return false }
        let digits = text.dropFirst()
        return !digits.isEmpty && digits.count <= 5 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
            && (Int(digits) ?? 0) <= 65535
    }
}

/// A `--public-url` that is not an http(s) URL with a host.
public struct HostAllowListError: Error, Equatable, CustomStringConvertible {
    public let value: String
    public var description: String { "--public-url \(value): give the address people open, like https://jamaal.example." }
}
