/// A JSON Schema value for the OpenAPI document (OpenAPI 3.1 uses JSON Schema 2020-12): written by hand for a small
/// request body, or generated from a Codable type's shape by ``JSONSchema/describing(_:in:)``.
///
/// ```swift
/// JSONSchema.object([("week", .integer), ("next", .string())])
/// ```
public indirect enum JSONSchema: Sendable, Hashable, Encodable {
    case string(format: String? = nil)
    /// A string that is one of these values.
    case enumeration([String])
    /// An integer that is one of these values.
    case integerEnumeration([Int])
    case integer
    case number
    case boolean
    case null
    case array(JSONSchema)
    /// An object with these properties (in order), some of them required; no others.
    case object(properties: [Property])
    /// An object used as a map from any string to values of one schema.
    case dictionary(JSONSchema)
    /// The schema or `null`.
    case nullable(JSONSchema)
    /// A named schema in `#/components/schemas`.
    case reference(String)
    /// Exactly one of these schemas.
    case oneOf([JSONSchema])
    /// Any JSON value.
    case any

    /// One property of an object schema.
    public struct Property: Sendable, Hashable {
        public let name: String
        public let schema: JSONSchema
        public let isRequired: Bool

        public init(_ name: String, _ schema: JSONSchema, isRequired: Bool = true) {
            self.name = name
            self.schema = schema
            self.isRequired = isRequired
        }
    }

    /// An object whose listed properties are all required.
    public static func object(_ properties: [(String, JSONSchema)]) -> JSONSchema {
        .object(properties: properties.map { Property($0.0, $0.1) })
    }

    /// An object whose properties are required only when named in `required`.
    public static func object(_ properties: [(String, JSONSchema)], required: [String]) -> JSONSchema {
        .object(properties: properties.map { Property($0.0, $0.1, isRequired: required.contains($0.0)) })
    }

    private enum Keys: String, CodingKey {
        case type, format, items, properties, required, additionalProperties, anyOf, oneOf, ref = "$ref"
        case enumeration = "enum"
    }

    private struct PropertyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .string(let format):
            try container.encode("string", forKey: .type)
            try container.encodeIfPresent(format, forKey: .format)
        case .enumeration(let values):
            try container.encode("string", forKey: .type)
            try container.encode(values, forKey: .enumeration)
        case .integerEnumeration(let values):
            try container.encode("integer", forKey: .type)
            try container.encode(values, forKey: .enumeration)
        case .integer: try container.encode("integer", forKey: .type)
        case .number: try container.encode("number", forKey: .type)
        case .boolean: try container.encode("boolean", forKey: .type)
        case .null: try container.encode("null", forKey: .type)
        case .array(let items):
            try container.encode("array", forKey: .type)
            try container.encode(items, forKey: .items)
        case .object(let properties):
            try container.encode("object", forKey: .type)
            var nested = container.nestedContainer(keyedBy: PropertyKey.self, forKey: .properties)
            for property in properties { try nested.encode(property.schema, forKey: PropertyKey(stringValue: property.name)) }
            try container.encode(properties.filter(\.isRequired).map(\.name), forKey: .required)
            try container.encode(false, forKey: .additionalProperties)
        case .dictionary(let values):
            try container.encode("object", forKey: .type)
            try container.encode(values, forKey: .additionalProperties)
        case .nullable(let schema):
            try container.encode([schema, .null], forKey: .anyOf)
        case .reference(let name):
            try container.encode("#/components/schemas/\(name)", forKey: .ref)
        case .oneOf(let schemas):
            try container.encode(schemas, forKey: .oneOf)
        case .any:
            break
        }
    }
}
