import Calendar
import Foundation
import HTTPServer
import Routing

extension FormData {
    /// The form as a typed body: its text fields and its files by field name (``Routing/FormBody``).
    ///
    /// ```swift
    /// let form = try request.formData().decode(MarkAnchorForm.self)
    /// ```
    public func decode<Body: FormBody>(_ type: Body.Type) throws(RouteParameterError) -> Body {
        try formFields.decode(type)
    }
}

extension FormData {
    /// The form's text fields and files as ``Routing/FormFields``, for a body that decodes itself
    /// (`HabitForm.decoding(form.fields, minimumSlots: 4)`).
    public var formFields: FormFields { FormFields(fields, files: files.map { ($0.fieldName, $0 as any Sendable) }) }
}

extension Request {
    /// The request's form (urlencoded or multipart) as a typed body: 415 for another content type, 400 for a malformed
    /// body, 400/422 naming a typed field that does not parse.
    ///
    /// ```swift
    /// let form = try ctx.request.form(MarkAnchorForm.self)
    /// ```
    public func form<Body: FormBody>(_ type: Body.Type) throws -> Body {
        try formData().decode(type)
    }
}

extension FormUpload {
    /// The file sent under this field, or `nil`.
    public var file: UploadedFile? { payload as? UploadedFile }
}

extension RequestBodyDoc {
    /// A urlencoded form's fields, from its declared body type (each field a string, as a form sends it).
    public static func form<Body: FormBody>(_ type: Body.Type) -> RequestBodyDoc {
        .form(.object(Body.fieldNames.map { ($0, .string()) }, required: []))
    }
}

extension RequestField {
    /// ``date(_:field:example:)`` for a declared form field: the refusal names it.
    public static func date(_ field: FormText, example: String = "2026-10-27") throws(HTTPError) -> LocalDate? {
        try date(field.text, field: field.name, example: example)
    }

    /// ``instant(_:field:example:)`` for a declared form field.
    public static func instant(_ field: FormText, example: String = "2026-11-03T14:20:00Z") throws(HTTPError) -> Date? {
        try instant(field.text, field: field.name, example: example)
    }

    /// ``integer(_:field:in:)`` for a declared form field.
    public static func integer(_ field: FormText, in range: ClosedRange<Int>) throws(HTTPError) -> Int? {
        try integer(field.text, field: field.name, in: range)
    }

    /// ``seconds(_:field:in:)`` for a declared form field.
    public static func seconds(_ field: FormText, in range: ClosedRange<Double>) throws(HTTPError) -> Double? {
        try seconds(field.text, field: field.name, in: range)
    }
}

/// A declared form field refused with the words that say what to send instead: a 422 naming the field (a 400 when
/// `malformed`). The field's name comes from its declaration, never spelled a second time.
///
/// ```swift
/// guard let level = CapacityLevel(rawValue: form.level.or("")) else { throw FieldRefusal(form.level, CapacityLevel.choice) }
/// ```
public struct FieldRefusal: HTTPResponseError, Equatable, Sendable {
    public let field: String
    public let message: String
    public let malformed: Bool

    public init(_ field: FormText, _ message: String, malformed: Bool = false) {
        self.field = field.name
        self.message = message
        self.malformed = malformed
    }

    /// A file field refused (none sent, or not one the route reads).
    public init(_ field: FormUpload, _ message: String, malformed: Bool = false) {
        self.field = field.name
        self.message = message
        self.malformed = malformed
    }

    /// A field sent more than once (checkboxes, a multiple select) refused for one of its values.
    public init(_ field: FormTexts, _ message: String, malformed: Bool = false) {
        self.field = field.name
        self.message = message
        self.malformed = malformed
    }

    /// A field of a query or JSON body refused, named by its declaration's coding key
    /// (`FieldRefusal(ProgressBody.CodingKeys.positionSeconds, "…", malformed: true)`).
    public init(_ key: some CodingKey, _ message: String, malformed: Bool = false) {
        self.field = key.stringValue
        self.message = message
        self.malformed = malformed
    }

    public var httpError: HTTPError { HTTPError(malformed ? .badRequest : .unprocessableEntity, message, field: field) }
}
