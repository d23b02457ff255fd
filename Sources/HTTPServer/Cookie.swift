import Foundation

/// A cookie to send with `Response.setCookie(_:)`; secure-ish defaults (HttpOnly, SameSite=Lax, Path=/).
///
/// ```swift
/// response.setCookie(Cookie(name: "session", value: token, maxAge: 86_400, secure: true))
/// ```
public struct Cookie: Sendable, Hashable {
    /// The SameSite attribute.
    public enum SameSite: String, Sendable, Hashable {
        /// Sent on top-level navigations from other sites.
        case lax = "Lax"
        /// Never sent cross-site.
        case strict = "Strict"
        /// Always sent (browsers require `secure`).
        case none = "None"
    }

    /// Cookie name.
    public var name: String
    /// Cookie value (sent as is; keep it to cookie-safe characters).
    public var value: String
    /// Path attribute.
    public var path: String
    /// Max-Age in seconds (0 deletes the cookie).
    public var maxAge: Int?
    /// Expires attribute.
    public var expires: Date?
    /// HttpOnly attribute.
    public var httpOnly: Bool
    /// Secure attribute.
    public var secure: Bool
    /// SameSite attribute.
    public var sameSite: SameSite

    /// Creates a cookie.
    public init(
        name: String, value: String, path: String = "/", maxAge: Int? = nil, expires: Date? = nil,
        httpOnly: Bool = true, secure: Bool = false, sameSite: SameSite = .lax
    ) {
        self.name = name
        self.value = value
        self.path = path
        self.maxAge = maxAge
        self.expires = expires
        self.httpOnly = httpOnly
        self.secure = secure
        self.sameSite = sameSite
    }

    /// A cookie that makes the browser delete `name`.
    public static func expired(_ name: String, path: String = "/") -> Cookie {
        Cookie(name: name, value: "", path: path, maxAge: 0, expires: Date(timeIntervalSince1970: 0))
    }

    /// The `Set-Cookie` header value.
    public var headerValue: String {
        var parts = ["\(name)=\(value)", "Path=\(path)"]
        if let maxAge { parts.append("Max-Age=\(maxAge)") }
        if let expires { parts.append("Expires=\(HTTPDate.format(expires))") }
        if httpOnly { parts.append("HttpOnly") }
        if secure { parts.append("Secure") }
        parts.append("SameSite=\(sameSite.rawValue)")
        return parts.joined(separator: "; ")
    }

    /// Parses `Cookie` request header values into a dictionary (first occurrence of a name wins).
    public static func parse(headerValues: [String]) -> [String: String] {
        var cookies: [String: String] = [:]
        // On UTF-8 bytes: every delimiter is ASCII, and this runs on every request.
        for header in headerValues {
            for piece in header.utf8.split(separator: 0x3B) {  // ;
                guard let equals = piece.firstIndex(of: 0x3D) else { continue }  // =
                let name = Self.trimmed(piece[..<equals])
                var value = Self.trimmed(piece[piece.index(after: equals)...])
                if value.count >= 2, value.first == 0x22, value.last == 0x22 {  // "…"
                    value = value.dropFirst().dropLast()
                }
                guard !name.isEmpty else { continue }
                let key = String(decoding: name, as: UTF8.self)
                if cookies[key] == nil { cookies[key] = String(decoding: value, as: UTF8.self) }
            }
        }
        return cookies
    }

    private static func trimmed(_ bytes: Substring.UTF8View.SubSequence) -> Substring.UTF8View.SubSequence {
        var bytes = bytes
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes = bytes.dropFirst() }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes = bytes.dropLast() }
        return bytes
    }
}
