/// What one `init(from:)` asked its decoder for: the shape of that type's JSON.
final class ShapeRecorder {
    enum Shape {
        case keyed([JSONSchema.Property])
        case single(JSONSchema)
        case unkeyed
    }

    let components: SchemaComponents
    let typeName: String
    var shape: Shape?
    /// Keys whose presence was asked (`decodeIfPresent` of a concrete type asks `decodeNil` first): optional keys.
    var askedPresence: Set<String> = []

    init(components: SchemaComponents, typeName: String) {
        self.components = components
        self.typeName = typeName
    }

    func add(_ property: JSONSchema.Property) {
        if case .keyed(var properties) = shape {
            if !properties.contains(where: { $0.name == property.name }) { properties.append(property) }
            shape = .keyed(properties)
        } else {
            shape = .keyed([property])
        }
    }
}

/// A `Decoder` that answers every request with an example value and records what was asked: the keys a type decodes
/// (required or `IfPresent`) and their types, or the one value it decodes.
struct ReflectingDecoder: Decoder {
    let recorder: ShapeRecorder
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if recorder.shape == nil { recorder.shape = .keyed([]) }
        return KeyedDecodingContainer(KeyedReflector<Key>(recorder: recorder, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        recorder.shape = .unkeyed
        return UnkeyedReflector(codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleReflector(recorder: recorder, codingPath: codingPath)
    }
}

private struct KeyedReflector<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let recorder: ShapeRecorder
    let codingPath: [any CodingKey]
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    /// Only `decodeIfPresent`'s default implementation asks this before decoding: the key is optional.
    func decodeNil(forKey key: Key) throws -> Bool {
        recorder.askedPresence.insert(key.stringValue)
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let (schema, value) = try recorder.components.describe(type)
        let isOptional = recorder.askedPresence.remove(key.stringValue) != nil
        recorder.add(JSONSchema.Property(key.stringValue, schema, isRequired: !isOptional))
        return value
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        recorder.add(JSONSchema.Property(key.stringValue, try recorder.components.schemaOnly(type), isRequired: false))
        return nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw unsupported("a nested keyed container at \(key.stringValue)")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw unsupported("a nested unkeyed container at \(key.stringValue)")
    }

    func superDecoder() throws -> any Decoder { throw unsupported("superDecoder") }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw unsupported("superDecoder(forKey:)") }

    private func unsupported(_ what: String) -> SchemaComponents.ReflectionError {
        SchemaComponents.ReflectionError(description: "\(recorder.typeName) decodes \(what); conform it to SchemaDescribed")
    }
}

private struct SingleReflector: SingleValueDecodingContainer {
    let recorder: ShapeRecorder
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (schema, value) = try recorder.components.describe(type)
        recorder.shape = .single(schema)
        return value
    }
}

private struct UnkeyedReflector: UnkeyedDecodingContainer {
    let codingPath: [any CodingKey]
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }

    mutating func decodeNil() throws -> Bool { true }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        throw SchemaComponents.ReflectionError(description: "an unkeyed container has no elements to describe")
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw SchemaComponents.ReflectionError(description: "an unkeyed container has no elements to describe")
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw SchemaComponents.ReflectionError(description: "an unkeyed container has no elements to describe")
    }
    mutating func superDecoder() throws -> any Decoder {
        throw SchemaComponents.ReflectionError(description: "an unkeyed container has no elements to describe")
    }
}
