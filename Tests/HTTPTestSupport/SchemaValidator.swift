import Foundation
import Routing

/// Checks JSON against the JSON Schemas of an OpenAPI document — the subset ``JSONSchema`` writes: `type` (one or a
/// list), `properties`, `required`, `additionalProperties` (false, or the schema of a dictionary's values), `items`,
/// `enum`, `anyOf`, `oneOf`, `$ref` into `#/components/schemas`, and `format: date`. Both products' tests use it to
/// hold a served document to the JSON the routes really answer.
///
/// ```swift
/// let validator = try SchemaValidator(document: Data(client.get("/api/openapi.json").text.utf8))
/// let schema = try #require(validator.responseSchema(get: "/api/screens/today"))
/// #expect(try validator.problems(in: Data(client.get("/api/screens/today").text.utf8), against: schema) == [])
/// ```
public struct SchemaValidator: Sendable {
    /// A JSON value, read so that `true` and `1` stay apart.
    public indirect enum JSON: Hashable, Sendable, Decodable {
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
        case array([JSON])
        case object([String: JSON])

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Int.self) {
                self = .integer(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode([JSON].self) {
                self = .array(value)
            } else {
                self = .object(try container.decode([String: JSON].self))
            }
        }

        /// Parses JSON text.
        public static func parse(_ data: Data) throws -> JSON { try JSONDecoder().decode(JSON.self, from: data) }

        /// The member `key` of an object, or nil.
        public subscript(key: String) -> JSON? {
            if case .object(let members) = self { return members[key] }
            return nil
        }

        var text: String? { if case .string(let text) = self { text } else { nil } }
    }

    /// The document's named schemas (`#/components/schemas`).
    public let components: [String: JSON]
    /// The whole document.
    public let document: JSON

    /// A validator for the schemas of an OpenAPI document (its JSON text).
    public init(document data: Data) throws {
        document = try JSON.parse(data)
        if case .object(let schemas)? = document["components"]?["schemas"] { components = schemas } else { components = [:] }
    }

    /// The schema of a GET route's successful JSON answer ("/api/screens/today"), or nil when the document has none.
    public func responseSchema(get path: String) -> JSON? {
        document["paths"]?[path]?["get"]?["responses"]?["200"]?["content"]?["application/json"]?["schema"]
    }

    /// Everything in `data` (JSON text) that `schema` does not allow, each with where it is ("$.tasks[0].title: …").
    public func problems(in data: Data, against schema: JSON) throws -> [String] {
        problems(try JSON.parse(data), against: schema, at: "$")
    }

    /// Everything in `value` that `schema` does not allow, each with where it is.
    public func problems(_ value: JSON, against schema: JSON, at path: String = "$") -> [String] {
        guard case .object(let rules) = schema else { return ["\(path): the schema is not an object"] }
        if let reference = rules["$ref"]?.text {
            let prefix = "#/components/schemas/"
            guard reference.hasPrefix(prefix), let target = components[String(reference.dropFirst(prefix.count))] else {
                return ["\(path): \(reference) names no component"]
            }
            return problems(value, against: target, at: path)
        }
        var found: [String] = []
        if case .array(let alternatives)? = rules["anyOf"],
            !alternatives.contains(where: { problems(value, against: $0, at: path).isEmpty })
        {
            found.append("\(path): matches none of anyOf's \(alternatives.count) schemas")
        }
        if case .array(let alternatives)? = rules["oneOf"] {
            let matching = alternatives.filter { problems(value, against: $0, at: path).isEmpty }.count
            if matching != 1 { found.append("\(path): matches \(matching) of oneOf's \(alternatives.count) schemas, not one") }
        }
        if case .array(let allowed)? = rules["enum"], !allowed.contains(value) {
            found.append("\(path): \(describe(value)) is not one of \(allowed.map(describe).joined(separator: ", "))")
        }
        if let type = rules["type"] {
            let types: [String] = if case .array(let list) = type { list.compactMap(\.text) } else { type.text.map { [$0] } ?? [] }
            guard types.contains(where: { matches(value, type: $0) }) else {
                return found + ["\(path): \(describe(value)) is not \(types.joined(separator: " or "))"]
            }
        }
        if rules["format"]?.text == "date", case .string(let text) = value, !isDate(text) {
            found.append("\(path): \"\(text)\" is not a date like 2026-11-29")
        }
        switch value {
        case .object(let members):
            found += objectProblems(members, rules: rules, at: path)
        case .array(let elements):
            if let items = rules["items"] {
                for (index, element) in elements.enumerated() { found += problems(element, against: items, at: "\(path)[\(index)]") }
            }
        default:
            break
        }
        return found
    }

    private func objectProblems(_ members: [String: JSON], rules: [String: JSON], at path: String) -> [String] {
        var found: [String] = []
        var properties: [String: JSON] = [:]
        if case .object(let declared)? = rules["properties"] { properties = declared }
        if case .array(let required)? = rules["required"] {
            for name in required.compactMap(\.text) where members[name] == nil { found.append("\(path): \(name) is required but absent") }
        }
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
            if let schema = properties[name] {
                found += problems(member, against: schema, at: "\(path).\(name)")
            } else if let additional = rules["additionalProperties"] {
                if additional == .bool(false) {
                    found.append("\(path): \(name) is not a property the schema allows")
                } else if additional != .bool(true) {
                    found += problems(member, against: additional, at: "\(path).\(name)")
                }
            }
        }
        return found
    }

    private func matches(_ value: JSON, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("integer", .integer), ("number", .integer), ("number", .number),
            ("string", .string), ("array", .array), ("object", .object):
            true
        case ("integer", .number(let number)):
            number.rounded() == number
        default:
            false
        }
    }

    private func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.map(\.count) == [4, 2, 2]
            && parts.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    private func describe(_ value: JSON) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): String(flag)
        case .integer(let number): String(number)
        case .number(let number): String(number)
        case .string(let text): "\"\(text.prefix(40))\""
        case .array(let elements): "an array of \(elements.count)"
        case .object: "an object"
        }
    }
}

extension SchemaValidator {
    /// A validator for `components` as a document would carry them, for checking a type's JSON against the schema
    /// generated from its shape without serving a document.
    ///
    /// ```swift
    /// let components = SchemaComponents()
    /// let schema = try components.schema(for: TodayScreen.self)
    /// let validator = try SchemaValidator(components: components)
    /// validator.problems(try .parse(json), against: try SchemaValidator.json(schema))
    /// ```
    public init(components: SchemaComponents) throws {
        let document = ["components": ["schemas": components.schemas]]
        try self.init(document: JSONEncoder().encode(document))
    }

    /// `schema` as its JSON.
    public static func json(_ schema: JSONSchema) throws -> JSON { try JSON.parse(JSONEncoder().encode(schema)) }
}
