import Foundation

/// A file received in a multipart/form-data body.
public struct UploadedFile: Sendable {
    /// The form field the file was sent under.
    public let fieldName: String
    /// The client-side file name (no directories; may be empty).
    public let filename: String
    /// The part's Content-Type (defaults to application/octet-stream).
    public let contentType: String
    /// The file's bytes; empty when the file was cut out of a spooled body into ``path``.
    public let data: [UInt8]
    /// The temporary file holding the bytes, for a file from a spooled body (removed when the request ends: move it
    /// with ``store(at:)`` to keep it).
    public let path: String?
    /// The file's size in bytes.
    public let size: Int

    /// Creates an uploaded file held in memory.
    public init(fieldName: String, filename: String, contentType: String, data: [UInt8]) {
        self.fieldName = fieldName
        self.filename = filename
        self.contentType = contentType
        self.data = data
        self.path = nil
        self.size = data.count
    }

    /// Creates an uploaded file kept in a temporary file.
    public init(fieldName: String, filename: String, contentType: String, path: String, size: Int) {
        self.fieldName = fieldName
        self.filename = filename
        self.contentType = contentType
        self.data = []
        self.path = path
        self.size = size
    }

    /// Puts the file at `destination` (a move for a spooled file, a write otherwise); the caller owns it afterwards.
    ///
    /// ```swift
    /// try form.file(named: "video")?.store(at: "/data/media/uploads/raw-1")
    /// ```
    public func store(at destination: String) throws {
        if let path {
            if rename(path, destination) == 0 { return }
            try? FileManager.default.removeItem(atPath: destination)
            try FileManager.default.copyItem(atPath: path, toPath: destination)
            try? FileManager.default.removeItem(atPath: path)
        } else {
            try Data(data).write(to: URL(fileURLWithPath: destination))
        }
    }

    /// The first `count` bytes (for magic numbers), read from the file when spooled.
    public func prefix(_ count: Int) -> [UInt8] {
        guard let path else { return Array(data.prefix(count)) }
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        return [UInt8]((try? handle.read(upToCount: count)) ?? Data())
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
