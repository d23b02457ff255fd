import Foundation

/// Serves files below a root directory, refusing paths that would escape it.
///
/// ```swift
/// let assets = StaticFiles(root: "/srv/public")
/// router.get("/static/*path") { request in try assets.response(for: request) }
/// ```
public struct StaticFiles: Sendable {
    /// The directory files are served from.
    public let root: String
    /// `Cache-Control` value added to successful responses (nil adds none).
    public let cacheControl: String?

    /// Creates a file server for `root`.
    public init(root: String, cacheControl: String? = "public, max-age=3600") {
        self.root = root.hasSuffix("/") ? String(root.dropLast()) : root
        self.cacheControl = cacheControl
    }

    /// Streams the file named by the route's trailing wildcard (its last capture) with Range/ETag support.
    /// - Throws: `HTTPError` 404 for missing files, hidden files and any path containing `..` or NUL.
    public func response(for request: Request) throws -> Response {
        try response(for: request, relativePath: request.pathCaptures.last ?? "")
    }

    /// Streams the file at `relative` below the root with Range/ETag support.
    /// - Throws: `HTTPError` 404 for missing files, hidden files and any path containing `..` or NUL.
    public func response(for request: Request, relativePath relative: String) throws -> Response {
        let segments = relative.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.isEmpty,
            !segments.contains(where: { $0.hasPrefix(".") || $0.contains("\0") || $0.contains("\\") })
        else {
            throw HTTPError.notFound()
        }
        var response = try Response.file(at: root + "/" + segments.joined(separator: "/"), for: request)
        if let cacheControl, response.status.code < 400 {
            response.headers.set(name: "Cache-Control", value: cacheControl)
        }
        return response
    }
}
