import HTTPServer
import QuranFlowPersistence

extension UploadSource {
    /// A multipart form's file: its temporary file when the body was spooled (an upload route's always is, behind the
    /// real server), its bytes otherwise.
    ///
    /// ```swift
    /// let recording = UploadSource(try ctx.request.form(RecordingUploadForm.self).recording.file.unwrap())
    /// ```
    init(_ file: UploadedFile) {
        if let path = file.path {
            self = .file(path: path, size: file.size)
        } else {
            self = .bytes(file.data)
        }
    }

    /// A raw request body (a coach's reply, a practice take): the spooled file, or the bytes in memory.
    init(body request: Request) {
        if let spooled = request.bodyFile {
            self = .file(path: spooled.path, size: spooled.size)
        } else {
            self = .bytes(request.body)
        }
    }
}
