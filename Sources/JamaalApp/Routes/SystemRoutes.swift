import Foundation
import HTTPServer
import JamaalRoutes
import Routing
import ServerSupport

/// Jamaal's own assets (`/static/…`, bundled from Public/) and `/health`.
enum SystemRoutes {
    static func register(on routes: JamaalRouteTable) {
        let files = StaticFiles(root: Bundle.module.url(forResource: "Public", withExtension: nil))
        routes.add(JamaalRoute.staticFile) { req, path in try files.response(for: path, to: req.request) }
        routes.add(JamaalRoute.health) { _ in .text("ok") }
    }
}
