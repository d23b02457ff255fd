import Foundation
import HTTPServer

/// The OpenAPI 3.1 document of every JSON route, built from the route table's own declarations.
/// A test compares it with the router, so a JSON route cannot exist without being documented.
struct OpenAPIDocument: Encodable {
    let openapi = "3.1.0"
    let info: [String: String]
    let paths: [String: [String: Operation]]
    let components: Components

    struct Operation: Encodable {
        let summary: String
        let description: String
        let parameters: [Parameter]?
        let requestBody: RequestBody?
        let responses: [String: ResponseObject]
        let security: [[String: [String]]]?
    }

    struct Parameter: Encodable {
        let name: String
        let `in`: String
        let required: Bool
        let schema: JSONSchema
    }

    struct RequestBody: Encodable {
        let required = true
        let content: [String: MediaType]
    }

    struct MediaType: Encodable { let schema: JSONSchema }

    struct ResponseObject: Encodable {
        let description: String
        let content: [String: MediaType]?
    }

    struct Components: Encodable {
        let schemas: [String: JSONSchema]
        let securitySchemes: [String: [String: String]]
    }

    /// `/api/students/:id` → `/api/students/{id}`.
    static func openAPIPath(_ pattern: String) -> String {
        pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.hasPrefix(":") || segment.hasPrefix("*") ? "{\(segment.dropFirst())}" : String(segment)
        }.joined(separator: "/")
    }

    init(routes: [DeclaredRoute]) {
        info = ["title": "QuranFlow API", "version": "1",
                "description": "JSON API of the QuranFlow server. Authenticate with `Authorization: Bearer <token>` from POST /api/session."]
        var paths: [String: [String: Operation]] = [:]
        for route in routes {
            guard let api = route.api else { continue }
            let path = Self.openAPIPath(route.pattern)
            let parameters = route.pattern.split(separator: "/").filter { $0.hasPrefix(":") || $0.hasPrefix("*") }.map {
                Parameter(name: String($0.dropFirst()), in: "path", required: true, schema: .string())
            }
            var responses: [String: ResponseObject] = [
                String(api.successStatus): ResponseObject(description: api.summary,
                                                          content: api.successStatus == 204 ? nil : ["application/json": MediaType(schema: api.response)]),
                "400": ResponseObject(description: "Malformed request; the error names the field.", content: Self.errorContent),
            ]
            if route.access != .anyone {
                responses["401"] = ResponseObject(description: "Not signed in, or the token expired.", content: Self.errorContent)
            }
            if case .roles = route.access { responses["403"] = ResponseObject(description: "Your role may not do this.", content: Self.errorContent) }
            paths[path, default: [:]][route.method.rawValue.lowercased()] = Operation(
                summary: api.summary, description: "Who may call it: \(route.access.summary).",
                parameters: parameters.isEmpty ? nil : parameters,
                requestBody: api.requestBody.map { RequestBody(content: [api.requestContentType: MediaType(schema: $0)]) },
                responses: responses, security: route.access == .anyone ? nil : [["bearer": []]])
        }
        self.paths = paths
        components = Components(schemas: [
            "Error": .object([("error", .object([("status", .integer), ("message", .string()), ("field", .nullable(.string()))]))]),
        ], securitySchemes: ["bearer": ["type": "http", "scheme": "bearer"]])
    }

    private static let errorContent = ["application/json": MediaType(schema: .reference("Error"))]
}
