/// A small JSON Schema value for the OpenAPI document (OpenAPI 3.1 uses JSON Schema 2020-12).
public indirect enum JSONSchema: Sendable, Encodable {
    case string(format: String? = nil)
    case integer
    case number
    case boolean
    case null
    case array(JSONSchema)
    case object([(String, JSONSchema)], required: [String])
    case nullable(JSONSchema)
    case reference(String)

    /// An object whose listed properties are all required.
    public static func object(_ properties: [(String, JSONSchema)]) -> JSONSchema {
        .object(properties, required: properties.map(\.0))
    }

    private enum Keys: String, CodingKey { case type, format, items, properties, required, ref = "$ref" }

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
        case .integer: try container.encode("integer", forKey: .type)
        case .number: try container.encode("number", forKey: .type)
        case .boolean: try container.encode("boolean", forKey: .type)
        case .null: try container.encode("null", forKey: .type)
        case .array(let items):
            try container.encode("array", forKey: .type)
            try container.encode(items, forKey: .items)
        case .object(let properties, let required):
            try container.encode("object", forKey: .type)
            var nested = container.nestedContainer(keyedBy: PropertyKey.self, forKey: .properties)
            for (name, schema) in properties { try nested.encode(schema, forKey: PropertyKey(stringValue: name)) }
            try container.encode(required, forKey: .required)
        case .nullable(let schema):
            // JSON Schema 2020-12: a type list including "null".
            var inner = encoder.singleValueContainer()
            try inner.encode(NullableSchema(schema: schema))
        case .reference(let name):
            try container.encode("#/components/schemas/\(name)", forKey: .ref)
        }
    }

    private struct NullableSchema: Encodable {
        let schema: JSONSchema
        private enum Keys: String, CodingKey { case anyOf }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode([schema, .null], forKey: .anyOf)
        }
    }
}
