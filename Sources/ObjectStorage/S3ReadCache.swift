import Foundation
import Media

/// Copies of stored objects on local disk, for serving them with Range: filled on first read (streamed to a
/// `.partial-` file, then renamed into place, so a reader never sees half a file), trimmed oldest-first when past
/// `maximumBytes`. Media keys are written once and never changed, so a copy never goes stale; a deleted file's record
/// is gone first, so no reader is sent to its copy.
///
///     let cache = S3ReadCache(directory: "/srv/quranflow/media-cache", maximumBytes: 2 << 30)
///     let path = try cache.path(of: "recitations/a.webm") { scratch in try download(to: scratch) }
public struct S3ReadCache: Sendable {
    public let directory: String
    public let maximumBytes: Int

    public init(directory: String, maximumBytes: Int = 1 << 30) {
        self.directory = directory
        self.maximumBytes = maximumBytes
    }

    /// The cached copy of `key`, made with `fill` (given a scratch path to write) when missing.
    public func path(of key: String, fill: (String) throws -> Void) throws -> String {
        guard MediaFileStoreError.isSafeKey(key) else {
            throw MediaFileStoreError("read \(key)", "not a safe relative path", unavailable: false)
        }
        let target = directory + "/" + key
        let manager = FileManager.default
        if manager.fileExists(atPath: target) { return target }
        try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let scratch = target + ".partial-" + UUID().uuidString.lowercased()
        do {
            try fill(scratch)
        } catch {
            try? manager.removeItem(atPath: scratch)
            throw error
        }
        guard rename(scratch, target) == 0 else {
            try? manager.removeItem(atPath: scratch)
            throw MediaFileStoreError("read \(key)", "the read cache at \(directory) cannot be written")
        }
        trim(keeping: target)
        return target
    }

    /// Removes `key`'s copy, if any.
    public func forget(_ key: String) {
        guard MediaFileStoreError.isSafeKey(key) else { return }
        try? FileManager.default.removeItem(atPath: directory + "/" + key)
    }

    /// Past `maximumBytes`, removes the least recently filled copies (never `kept`) down to three quarters of it. A
    /// copy being sent keeps streaming: the open descriptor outlives the name.
    func trim(keeping kept: String) {
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: directory) else { return }
        var files: [(path: String, bytes: Int, modified: Date)] = []
        var total = 0
        while let relative = walker.nextObject() as? String {
            let path = directory + "/" + relative
            guard let attributes = try? manager.attributesOfItem(atPath: path), attributes[.type] as? FileAttributeType == .typeRegular
            else { continue }
            let bytes = (attributes[.size] as? NSNumber)?.intValue ?? 0
            total += bytes
            files.append((path, bytes, attributes[.modificationDate] as? Date ?? .distantPast))
        }
        guard total > maximumBytes else { return }
        for file in files.sorted(by: { $0.modified < $1.modified }) where file.path != kept {
            guard total > maximumBytes / 4 * 3 else { break }
            if (try? manager.removeItem(atPath: file.path)) != nil { total -= file.bytes }
        }
    }
}
