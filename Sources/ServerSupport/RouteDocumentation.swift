import HTTPServer
import Routing

/// Where a documented body's schema comes from: a Codable type's shape (generated) or a schema written by hand.
public enum SchemaSource: Sendable {
    case type(any (Decodable & Sendable).Type)
    case schema(JSONSchema)

    func schema(in components: SchemaComponents) throws -> JSONSchema {
        switch self {
        case .type(let type): try components.schema(for: type)
        case .schema(let schema): schema
        }
    }
}

/// A request body as the OpenAPI document describes it.
public struct RequestBodyDoc: Sendable {
    public let contentType: String
    public let source: SchemaSource

    /// A JSON body of `type`'s shape.
    public static func json(_ type: any (Decodable & Sendable).Type) -> RequestBodyDoc {
        RequestBodyDoc(contentType: "application/json", source: .type(type))
    }
    /// A JSON body written by hand.
    public static func json(_ schema: JSONSchema) -> RequestBodyDoc {
        RequestBodyDoc(contentType: "application/json", source: .schema(schema))
    }
    /// A urlencoded form's fields.
    public static func form(_ schema: JSONSchema) -> RequestBodyDoc {
        RequestBodyDoc(contentType: "application/x-www-form-urlencoded", source: .schema(schema))
    }
    /// A `multipart/form-data` upload.
    public static func multipart(_ schema: JSONSchema) -> RequestBodyDoc {
        RequestBodyDoc(contentType: "multipart/form-data", source: .schema(schema))
    }
}

/// A successful response as the OpenAPI document describes it.
public struct ResponseDoc: Sendable {
    public let status: Int
    public let source: SchemaSource?

    /// JSON of `type`'s shape with `status`.
    public static func json(_ type: any (Decodable & Sendable).Type, status: Int = 200) -> ResponseDoc {
        ResponseDoc(status: status, source: .type(type))
    }
    /// JSON written by hand with `status`.
    public static func json(_ schema: JSONSchema, status: Int = 200) -> ResponseDoc { ResponseDoc(status: status, source: .schema(schema)) }
    /// 204, no body.
    public static let noContent = ResponseDoc(status: 204, source: nil)
}

/// A route as registered: its declaration and, for JSON routes, the shapes of what it takes and answers.
public struct RegisteredRoute: Sendable {
    public let endpoint: EndpointDescription
    public let request: RequestBodyDoc?
    public let response: ResponseDoc?

    public init(endpoint: EndpointDescription, request: RequestBodyDoc?, response: ResponseDoc?) {
        self.endpoint = endpoint
        self.request = request
        self.response = response
    }
}
