/// Neutralises URLs that could run script when placed in URL-valued attributes.
enum URLSafety {
    /// Attributes whose value is a URL the browser may navigate to or load.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "poster", "cite", "xlink:href", "data", "background", "ping",
    ]

    /// Returns the attribute's value unchanged unless it is a URL attribute and the URL uses a
    /// dangerous scheme (`javascript:`, `vbscript:`, or `data:` other than raster `data:image/*`);
    /// then returns `about:blank` for `src` and `#` for everything else.
    static func sanitize(_ value: String, for attribute: Attribute) -> String {
        guard attribute.isURL, isDangerous(value) else { return value }
        return attribute.key == "src" ? "about:blank" : "#"
    }

    /// Whether the URL's scheme, as a browser would parse it, is unsafe.
    static func isDangerous(_ url: String) -> Bool {
        // Browsers strip leading/trailing C0 controls and spaces and remove tabs and newlines
        // anywhere in the URL before parsing the scheme.
        var normalized: [UInt8] = []
        normalized.reserveCapacity(min(url.utf8.count, 32))
        for byte in url.utf8 {
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if normalized.isEmpty && byte <= 0x20 { continue }
            normalized.append(byte | (byte.isASCIILetter ? 0x20 : 0))
            if normalized.count >= 32 { break }
        }
        func hasPrefix(_ prefix: String) -> Bool { normalized.starts(with: prefix.utf8) }
        if hasPrefix("javascript:") || hasPrefix("vbscript:") { return true }
        if hasPrefix("data:") {
            // Raster images are harmless; SVG can carry script, so it is refused too.
            return !hasPrefix("data:image/") || hasPrefix("data:image/svg")
        }
        return false
    }
}
