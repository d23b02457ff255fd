import CCurl

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where and how to submit mail, parsed from `smtp://[user[:password]@]host[:port]` or `smtps://…`.
///
/// TLS: `smtps://` is implicit TLS (default port 465); `smtp://` (default port 587) requires STARTTLS, except to a
/// loopback host (127.0.0.0/8, ::1, localhost) where plain SMTP is allowed and STARTTLS is used only if offered.
///
///     var settings = try SMTPSettings.parse("smtp://mailer:p%40ss@smtp.example.org")
///     settings.caFile = "/etc/quranflow/relay-ca.pem"  // only for a relay with a private CA
public struct SMTPSettings: Sendable, Equatable {
    /// How the connection is protected.
    public enum TLS: Sendable, Equatable {
        /// TLS from the first byte (`smtps://`).
        case implicit
        /// STARTTLS, and the send fails if the server does not offer it.
        case required
        /// STARTTLS when offered, plain otherwise (loopback relays only).
        case opportunistic

        var curlUseSSL: curl_usessl { self == .opportunistic ? CURLUSESSL_TRY : CURLUSESSL_ALL }
    }

    /// Host name or IP literal (IPv6 without brackets).
    public var host: String
    /// TCP port.
    public var port: Int
    /// Percent-decoded user name, when the relay wants authentication.
    public var username: String?
    /// Percent-decoded password.
    public var password: String?
    /// The TLS policy that follows from the scheme and host.
    public var tls: TLS
    /// A PEM bundle of CAs to trust instead of the system's, for a private relay or tests.
    public var caFile: String?

