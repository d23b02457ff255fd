import Foundation
import HTTPServer

/// Jamaal's own assets (`/static/…`, bundled from Public/) and `/health`.
enum StaticRoutes {
    static var publicDirectory: URL? { Bundle.module.url(forResource: "Public", withExtension: nil) }

    static func register(on routes: JamaalRoutes) {
        let root = publicDirectory?.standardizedFileURL.path
        routes.add(.GET, "/static/*path", access: .person) { req in
            guard let root, let relative = req.request.pathParameters["path"], isSafe(relative) else {
                throw HTTPError(.notFound, "There is no such file.")
            }
            var response = try Response.file(at: root + "/" + relative, for: req.request)
            response.headers.set(name: "Cache-Control", value: "public, max-age=300")
            return response
        }
        routes.add(.GET, "/health", access: .person) { _ in .text("ok") }
    }

    /// A relative path with no way out of the directory.
    static func isSafe(_ relative: String) -> Bool {
        !relative.isEmpty && !relative.hasPrefix("/") && !relative.split(separator: "/").contains { $0 == ".." || $0 == "." || $0.isEmpty }
            && !relative.contains("\0")
    }
}
