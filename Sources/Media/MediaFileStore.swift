import Foundation

/// Where the programme's media files live — a directory on this machine or an S3-compatible bucket — behind one
/// interface. Keys are relative paths such as `recitations/3f2a….webm` (the `path` column of the media records).
///
/// The local directory `<data>/media` stays the working area either way: uploads are validated and processed there, then
/// handed to ``publish(fileAt:as:contentType:)``, which for a bucket streams the file up and removes the local copy.
///
///     let files: any MediaFileStore = LocalMediaFiles(root: "/srv/quranflow/media")
///     try files.publish(fileAt: "/srv/quranflow/media/recitations/.upload-1", as: "recitations/abc.webm", contentType: "audio/webm")
///     let path = try files.readablePath(of: "recitations/abc.webm")   // served with Range by the web app
public protocol MediaFileStore: Sendable {
    /// A short description for logs and errors ("local directory /srv/media", "s3://bucket at http://…").
    var description: String { get }

    /// Stores the local file at `path` under `key` (streamed, never read whole into memory). The local file is gone
    /// afterwards (moved or uploaded then removed), unless it already *is* the stored file.
    func publish(fileAt path: String, as key: String, contentType: String) throws
    /// A local file with `key`'s bytes for the web app to serve with Range and validators (call it only after the
    /// reader's access was checked): the stored file itself for a directory; for a bucket, a read-through cached copy.
    func readablePath(of key: String) throws -> String
    /// A local file with `key`'s bytes (for processing with ffmpeg, or for a backup): the stored file itself for a
    /// directory, a fresh copy at `scratchPath` for a bucket. Returns the path to read.
    func localCopy(of key: String, scratchPath: String) throws -> String
    /// Removes `key`; no error when it is already gone.
    func delete(_ key: String) throws
    /// The stored size of `key` in bytes, nil when there is no such file.
    func size(of key: String) throws -> Int?
    /// Every stored file (key and size), for migration, verification and backups.
    func list() throws -> [MediaFileInfo]
}

/// A stored file: its key and size in bytes.
public struct MediaFileInfo: Equatable, Sendable {
    public let key: String
    public let bytes: Int

    public init(key: String, bytes: Int) {
        self.key = key
        self.bytes = bytes
    }
}

/// A media store refused or failed an operation: what was being done and why, in words an operator can act on.
/// `isUnavailable` marks failures of the store itself (unreachable, credentials refused) rather than a missing file.
///
///     throw MediaFileStoreError("upload recitations/a.webm", "the object store refused the credentials (403 SignatureDoesNotMatch)")
public struct MediaFileStoreError: Error, CustomStringConvertible, Equatable, Sendable {
    public let operation: String
    public let reason: String
    public let isUnavailable: Bool

    public init(_ operation: String, _ reason: String, unavailable: Bool = true) {
        self.operation = operation
        self.reason = reason
        self.isUnavailable = unavailable
    }

    public var description: String { "media store: \(operation): \(reason)" }

    /// Whether `key` is a safe relative path: no empty, `.` or `..` segments, no leading slash, no NUL or backslash.
    public static func isSafeKey(_ key: String) -> Bool {
        guard !key.isEmpty, key.utf8.count <= 1024, !key.contains("\\"), !key.contains("\0") else { return false }
        return key.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}
