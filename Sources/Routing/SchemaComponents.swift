import Foundation

/// A type that states its own JSON Schema, for shapes the reflection cannot read from `init(from:)`: enumerations with
/// associated values, or a custom encoding. A test validates real JSON against every generated schema, so a statement
/// that disagrees with the encoding fails there.
///
/// ```swift
/// extension TodayHero: SchemaDescribed {
///     public static func describeSchema(in components: SchemaComponents) throws -> JSONSchema {
///         try components.taggedUnion(tag: "state", [("lesson", "lesson", LessonHero.self), …])
///     }
///     public static func schemaExample(in components: SchemaComponents) throws -> TodayHero {
///         .lesson(try components.example(of: LessonHero.self))
///     }
/// }
/// ```
public protocol SchemaDescribed: Decodable {
    /// The schema of this type's JSON; `components` describes the types it contains.
    static func describeSchema(in components: SchemaComponents) throws -> JSONSchema
    /// Any value of the type (the reflection needs one to go on decoding the type that contains it);
    /// ``SchemaComponents/example(of:)`` makes the values it contains.
    static func schemaExample(in components: SchemaComponents) throws -> Self
}

/// The named schemas of one OpenAPI document, generated from Codable types' shapes: each struct or class becomes a
/// component (`TodayScreen`, `TodayScreen.Row`) referenced by `$ref`; leaves, arrays, optionals, dictionaries and
/// `CaseIterable` enumerations are written inline.
///
/// ```swift
/// let components = SchemaComponents()
/// let schema = try components.schema(for: TodayScreen.self)   // .reference("TodayScreen")
/// components.schemas["TodayScreen"]                            // its properties, required ones listed
/// ```
public final class SchemaComponents {
    /// The components described so far, by name.
    public private(set) var schemas: [String: JSONSchema] = [:]
    private var names: [ObjectIdentifier: String] = [:]
    private var inProgress: Set<ObjectIdentifier> = []

    public init() {}

    /// The schema of `type`'s JSON (a `$ref` for a struct or class, inline otherwise), describing what it contains.
    public func schema(for type: any Decodable.Type) throws -> JSONSchema {
        try schemaOnly(type)
    }

    /// A value of `type` as the reflection makes one (empty collections, the first case, the first edge case).
    public func example<T: Decodable>(of type: T.Type) throws -> T {
        try describe(type).value
    }

    /// The schema of an object tagged by `tag`: each case is `{tag: value, key: payload}` (no payload key when `key` or
    /// `type` is nil) — the shape of an enumeration encoded as `{"state": "rest", "rest": {…}}`.
    public func taggedUnion(tag: String, _ cases: [(value: String, key: String?, type: (any Decodable.Type)?)]) throws -> JSONSchema {
        .oneOf(
            try cases.map { value, key, type in
                var properties = [JSONSchema.Property(tag, .enumeration([value]))]
                if let key, let type { properties.append(JSONSchema.Property(key, try schema(for: type))) }
                return .object(properties: properties)
            })
    }

    /// Adds a named schema by hand (the error body, say).
    public func add(_ schema: JSONSchema, named name: String) {
        schemas[name] = schema
    }

    /// The reason a type's shape could not be read, naming the type and the coding path.
    public struct ReflectionError: Error, CustomStringConvertible {
        public let description: String
    }

    // MARK: Reflection

    func schemaOnly<T: Decodable>(_ type: T.Type) throws -> JSONSchema {
        let id = ObjectIdentifier(type)
        if inProgress.contains(id), let name = names[id] { return .reference(name) }
        if let name = names[id], schemas[name] != nil { return .reference(name) }
        return try describe(type).schema
    }

    func describe<T: Decodable>(_ type: T.Type) throws -> (schema: JSONSchema, value: T) {
        if let described = type as? any SchemaDescribed.Type {
            return try describeStated(described, as: type)
        }
        if let leaf = try leaf(type) { return leaf }
        if let container = type as? any ContainerSchema.Type {
            let schema = try container.containerSchema(in: self)
            guard let value = container.emptyValue as? T else { throw mismatch(type) }
            return (schema, value)
        }
        if let enumeration = try caseIterable(type) { return enumeration }
        return try reflect(type)
    }

    private func describeStated<T: Decodable>(_ described: any SchemaDescribed.Type, as type: T.Type) throws
        -> (schema: JSONSchema, value: T)
    {
        let id = ObjectIdentifier(type)
        let name = componentName(type)
        if !inProgress.contains(id) && schemas[name] == nil {
            inProgress.insert(id)
            defer { inProgress.remove(id) }
            schemas[name] = try described.describeSchema(in: self)
        }
        guard let value = try described.schemaExample(in: self) as? T else { throw mismatch(type) }
        return (.reference(name), value)
    }