    /// Settings from their parts (prefer `parse`, which also applies the TLS rule).
    ///
    ///     SMTPSettings(host: "127.0.0.1", port: 2525, tls: .opportunistic)
    public init(host: String, port: Int, username: String? = nil, password: String? = nil, tls: TLS, caFile: String? = nil) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.tls = tls
        self.caFile = caFile
    }

    /// Parses an SMTP URL; throws `OutboundError` naming what is wrong (the password is never echoed).
    ///
    ///     let settings = try SMTPSettings.parse("smtps://mailer:s3cret@smtp.example.org", caFile: nil)
    public static func parse(_ url: String, caFile: String? = nil) throws -> SMTPSettings {
        let implicitTLS: Bool
        let rest: Substring
        let lowered = url.lowercased()
        if lowered.hasPrefix("smtps://") {
            implicitTLS = true
            rest = url.dropFirst("smtps://".count)
        } else if lowered.hasPrefix("smtp://") {
            implicitTLS = false
            rest = url.dropFirst("smtp://".count)
        } else {
            throw OutboundError("--smtp-url must start with smtp:// or smtps://")
        }
        guard !rest.contains(where: { $0.isWhitespace || $0 == "?" || $0 == "#" || ($0.asciiValue ?? 0x20) < 0x20 }) else {
            throw OutboundError("--smtp-url may not contain spaces, control characters, a query or a fragment")
        }
        var authority = rest
        if let slash = authority.firstIndex(of: "/") {
            guard authority[slash...] == "/" else { throw OutboundError("--smtp-url may not have a path") }
            authority = authority[..<slash]
        }
        var username: String?
        var password: String?
        if let at = authority.lastIndex(of: "@") {
            let userInfo = authority[..<at]
            authority = authority[authority.index(after: at)...]
            let user = userInfo.firstIndex(of: ":").map { userInfo[..<$0] } ?? userInfo
            username = try percentDecoded(user, "user name")
            if let colon = userInfo.firstIndex(of: ":") {
                password = try percentDecoded(userInfo[userInfo.index(after: colon)...], "password")
            }
            guard username?.isEmpty == false else { throw OutboundError("--smtp-url has an empty user name before @") }
        }
        let (host, portText) = try splitHostAndPort(authority)
        var port = implicitTLS ? 465 : 587
        if let portText {
            guard let number = Int(portText), portText.allSatisfy(\.isASCIIDigit), (1...65_535).contains(number) else {
                throw OutboundError("--smtp-url port must be a number from 1 to 65535")
            }
            port = number
        }
        let tls: TLS = implicitTLS ? .implicit : (isLoopback(host) ? .opportunistic : .required)
        return SMTPSettings(host: host, port: port, username: username, password: password, tls: tls, caFile: caFile)
    }

    /// The URL libcurl connects to (no credentials: those go through CURLOPT_USERNAME/PASSWORD).
    var curlURL: String {
        let scheme = tls == .implicit ? "smtps" : "smtp"
        let literal = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(literal):\(port)"
    }

    /// Whether `host` is this machine: `localhost`, 127.0.0.0/8 or ::1.
    ///
    ///     SMTPSettings.isLoopback("127.0.0.1")  // true
    public static func isLoopback(_ host: String) -> Bool {
        let lowered = host.lowercased()
        if lowered == "localhost" || lowered.hasSuffix(".localhost") { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, host, &v4) == 1 {
            return UInt32(bigEndian: v4.s_addr) >> 24 == 127
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, host, &v6) == 1 {
            let bytes = withUnsafeBytes(of: v6) { Array($0) }
            return bytes == [UInt8](repeating: 0, count: 15) + [1]
        }
        return false
    }

    private static func splitHostAndPort(_ authority: Substring) throws -> (String, Substring?) {
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw OutboundError("--smtp-url has an unclosed [ in its host") }
            let host = String(authority[authority.index(after: authority.startIndex)..<close])
            var v6 = in6_addr()
            guard inet_pton(AF_INET6, host, &v6) == 1 else { throw OutboundError("--smtp-url has an invalid IPv6 address") }
            let after = authority[authority.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else { throw OutboundError("--smtp-url has text after the IPv6 address") }
            return (host, after.isEmpty ? nil : after.dropFirst())
        }
        let colon = authority.firstIndex(of: ":")
        let host = String(colon.map { authority[..<$0] } ?? authority)
        guard !host.isEmpty else { throw OutboundError("--smtp-url has no host") }
        guard host.allSatisfy({ $0.isASCIIDigit || $0.isASCIILetter || $0 == "." || $0 == "-" }) else {
            throw OutboundError("--smtp-url host \"\(host)\" has characters a host name cannot have")
        }
        return (host, colon.map { authority[authority.index(after: $0)...] })
    }

    private static func percentDecoded(_ text: Substring, _ what: String) throws -> String {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                throw OutboundError("--smtp-url \(what) has a bad percent-escape (use %XX)")
            }
            bytes.append(high << 4 | low)
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw OutboundError("--smtp-url \(what) is not valid UTF-8 after percent-decoding")
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { asciiValue.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
    var isASCIILetter: Bool { asciiValue.map { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7a } ?? false }
}

/// The minimal address check used for SMTP envelopes and headers: `local@domain`, printable ASCII, no spaces,
/// angle brackets, quotes or line breaks.
enum MailAddress {
    static func isValid(_ address: String) -> Bool {
        guard address.utf8.count <= 254, address.utf8.filter({ $0 == UInt8(ascii: "@") }).count == 1, let at = address.lastIndex(of: "@"),
            at != address.startIndex,
            address.index(after: at) != address.endIndex
        else { return false }
        return address.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7f && !"<>()[]\\,;:\"".utf8.contains($0) }
    }
}

extension SMTPSettings: CustomStringConvertible, CustomDebugStringConvertible {
    /// The relay without the password, safe for logs: `smtp://mailer:***@smtp.example.org:587 (STARTTLS required)`.
    public var description: String {
        let credentials = username.map { "\($0)\(password == nil ? "" : ":***")@" } ?? ""
        let policy =
            switch tls {
            case .implicit: "implicit TLS"
            case .required: "STARTTLS required"
            case .opportunistic: "STARTTLS if offered"
            }
        let scheme = tls == .implicit ? "smtps" : "smtp"
        let literal = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(credentials)\(literal):\(port) (\(policy))" + (caFile.map { ", CA \($0)" } ?? "")
    }

    public var debugDescription: String { description }
}
