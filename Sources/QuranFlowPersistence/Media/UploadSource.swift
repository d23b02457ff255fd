import Foundation

/// An uploaded file's bytes as the server received them: in memory (a request built in-process, a demo's generated
/// take) or in a temporary file (an upload route's body, which the HTTP server writes to disk from its first byte, so
/// recordings in flight are not held in memory). The stores copy either into their own locked scratch file
/// (``ScratchFile``) before checking it; the temporary file stays the server's to remove.
///
/// ```swift
/// try AudioUpload.store(.file(path: spooled.path, size: spooled.size), declaredType: "audio/webm", in: env, folder: "replies")
/// try AudioUpload.store(.bytes(take), declaredType: "audio/webm", in: env, folder: "replies")
/// ```
public enum UploadSource: Sendable, Equatable {
    /// The bytes themselves.
    case bytes([UInt8])
    /// A file of `size` bytes at `path`, read when copied.
    case file(path: String, size: Int)

    /// The upload's size in bytes.
    public var count: Int {
        switch self {
        case .bytes(let bytes): bytes.count
        case .file(_, let size): size
        }
    }

    /// True when nothing was sent.
    public var isEmpty: Bool { count == 0 }
}
