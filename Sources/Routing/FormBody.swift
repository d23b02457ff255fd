/// The typed body of a form a route reads: a flat `Decodable` struct whose properties are the form's fields, declared
/// once beside the route — the handler reads the value, the view prints the field names from the same `CodingKeys`
/// (``FormBody/name(_:)``), and the route list and OpenAPI read its fields from here.
///
/// A property is one of:
/// - ``FormText`` — the first value sent under its name as typed, and the name itself, so a refusal names the field
///   without spelling it a second time (`RequestField.integer(form.week, in: 1...15)`);
/// - ``FormTexts`` — every value sent under its name (checkboxes, a multiple select);
/// - ``FormUpload`` — a file sent under its name (multipart);
/// - a ``PathParameter`` (optional: absent or empty is `nil`; required: absent is "Missing field: name"), refused with
///   the parameter's own words (400 malformed, 422 out of range) naming the field.
///
/// ```swift
/// public struct MarkAnchorForm: FormBody {
///     public enum CodingKeys: String, CodingKey { case instance, outcome }
///     public let instance: FormText
///     public let outcome: FormText
/// }
/// let form = try FormFields([("instance", "a1"), ("outcome", "attended")]).decode(MarkAnchorForm.self)
/// form.outcome.text          // "attended"
/// MarkAnchorForm.name(.outcome)   // "outcome"
/// ```
public protocol FormBody: Decodable, Sendable {
    /// The form's field names (declare a `String`-backed, `CaseIterable` enum so views can print them; a form with
    /// numbered rows names its own key type and lists ``fieldNames``).
    associatedtype CodingKeys: CodingKey
    /// Every field name, in declaration order (the route list, the OpenAPI document and the fuzz read them).
    static var fieldNames: [String] { get }
}

extension FormBody where CodingKeys: RawRepresentable & CaseIterable, CodingKeys.RawValue == String {
    /// The name a field is sent under, for the view printing the form.
    public static func name(_ field: CodingKeys) -> String { field.rawValue }

    public static var fieldNames: [String] { CodingKeys.allCases.map(\.rawValue) }
}

/// One text field as sent: its name and its first value (`nil` when absent).
public struct FormText: Decodable, Hashable, Sendable {
    /// The field's name ("title"), for a refusal naming it.
    public let name: String
    /// The first value sent, as typed; `nil` when the field was not sent.
    public let text: String?

    public init(name: String, text: String?) {
        self.name = name
        self.text = text
    }

    /// The value, or `fallback` when not sent.
    public func or(_ fallback: String) -> String { text ?? fallback }

    /// The value unless it is absent or blank.
    public var present: String? {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }

    /// Whether the value is `value` (a checkbox sent as "on", a button's value).
    public func `is`(_ value: String) -> Bool { text == value }

    public init(from decoder: any Decoder) throws {
        throw RouteParameterError(name: "form", location: .form, problem: .malformed(expected: "a form field"))
    }
}

/// Every value of a field sent more than once (checkboxes, a multiple select), in the order sent.
public struct FormTexts: Decodable, Hashable, Sendable {
    public let name: String
    public let texts: [String]

    public init(name: String, texts: [String]) {
        self.name = name
        self.texts = texts
    }

    public init(from decoder: any Decoder) throws {
        throw RouteParameterError(name: "form", location: .form, problem: .malformed(expected: "a form field"))
    }
}

/// A file sent under a field's name (multipart). The transport's file value is carried opaquely; the web kernel reads
/// it back as its own type.
public struct FormUpload: Decodable, Sendable {
    public let name: String
    /// The transport's file, or `nil` when none was sent.
    public let payload: (any Sendable)?

    public init(name: String, payload: (any Sendable)?) {
        self.name = name
        self.payload = payload
    }

    public init(from decoder: any Decoder) throws {
        throw RouteParameterError(name: "form", location: .form, problem: .malformed(expected: "a form field"))
    }
}

/// A submitted form's text fields in order, and its files by field name, decoded into a ``FormBody``.
public struct FormFields: Sendable {
    public let pairs: [(String, String)]
    public let files: [(String, any Sendable)]

    public init(_ pairs: [(String, String)], files: [(String, any Sendable)] = []) {
        self.pairs = pairs
        self.files = files
    }

