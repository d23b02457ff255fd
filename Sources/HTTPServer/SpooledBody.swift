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
///
/// A process killed mid-request (`kill -9`, a crash) cannot remove its bodies; the next server to start on the same
/// spool directory does (``sweep(under:now:)``). Each live body holds an advisory lock (`flock`) on its file, which the
/// kernel lets go of when its process dies, so the sweep never takes a body another running server is still reading.
public final class SpooledBody: Sendable {
    /// The prefix of every body's directory.
    static let prefix = "qf-body-"
    /// How old an unlocked body directory must be before a sweep removes it: covers the instant between its creation
    /// and its lock.
    static let graceSeconds: TimeInterval = 2
    /// The private directory holding the body and parts cut from it.
    public let directory: String
    /// The body's file.
    public let path: String
    private let written = Locked(0)
    private let descriptor = Locked<Int32>(-1)
    /// A read descriptor holding the body's lock until ``remove()``.
    private let lock = Locked<Int32>(-1)
    private let counter = Locked(0)

    /// The body's size in bytes (all that was received).
    public var size: Int { written.withLock { $0 } }

    /// Makes a fresh directory under `parent` and opens the body file in it.
    init(under parent: String) throws {
        let base = (parent.hasSuffix("/") ? parent : parent + "/") + Self.prefix + UUID().uuidString
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
        let locker = open(path, O_RDONLY | O_CLOEXEC)
        guard locker >= 0, flock(locker, LOCK_EX | LOCK_NB) == 0 else {
            let failure = errno
            if locker >= 0 { close(locker) }
            close(opened)
            unlink(path)
            rmdir(base)
            throw StorageFailure.httpError(errno: failure)
        }
        descriptor.withLock { $0 = opened }
        lock.withLock { $0 = locker }
    }

    /// Appends bytes to the body file.
    func append(_ bytes: UnsafeRawBufferPointer) throws {
        let fd = descriptor.withLock { $0 }
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let count = write(fd, base + offset, bytes.count - offset)
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

    /// Closes and deletes the body, its parts and the directory, then lets go of the lock.
    func remove() {
        finishWriting()
        try? FileManager.default.removeItem(atPath: directory)
        lock.withLock { fd in
            if fd >= 0 { close(fd) }
            fd = -1
        }
    }

    /// Removes the bodies under `parent` that no live process holds — left by a server killed mid-request — once older
    /// than ``graceSeconds``. A server calls it as it starts; returns how many went.
    ///
    /// ```swift
    /// SpooledBody.sweep(under: NSTemporaryDirectory())   // 1 after a kill -9 during an upload
    /// ```
    @discardableResult
    public static func sweep(under parent: String, now: Date = Date()) -> Int {
        let files = FileManager.default
        var removed = 0
        for name in (try? files.contentsOfDirectory(atPath: parent)) ?? [] where name.hasPrefix(prefix) {
            let directory = (parent as NSString).appendingPathComponent(name)
            guard let modified = (try? files.attributesOfItem(atPath: directory))?[.modificationDate] as? Date,
                now.timeIntervalSince(modified) >= graceSeconds
            else { continue }
            let probe = open(directory + "/body", O_RDONLY | O_CLOEXEC)
            // No body file: its server died between making the directory and the file.
            let abandoned = probe < 0 ? errno == ENOENT : flock(probe, LOCK_EX | LOCK_NB) == 0
            if abandoned, (try? files.removeItem(atPath: directory)) != nil { removed += 1 }
            if probe >= 0 { close(probe) }
        }
        return removed
    }

    deinit { remove() }
}
