import Foundation

/// The media store as a directory on this machine (the default, embedded): `key` is the path under `root`, and a
/// reader is served the file itself.
///
///     let files = LocalMediaFiles(root: dataDirectory + "/media")
///     try files.publish(fileAt: scratch, as: "recitations/abc.webm", contentType: "audio/webm")
public struct LocalMediaFiles: MediaFileStore {
    /// The directory holding the files (`<data>/media`).
    public let root: String

    public init(root: String) {
        self.root = root
    }

    public var description: String { "local directory \(root)" }

    /// The absolute path of `key`, after checking it is a safe relative path.
    public func path(of key: String) throws -> String {
        guard MediaFileStoreError.isSafeKey(key) else {
            throw MediaFileStoreError("locate \(key)", "not a safe relative path", unavailable: false)
        }
        return root + "/" + key
    }

    public func publish(fileAt path: String, as key: String, contentType: String) throws {
        let target = try self.path(of: key)
        guard (path as NSString).standardizingPath != (target as NSString).standardizingPath else { return }
        let manager = FileManager.default
        try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if manager.fileExists(atPath: target) { try manager.removeItem(atPath: target) }
        try manager.moveItem(atPath: path, toPath: target)
    }

    public func readablePath(of key: String) throws -> String { try path(of: key) }

    public func localCopy(of key: String, scratchPath: String) throws -> String { try path(of: key) }

    public func delete(_ key: String) throws {
        let target = try path(of: key)
        guard FileManager.default.fileExists(atPath: target) else { return }
        try FileManager.default.removeItem(atPath: target)
    }

    public func size(of key: String) throws -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: try path(of: key)),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { return nil }
        return (attributes[.size] as? NSNumber)?.intValue
    }

    /// Every regular file under `root` except work in progress — scratch files (names starting with `.`), partial
    /// copies (`.partial-`) and raw uploads waiting for processing (`raw/`) — sorted by key.
    public func list() throws -> [MediaFileInfo] {
        let manager = FileManager.default
        guard manager.fileExists(atPath: root) else { return [] }
        var found: [MediaFileInfo] = []
        guard let walker = manager.enumerator(atPath: root) else { return [] }
        while let relative = walker.nextObject() as? String {
            let segments = relative.split(separator: "/")
            guard segments.first != "raw", !relative.contains(".partial-"), !segments.contains(where: { $0.hasPrefix(".") }) else {
                continue
            }
            if let bytes = try size(of: relative) { found.append(MediaFileInfo(key: relative, bytes: bytes)) }
        }
        return found.sorted { $0.key < $1.key }
    }
}
