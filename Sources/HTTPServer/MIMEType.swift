/// Content types by file extension.
public enum MIMEType {
    private static let types: [String: String] = [
        "html": "text/html; charset=utf-8", "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8", "json": "application/json; charset=utf-8",
        "txt": "text/plain; charset=utf-8", "ics": "text/calendar; charset=utf-8",
        "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "webp": "image/webp", "gif": "image/gif", "ico": "image/x-icon",
        "woff2": "font/woff2", "woff": "font/woff", "ttf": "font/ttf", "otf": "font/otf",
        "mp3": "audio/mpeg", "m4a": "audio/mp4", "ogg": "audio/ogg", "opus": "audio/ogg",
        "wav": "audio/wav", "webm": "video/webm", "mp4": "video/mp4",
        "pdf": "application/pdf", "xml": "application/xml", "webmanifest": "application/manifest+json",
    ]

    /// The content type for a path's extension; `application/octet-stream` when unknown.
    ///
    /// ```swift
    /// MIMEType.forPath("style.css")   // "text/css; charset=utf-8"
    /// ```
    public static func forPath(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
        return types[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }
}
