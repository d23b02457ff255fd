import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A temporary upload file that says, by an advisory lock (`flock`), whether its writer is still alive: the writing
/// process holds the lock until the file is moved into place or removed, and the kernel lets go of it when that process
/// dies — `kill -9` included. So ``sweep(_:)`` can remove every abandoned scratch file at start-up, straight away, without
/// ever touching an upload another server process on the same data is still working on.
///
/// ```swift
/// let scratch = try ScratchFile(in: directory, contents: bytes)   // ".upload-<random>", locked
/// defer { scratch.remove() }
/// try inspect(scratch.path)
/// ```
public final class ScratchFile {
    /// The prefix every scratch file's name starts with.
    static let prefix = ".upload-"
    /// How old an unlocked scratch file must be before a sweep removes it: covers the instant between a writer creating
    /// the file and taking its lock.
    static let graceSeconds: TimeInterval = 2

    public let path: String
    private var descriptor: Int32

    /// Creates `<directory>/.upload-<random><suffix>`, locks it and writes `contents` to it. 503 when the disk refuses.
    public init(in directory: String, contents: [UInt8], suffix: String = "") throws {
        path = (directory as NSString).appendingPathComponent(Self.prefix + UUID().uuidString.lowercased() + suffix)
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Self.unavailable }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, Self.writeAll(contents, to: descriptor) else {
            remove()
            throw Self.unavailable
        }
    }

    /// Creates a locked scratch file holding `source`'s bytes (copied from its file, 64 KiB at a time, when it is one).
    /// 503 when the disk refuses or the source file cannot be read.
    public convenience init(in directory: String, copying source: UploadSource) throws {
        switch source {
        case .bytes(let bytes):
            try self.init(in: directory, contents: bytes)
        case .file(let sourcePath, _):
            try self.init(in: directory, contents: [])
            guard Self.copy(from: sourcePath, to: descriptor) else {
                remove()
                throw Self.unavailable
            }
        }
    }

    /// An empty, locked scratch path for a tool to write into (e.g. ffmpeg's output), moved into place by ``move(to:)``.
    public convenience init(in directory: String, suffix: String) throws {
        try self.init(in: directory, contents: [], suffix: suffix)
    }

    /// Renames the file to `destination` (atomically, on the same file system), keeping the lock until done.
    func move(to destination: String) throws {
        guard rename(path, destination) == 0 else { throw Self.unavailable }
        release()
    }

    /// Removes the file (if it is still there) and lets go of the lock.
    public func remove() {
        unlink(path)
        release()
    }

    deinit { release() }

    private func release() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    /// Removes the scratch files in `directory` whose writer is gone (their lock can be taken) and that are older than
    /// ``graceSeconds``. Returns how many were removed.
    @discardableResult
    static func sweep(_ directory: String, now: Date = Date()) -> Int {
        var removed = 0
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name.hasPrefix(prefix) {
            let path = (directory as NSString).appendingPathComponent(name)
            if let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                now.timeIntervalSince(modified) < graceSeconds
            {
                continue
            }
            let probe = open(path, O_RDONLY | O_CLOEXEC)
            guard probe >= 0 else { continue }
            if flock(probe, LOCK_EX | LOCK_NB) == 0, unlink(path) == 0 { removed += 1 }
            close(probe)
        }
        return removed
    }

    /// At a server's start: removes every abandoned upload under `<dataDirectory>/media` — the scratch files whose
    /// writer died (at once; a live writer's lock keeps its own) and ffmpeg's `.partial-*` outputs older than
    /// ``partialAge`` (a conversion never runs that long). Returns how many files went.
    @discardableResult
    public static func sweepAtStartUp(dataDirectory: String, now: Date = Date()) -> Int {
        guard !dataDirectory.isEmpty else { return 0 }
        let root = dataDirectory + "/media"
        let files = FileManager.default
        var removed = 0
        for folder in (try? files.contentsOfDirectory(atPath: root)) ?? [] {
            let directory = root + "/" + folder
            removed += sweep(directory, now: now)
            for name in (try? files.contentsOfDirectory(atPath: directory)) ?? [] where name.hasPrefix(".partial-") {
                let path = directory + "/" + name
                if let modified = (try? files.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                    now.timeIntervalSince(modified) > partialAge, unlink(path) == 0
                {
                    removed += 1
                }
            }
        }
        return removed
    }

    /// How old an ffmpeg `.partial-*` output must be before the start-up sweep removes it.
    static let partialAge: TimeInterval = 15 * 60

    /// Appends the whole file at `path` to `descriptor`.
    private static func copy(from path: String, to descriptor: Int32) -> Bool {
        let source = open(path, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { return false }
        defer { close(source) }
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            if count == 0 { return true }
            let written = chunk.withUnsafeBytes { writeAll(UnsafeRawBufferPointer(rebasing: $0[..<count]), to: descriptor) }
            guard written else { return false }
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    private static let unavailable = StoreError.saveFailed
}
