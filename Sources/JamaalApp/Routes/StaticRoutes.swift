import Foundation
import HTTPServer
import ServerSupport

/// Jamaal's own assets (`/static/…`, bundled from Public/) and `/health`.
enum StaticRoutes {
    static func register(on routes: JamaalRoutes) {
        let files = StaticFiles(root: Bundle.module.url(forResource: "Public", withExtension: nil))
        routes.add(.GET, "/static/*path", access: .person) { req in
            try files.response(for: req.request.pathParameters["path"], to: req.request)
        }
        routes.add(.GET, "/health", access: .person) { _ in .text("ok") }
    }
}
