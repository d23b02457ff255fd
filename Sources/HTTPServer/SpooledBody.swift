import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A request body kept in a temporary file instead of memory (an upload route's, and any over the server's spool
/// threshold, 20 MB by default). The file, and any file a multipart parse cut out of it, live in one private directory that the server
/// removes when the request ends — answered, refused or abandoned by a client that disconnected mid-upload.
///
/// ```swift
/// if let spooled = request.bodyFile { print(spooled.path, spooled.size) }
/// ```
///
/// A handler that wants to keep an uploaded part moves it out first (``UploadedFile/store(at:)``).
public final class SpooledBody: Sendable {
    /// The private directory holding the body and parts cut from it.
    public let directory: String
    /// The body's file.
    public let path: String
    private let written = Locked(0)
    private let descriptor = Locked<Int32>(-1)
    private let counter = Locked(0)

    /// The body's size in bytes (all that was received).
    public var size: Int { written.withLock { $0 } }

    /// Makes a fresh directory under `parent` and opens the body file in it.
    init(under parent: String) throws {
        let base = (parent.hasSuffix("/") ? parent : parent + "/") + "qf-body-\(UUID().uuidString)"
        guard mkdir(base, 0o700) == 0 else {
            throw StorageFailure.httpError(errno: errno)
        }
        directory = base
        path = base + "/body"
        let opened = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard opened >= 0 else {
            let failure = errno
            rmdir(base)
            throw StorageFailure.httpError(errno: failure)
        }
        descriptor.withLock { $0 = opened }
    }

    /// Appends bytes to the body file.
    func append(_ bytes: UnsafeRawBufferPointer) throws {
        let fd = descriptor.withLock { $0 }
        var offset = 0
        while offset < bytes.count {
            let count = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                throw StorageFailure.httpError(errno: errno)
            }
            offset += count
        }
        written.withLock { $0 += bytes.count }
    }

    /// Closes the body file for writing (the handler then reads it).
    func finishWriting() {
        descriptor.withLock { fd in
            if fd >= 0 { close(fd) }
            fd = -1
        }
    }

    /// A new path in the body's directory for a part cut out of it.
    func scratchPath(_ name: String) -> String {
        let number = counter.withLock { value in
            value += 1
            return value
        }
        return directory + "/\(name)-\(number)"
    }

    /// Closes and deletes the body, its parts and the directory.
    func remove() {
        finishWriting()
        try? FileManager.default.removeItem(atPath: directory)
    }

    deinit { remove() }
}
