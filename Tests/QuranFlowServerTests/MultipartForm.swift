import Foundation

/// A `multipart/form-data` body as a browser sends one: text fields, then at most one file part.
///
///     let form = MultipartForm(fields: [("_csrf", token)], file: .init(field: "recording", name: "take.webm", type: "audio/webm", bytes: take))
///     client.send(.post, "/learn/week/8/record", body: form.body, headers: [("Content-Type", form.contentType)])
struct MultipartForm {
    /// One file part: the form field, the file's name and declared type, and its bytes.
    struct File {
        let field: String
        let name: String
        let type: String
        let bytes: [UInt8]
    }

    let boundary: String
    let body: [UInt8]

    /// The request's `Content-Type`, naming the boundary.
    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    init(fields: [(String, String)] = [], file: File? = nil) {
        let boundary = "qf-\(UUID().uuidString)"
        var body: [UInt8] = []
        for (name, value) in fields {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        if let file {
            body += Array(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.field)\"; filename=\"\(file.name)\"\r\nContent-Type: \(file.type)\r\n\r\n"
                    .utf8)
            body += file.bytes + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        self.boundary = boundary
        self.body = body
    }
}
