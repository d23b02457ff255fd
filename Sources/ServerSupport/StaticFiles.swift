import Foundation
import HTTPServer

/// A server's own assets, served from one directory (`/static/<path>`) with no way out of it.
///
/// ```swift
/// let files = StaticFiles(root: Bundle.module.url(forResource: "Public", withExtension: nil))
/// routes.add(QuranFlowRoute.staticFile) { ctx, path in try files.response(for: path, to: ctx.request) }
/// ```
public struct StaticFiles: Sendable {
    /// The directory's absolute path, nil when the bundle has none (every request is then a 404).
    public let root: String?

    /// Files below `root`.
    public init(root: URL?) {
        self.root = root?.standardizedFileURL.path
    }

    /// The file at `relative` below the root, cached for five minutes; 404 for a missing file or an unsafe path.
    public func response(for relative: String?, to request: Request) throws -> Response {
        guard let root, let relative, Self.isSafe(relative) else {
            throw HTTPError(.notFound, "There is no such file.")
        }
        var response = try Response.file(at: root + "/" + relative, for: request)
        response.headers.set(name: "Cache-Control", value: "public, max-age=300")
        return response
    }

    /// A relative path with no way out of the directory: no leading slash, no `.` or `..` or empty segment, no NUL.
    public static func isSafe(_ relative: String) -> Bool {
        !relative.isEmpty && !relative.hasPrefix("/")
            && !relative.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0 == "." || $0.isEmpty }
            && !relative.contains("\0")
    }
}