    private func leaf<T: Decodable>(_ type: T.Type) throws -> (schema: JSONSchema, value: T)? {
        if let parameter = type as? any PathParameter.Type {
            let schema = parameter.parameterSchema
            for text in parameter.edgeCases {
                if let value = parsed(parameter, text) as? T { return (schema, value) }
            }
            throw ReflectionError(description: "\(type): none of its edge cases parses")
        }
        let integers: [(Any.Type, Any)] = [
            (Int8.self, Int8(0)), (Int16.self, Int16(0)), (Int32.self, Int32(0)), (Int64.self, Int64(0)),
            (UInt.self, UInt(0)), (UInt8.self, UInt8(0)), (UInt16.self, UInt16(0)), (UInt32.self, UInt32(0)),
            (UInt64.self, UInt64(0)),
        ]
        for (candidate, zero) in integers where candidate == type {
            if let value = zero as? T { return (.integer, value) }
        }
        if type == Float.self, let value = Float(0) as? T { return (.number, value) }
        if type == URL.self, let value = URL(string: "https://example.com/") as? T { return (.string(format: "uri"), value) }
        if type == UUID.self, let value = UUID() as? T { return (.string(format: "uuid"), value) }
        if type == Data.self, let value = Data() as? T { return (.string(format: "byte"), value) }
        return nil
    }

    private func parsed<P: PathParameter>(_ type: P.Type, _ text: String) -> Any? {
        P(parameter: text)
    }

    private func caseIterable<T: Decodable>(_ type: T.Type) throws -> (schema: JSONSchema, value: T)? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        let cases = allCases(of: iterable)
        guard let first = cases.first as? T else { throw ReflectionError(description: "\(type) has no cases") }
        let raws = cases.compactMap { ($0 as? any RawRepresentable)?.rawValue }
        if raws.count == cases.count, let strings = raws as? [String] { return (.enumeration(strings), first) }
        if raws.count == cases.count, let ints = raws as? [Int] { return (.integerEnumeration(ints), first) }
        return nil
    }

    private func allCases<C: CaseIterable>(of type: C.Type) -> [Any] {
        Array(type.allCases)
    }

    private func reflect<T: Decodable>(_ type: T.Type) throws -> (schema: JSONSchema, value: T) {
        let id = ObjectIdentifier(type)
        let name = componentName(type)
        inProgress.insert(id)
        defer { inProgress.remove(id) }
        let recorder = ShapeRecorder(components: self, typeName: "\(type)")
        let value: T
        do {
            value = try T(from: ReflectingDecoder(recorder: recorder, codingPath: []))
        } catch let error as ReflectionError {
            throw error
        } catch {
            throw ReflectionError(
                description: "\(String(reflecting: type)): its shape cannot be read from init(from:) (\(error)); "
                    + "conform it to SchemaDescribed")
        }
        switch recorder.shape {
        case .keyed(let properties):
            schemas[name] = .object(properties: properties)
            return (.reference(name), value)
        case .single(let schema):
            return (schema, value)
        case .unkeyed:
            return (.array(.any), value)
        case nil:
            return (.any, value)
        }
    }

    /// "QuranFlowScreens.TodayScreen.Row" → "TodayScreen.Row"; another type of the same short name keeps its module.
    private func componentName(_ type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let name = names[id] { return name }
        let full = String(reflecting: type)
        let short = full.split(separator: ".", maxSplits: 1).dropFirst().first.map(String.init) ?? full
        let candidate = Self.sanitised(short)
        let name = names.values.contains(candidate) ? Self.sanitised(full) : candidate
        names[id] = name
        return name
    }

    private static func sanitised(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" ? $0 : "_" })
    }

    private func mismatch(_ type: Any.Type) -> ReflectionError {
        ReflectionError(description: "\(type): its example is not a value of the type")
    }
}

/// Arrays, sets, optionals and string-keyed dictionaries: described from their element's schema, never decoded.
protocol ContainerSchema {
    static func containerSchema(in components: SchemaComponents) throws -> JSONSchema
    static var emptyValue: Any { get }
}

extension Array: ContainerSchema where Element: Decodable {
    static func containerSchema(in components: SchemaComponents) throws -> JSONSchema {
        .array(try components.schemaOnly(Element.self))
    }
    static var emptyValue: Any { [Element]() }
}

extension Set: ContainerSchema where Element: Decodable {
    static func containerSchema(in components: SchemaComponents) throws -> JSONSchema {
        .array(try components.schemaOnly(Element.self))
    }
    static var emptyValue: Any { Set<Element>() }
}

extension Optional: ContainerSchema where Wrapped: Decodable {
    static func containerSchema(in components: SchemaComponents) throws -> JSONSchema {
        .nullable(try components.schemaOnly(Wrapped.self))
    }
    static var emptyValue: Any { Wrapped?.none as Any }
}

extension Dictionary: ContainerSchema where Key == String, Value: Decodable {
    static func containerSchema(in components: SchemaComponents) throws -> JSONSchema {
        .dictionary(try components.schemaOnly(Value.self))
    }
    static var emptyValue: Any { [String: Value]() }
}
