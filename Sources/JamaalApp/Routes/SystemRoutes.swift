import Foundation
import HTTPServer
import JamaalPersistence
import JamaalRoutes
import Routing
import ServerSupport

/// Jamaal's own assets (`/static/…`, bundled from Public/), `/health`, `/ready` (the store answers and every
/// migration is applied) and `/metrics` (docs/operations.md, "Metrics and readiness").
enum SystemRoutes {
    static func register(on routes: JamaalRouteTable, metrics: HTTPMetrics) {
        let files = StaticFiles(root: Bundle.module.url(forResource: "Public", withExtension: nil))
        routes.add(JamaalRoute.staticFile) { req, path in try files.response(for: path, to: req.request) }
        routes.add(JamaalRoute.health) { _ in .text("ok") }
        routes.add(JamaalRoute.ready) { req in
            OperatorEndpoints.ready(database: req.environment.database, migrations: JamaalSchema.migrations)
        }
        routes.add(JamaalRoute.metrics) { req in
            try OperatorEndpoints.metrics(
                req.request, token: req.environment.metricsToken, http: metrics, database: req.environment.database
            ) { _ in }
        }
        routes.add(JamaalRoute.webManifest) { _ in
            var response = Response(
                status: .ok, headers: ["Content-Type": "application/manifest+json; charset=utf-8"], body: .bytes(manifest))
            response.headers.set(name: "Cache-Control", value: "public, max-age=3600")
            return response
        }
    }

    /// SY-06's manifest: the name, Today as the start, the icon as SVG and PNG, the paper colour as the launch screen.
    static let manifest: [UInt8] = {
        let icons: [[String: String]] = [
            ["src": JamaalRoute.staticFile.path("icon.svg"), "sizes": "any", "type": "image/svg+xml", "purpose": "any"],
            ["src": JamaalRoute.staticFile.path("icon-192.png"), "sizes": "192x192", "type": "image/png", "purpose": "any"],
            ["src": JamaalRoute.staticFile.path("icon-512.png"), "sizes": "512x512", "type": "image/png", "purpose": "any"],
        ]
        let object: [String: Any] = [
            "name": "Jamaal", "short_name": "Jamaal", "id": JamaalRoute.today.path(), "start_url": JamaalRoute.today.path(),
            "scope": "/", "display": "standalone", "background_color": "#faf7f2", "theme_color": "#2f6f62", "icons": icons,
            "shortcuts": [["name": "Plan tomorrow", "short_name": "Plan", "url": JamaalRoute.plan.path()]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data("{}".utf8)
        return Array(data)
    }()
}
