import Foundation

/// The one rule for where a redirect taken from a request (`next`, `back`, a Referer, a stored link) may go: a path on
/// this site and nothing else. Browsers drop tab, CR and LF from a `Location` and read `\` as `/`, so
/// `/%09/other-host` would arrive as `//other-host` — another site. Only printable ASCII without whitespace or `\`,
/// starting with one `/`, passes; so does nothing that would start with `//` once decoded again.
///
/// ```swift
/// LocalPath.checked("/sessions?day=2026-10-27")   // "/sessions?day=2026-10-27"
/// LocalPath.checked("/\t/evil.example/")          // nil
/// ```
public enum LocalPath {
    /// `value` when it is a same-origin absolute path, else nil.
    public static func checked(_ value: String?) -> String? {
        guard let value, value.utf8.count <= 2048, value.hasPrefix("/"), !value.hasPrefix("//"),
            value.utf8.allSatisfy({ (0x21...0x7E).contains($0) && $0 != UInt8(ascii: "\\") })
        else { return nil }
        if let decoded = value.removingPercentEncoding,
            decoded.hasPrefix("//") || decoded.contains("\\")
                || decoded.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F })
        {
            return nil
        }
        return value
    }
}
