import Foundation
import HTTPServer
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Routing
import ServerSupport
import Testing

/// Every JSON route's request and answer are described from their types' shapes: each reflects without error, so the
/// OpenAPI document describes every field of every screen rather than `{screenID?}`.
@Suite struct OpenAPISchemaTests {
    @Test func everyDocumentedShapeReflects() throws {
        let app = try TestApp()
        var failures: [String] = []
        for route in app.app.routes.routes {
            for source in [route.request?.source, route.response?.source].compactMap({ $0 }) {
                guard case .type(let type) = source else { continue }
                do {
                    _ = try SchemaComponents().schema(for: type)
                } catch {
                    failures.append("\(route.endpoint.label): \(error)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
