import Foundation
import HTTPServer
import JamaalRoutes
import Routing
import ServerSupport
import Synchronization

/// `GET /api/openapi.json`: the OpenAPI 3.1 document of Jamaal's JSON routes (the screens' twins, the widget timeline,
/// the city search and itself), generated from the route table on first request and kept.
enum OpenAPIRoutes {
    static let title = "Jamaal API"
    static let summary =
        "Jamaal's screens as JSON (the models its pages are rendered from) and its JSON routes. Served on this machine only "
        + "(loopback, a loopback Host); there is no sign-in."

    static func register(on routes: JamaalRouteTable) {
        let kept = Mutex<String?>(nil)
        routes.add(JamaalRoute.openAPI) { [weak routes] _ in
            if let text = kept.withLock({ $0 }) { return .json(encoded: text) }
            guard let routes else { throw HTTPError(.serviceUnavailable, "Jamaal is shutting down.") }
            let text = try document(routes)
            kept.withLock { $0 = text }
            return .json(encoded: text)
        }
    }

    /// The document as JSON, keys sorted so it reads the same on every start.
    static func document(_ routes: JamaalRouteTable) throws -> String {
        let document = try OpenAPIDocument(title: title, description: summary, routes: routes.routes, bearer: false)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }
}