    /// The typed body. A ``PathParameter`` property that does not parse throws ``RouteParameterError`` naming it;
    /// ``FormText``, ``FormTexts`` and ``FormUpload`` properties never throw.
    public func decode<Body: FormBody>(_ type: Body.Type) throws(RouteParameterError) -> Body {
        do {
            return try Body(from: FormDecoder(fields: self))
        } catch let error as RouteParameterError {
            throw error
        } catch {
            throw RouteParameterError(name: "form", location: .form, problem: .malformed(expected: "a flat list of fields"))
        }
    }

    /// The field `name` as sent: for a body whose field names are made at run time (a numbered row), read by a
    /// name the body type itself prints.
    public func text(_ name: String) -> FormText { FormText(name: name, text: first(name)) }

    func first(_ name: String) -> String? { pairs.first { $0.0 == name }?.1 }
    func all(_ name: String) -> [String] { pairs.filter { $0.0 == name }.map(\.1) }
    func file(_ name: String) -> (any Sendable)? { files.first { $0.0 == name }?.1 }
}

private struct FormDecoder: Decoder {
    let fields: FormFields
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(FormContainer<Key>(fields: fields))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw RouteParameterError(name: "form", location: .form, problem: .malformed(expected: "named fields"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw RouteParameterError(name: "form", location: .form, problem: .malformed(expected: "named fields"))
    }
}

private struct FormContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: FormFields
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { fields.pairs.compactMap { Key(stringValue: $0.0) } }

    func contains(_ key: Key) -> Bool { fields.first(key.stringValue) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let text = fields.first(key.stringValue) else { return fields.file(key.stringValue) == nil }
        return text.isEmpty
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if let carried = carrier(type, key) { return carried }
        guard let text = fields.first(key.stringValue), !text.allSatisfy(\.isWhitespace) else {
            throw RouteParameterError(name: key.stringValue, location: .form, problem: .missing)
        }
        return try value(type, text, key)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        if let carried = carrier(type, key) { return carried }
        guard let text = fields.first(key.stringValue), !text.isEmpty else { return nil }
        return try value(type, text, key)
    }

    /// The field kinds that carry the text as sent (never refused).
    private func carrier<T>(_ type: T.Type, _ key: Key) -> T? {
        let name = key.stringValue
        if type == FormText.self { return FormText(name: name, text: fields.first(name)) as? T }
        if type == FormTexts.self { return FormTexts(name: name, texts: fields.all(name)) as? T }
        if type == FormUpload.self { return FormUpload(name: name, payload: fields.file(name)) as? T }
        return nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw RouteParameterError(name: key.stringValue, location: .form, problem: .malformed(expected: "a single value"))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw RouteParameterError(name: key.stringValue, location: .form, problem: .malformed(expected: "a single value"))
    }

    func superDecoder() throws -> any Decoder {
        throw RouteParameterError(name: "form", location: .form, problem: .malformed(expected: "a flat list of fields"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw RouteParameterError(name: key.stringValue, location: .form, problem: .malformed(expected: "a single value"))
    }

    private func value<T: Decodable>(_ type: T.Type, _ text: String, _ key: Key) throws -> T {
        guard let parameter = type as? any PathParameter.Type else {
            throw RouteParameterError(name: key.stringValue, location: .form, problem: .malformed(expected: "a single value"))
        }
        switch parse(parameter, text) {
        case .success(let value):
            guard let typed = value as? T else {
                throw RouteParameterError(name: key.stringValue, location: .form, problem: .malformed(expected: "a single value"))
            }
            return typed
        case .failure(let problem):
            throw RouteParameterError(name: key.stringValue, location: .form, problem: problem)
        }
    }

    private func parse<P: PathParameter>(_ type: P.Type, _ text: String) -> Result<Any, ParameterProblem> {
        P.parse(parameter: text).map { $0 as Any }
    }
}

/// A field name made at run time, for a body with numbered rows that decodes itself (`level_3`, `slot1Start`): the
/// body type prints the name and reads it through its decoder's container.
///
/// ```swift
/// let rows = try decoder.container(keyedBy: FormKey.self)
/// let level = try rows.decode(FormText.self, forKey: FormKey("level_\(weekday)"))
/// ```
public struct FormKey: CodingKey, Hashable, Sendable {
    public let stringValue: String
    public var intValue: Int? { nil }
    public init(_ name: String) { stringValue = name }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}

/// The field every unsafe form carries its CSRF token in (`_csrf`): the web kernel reads it, the pages print it.
///
/// ```swift
/// input(.type("hidden"), .name(CSRFForm.CodingKeys.token), .value(token))
/// ```
public struct CSRFForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case token = "_csrf" }
    public let token: FormText
}
