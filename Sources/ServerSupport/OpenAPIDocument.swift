import Foundation
import HTTPServer
import Routing

/// The OpenAPI 3.1 document of a product's JSON routes, generated from the same declarations the router serves: each
/// route's path and typed parameters, its query's fields, who may call it, its body and answer (schemas generated from
/// the Codable types' shapes), and every 4xx its shape and declaration imply.
///
/// ```swift
/// let document = try OpenAPIDocument(title: "QuranFlow API", description: "…", routes: routes.routes)
/// ```
public struct OpenAPIDocument: Encodable {
    public let openapi = "3.1.0"
    public let info: [String: String]
    public let paths: [String: [String: Operation]]
    public let components: Components

    public struct Operation: Encodable {
        public let operationId: String
        public let summary: String
        public let description: String
        public let parameters: [Parameter]?
        public let requestBody: RequestBody?
        public let responses: [String: ResponseObject]
        public let security: [[String: [String]]]?
    }

    public struct Parameter: Encodable {
        public let name: String
        public let `in`: String
        public let required: Bool
        public let schema: JSONSchema
    }

    public struct RequestBody: Encodable {
        public let required = true
        public let content: [String: MediaType]
    }

    public struct MediaType: Encodable, Sendable {
        public let schema: JSONSchema
    }

    public struct ResponseObject: Encodable {
        public let description: String
        public let content: [String: MediaType]?
    }

    public struct Components: Encodable {
        public let schemas: [String: JSONSchema]
        public let securitySchemes: [String: [String: String]]?
    }

    /// The routes of `routes` that answer JSON (`/api/…` routes and screens' twins), documented.
    public init(title: String, description: String, routes: [RegisteredRoute], bearer: Bool = true) throws {
        info = ["title": title, "version": "1", "description": description]
        let components = SchemaComponents()
        components.add(
            .object(
                [
                    (
                        "error",
                        .object([("status", .integer), ("message", .string()), ("field", .string())], required: ["status", "message"])
                    )
                ]),
            named: "Error")
        var paths: [String: [String: Operation]] = [:]
        for route in routes {
            guard case .api(let summary) = route.endpoint.kind else { continue }
            let endpoint = route.endpoint
            var parameters = endpoint.parameters.map {
                Parameter(name: $0.name, in: "path", required: true, schema: $0.type.parameterSchema)
            }
            parameters += try Self.queryParameters(endpoint.query, in: components)
            let success = route.response ?? ResponseDoc.json(JSONSchema.any)
            var responses: [String: ResponseObject] = [
                String(success.status): ResponseObject(
                    description: summary,
                    content: try success.source.map { ["application/json": MediaType(schema: try $0.schema(in: components))] })
            ]
            let carriesValues = parameters.contains { $0.in == "query" } || endpoint.parameters.contains { !$0.type.namesResource }
            for (status, meaning) in Self.errorStatuses(of: route, hasParameters: !parameters.isEmpty, carriesValues: carriesValues) {
                responses[String(status)] = ResponseObject(description: meaning, content: Self.errorContent)
            }
            let path = endpoint.template.openAPIPath
            paths[path, default: [:]][endpoint.method.rawValue.lowercased()] = Operation(
                operationId: endpoint.method.rawValue.lowercased() + path,
                summary: summary, description: "Who may call it: \(endpoint.access.summary).",
                parameters: parameters.isEmpty ? nil : parameters,
                requestBody: try route.request.map {
                    RequestBody(content: [$0.contentType: MediaType(schema: try $0.source.schema(in: components))])
                },
                responses: responses, security: endpoint.access.isPublic || !bearer ? nil : [["bearer": []]])
        }
        self.paths = paths
        self.components = Components(
            schemas: components.schemas, securitySchemes: bearer ? ["bearer": ["type": "http", "scheme": "bearer"]] : nil)
    }

    /// The JSON paths and methods the document lists ("GET /api/screens/today"), to compare with the router's.
    public var operations: Set<String> {
        Set(paths.flatMap { path, methods in methods.keys.map { "\($0.uppercased()) \(path)" } })
    }

    /// The 4xx statuses a route can answer: 400 when it reads parameters or a body, 422 when it reads values with a range
    /// (a query, a date, a body), 415 when it reads a body, 401 unless public, 403 when it is for some roles only, 404 when
    /// its path names something, and those it declares.
    static func errorStatuses(of route: RegisteredRoute, hasParameters: Bool, carriesValues: Bool) -> [(Int, String)] {
        let endpoint = route.endpoint
        var statuses: [(Int, String)] = []
        if hasParameters || route.request != nil || endpoint.method.isUnsafe {
            statuses.append((400, "Malformed request; the error names the field."))
        }
        if carriesValues || route.request != nil { statuses.append((422, Self.meaning(of: 422))) }
        if route.request != nil { statuses.append((415, Self.meaning(of: 415))) }
        if !endpoint.access.isPublic { statuses.append((401, "Not signed in, or the token expired.")) }
        if endpoint.access.refusesRoles { statuses.append((403, "Your role may not do this.")) }
        if !endpoint.parameters.isEmpty { statuses.append((404, "Not there, or not yours.")) }
        for status in endpoint.statuses where !statuses.contains(where: { $0.0 == status }) {
            statuses.append((status, Self.meaning(of: status)))
        }
        if let limit = endpoint.rateLimit, !statuses.contains(where: { $0.0 == 429 }) {
            statuses.append(
                (429, "Over the limit of \(limit.limit) \(limit.name) per \(limit.window) s; Retry-After says when to try again."))
        }
        return statuses
    }

    static func meaning(of status: Int) -> String {
        switch status {
        case 403: "Refused: a form without its CSRF token, or a rule about who may do this."
        case 404: "Not there, or not yours."
        case 409: "It exists, but a rule forbids this now; the error says which."
        case 410: "Gone: it was taken back."
        case 413: "Too large; the error gives the limit."
        case 415: "Not a kind of file or body this route takes."
        case 422: "A well-formed value outside its range or rule; the error names the field."
        case 429: "Too many attempts; Retry-After says when to try again."
        case 503: "A tool this needs is not available on the server."
        default: "See the error's message."
        }
    }

    private static func queryParameters(_ query: any RouteQuery.Type, in components: SchemaComponents) throws -> [Parameter] {
        guard query != NoQuery.self else { return [] }
        guard case .reference(let name) = try components.schema(for: query), case .object(let properties)? = components.schemas[name]
        else { return [] }
        return properties.map { Parameter(name: $0.name, in: "query", required: $0.isRequired, schema: $0.schema) }
    }

    private static var errorContent: [String: MediaType] { ["application/json": MediaType(schema: .reference("Error"))] }
}
