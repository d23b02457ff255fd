/// A file received in a multipart/form-data body.
public struct UploadedFile: Sendable {
    /// The form field the file was sent under.
    public let fieldName: String
    /// The client-side file name (no directories; may be empty).
    public let filename: String
    /// The part's Content-Type (defaults to application/octet-stream).
    public let contentType: String
    /// The file's bytes.
    public let data: [UInt8]

    /// Creates an uploaded file.
    public init(fieldName: String, filename: String, contentType: String, data: [UInt8]) {
        self.fieldName = fieldName
        self.filename = filename
        self.contentType = contentType
        self.data = data
    }
}

/// Fields and files of a submitted form.
///
/// ```swift
/// let form = try request.formData()
/// let title = try form.required("title")
/// ```
public struct FormData: Sendable {
    /// Text fields in order.
    public let fields: [(String, String)]
    /// Uploaded files in order.
    public let files: [UploadedFile]

    /// Creates form data.
    public init(fields: [(String, String)], files: [UploadedFile]) {
        self.fields = fields
        self.files = files
    }

    /// The first value of a text field.
    public subscript(name: String) -> String? {
        fields.first { $0.0 == name }?.1
    }

    /// Every value of a text field.
    public func all(_ name: String) -> [String] {
        fields.filter { $0.0 == name }.map(\.1)
    }

    /// The first file sent under `name`.
    public func file(named name: String) -> UploadedFile? {
        files.first { $0.fieldName == name }
    }

    /// The value of a field that must be present and non-blank.
    /// - Throws: `HTTPError` 400 "Missing field: name" with `field` set.
    public func required(_ name: String) throws -> String {
        guard let value = self[name], !value.allSatisfy(\.isWhitespace) else {
            throw HTTPError.badRequest("Missing field: \(name)", field: name)
        }
        return value
    }
}
