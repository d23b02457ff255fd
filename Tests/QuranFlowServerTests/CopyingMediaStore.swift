import Foundation
import Media

/// A media store that keeps its files in a local folder but, like a bucket, hands a job a fresh copy of a file
/// (written into the scratch path given, truncating it as curl's download does) — and lets a test look at that copy
/// while the job still holds it.
///
///     let store = CopyingMediaStore(files: LocalMediaFiles(root: media)) { scratch in inspect(scratch) }
struct CopyingMediaStore: MediaFileStore {
    let files: LocalMediaFiles
    let whileCopied: @Sendable (String) -> Void

    var description: String { "a copying store over \(files.description)" }

    func publish(fileAt path: String, as key: String, contentType: String) throws {
        try files.publish(fileAt: path, as: key, contentType: contentType)
    }

    func readablePath(of key: String) throws -> String { try files.readablePath(of: key) }

    func localCopy(of key: String, scratchPath: String) throws -> String {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: try files.readablePath(of: key)))
        guard let handle = FileHandle(forWritingAtPath: scratchPath) else {
            throw MediaFileStoreError("download \(key)", "the scratch file \(scratchPath) is missing")
        }
        defer { try? handle.close() }
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: bytes)
        whileCopied(scratchPath)
        return scratchPath
    }

    func delete(_ key: String) throws { try files.delete(key) }

    func size(of key: String) throws -> Int? { try files.size(of: key) }

    func list() throws -> [MediaFileInfo] { try files.list() }
}
