import Foundation
import Media
import Security

/// Copies every file of a local media directory to an object store and verifies each copy by size and SHA-256 read
/// back from the store. Idempotent: a file whose object already has its size and recorded SHA-256 is skipped (unless
/// `readBack`, which re-reads every object). Only reads the local directory, so it is safe while a server runs on it;
/// files that arrive meanwhile are copied by the next run.
///
///     let report = try MediaMigration(source: LocalMediaFiles(root: data + "/media"), target: s3, scratchDirectory: data)
///         .run(recordedKeys: paths) { print($0) }
///     print(report.summary)   // "42 files (12.3 MB): 40 copied and verified, 2 already there; 0 failed; 0 recorded files missing"
public struct MediaMigration: Sendable {
    public let source: LocalMediaFiles
    public let target: S3MediaFiles
    /// Where read-back copies are written for hashing (removed at once).
    public let scratchDirectory: String

    public init(source: LocalMediaFiles, target: S3MediaFiles, scratchDirectory: String) {
        self.source = source
        self.target = target
        self.scratchDirectory = scratchDirectory
    }

    /// What a run did.
    public struct Report: Equatable, Sendable {
        public var copied: [String] = []
        public var alreadyThere: [String] = []
        /// Files that could not be copied or whose read-back copy differs, with why.
        public var failed: [String: String] = [:]
        /// Keys named by the database's records that are in neither the directory nor the store.
        public var missing: [String] = []
        public var bytes = 0

        public var isComplete: Bool { failed.isEmpty && missing.isEmpty }

        public var summary: String {
            let files = copied.count + alreadyThere.count + failed.count
            return "\(files) files (\(String(format: "%.1f", Double(bytes) / 1_000_000)) MB): \(copied.count) copied and verified, "
                + "\(alreadyThere.count) already there; \(failed.count) failed; \(missing.count) recorded files missing"
        }
    }

    /// Runs the migration; `recordedKeys` are the paths the database names (checked to exist in one place or the
    /// other); `progress` gets one line per file copied, failed or missing.
    public func run(recordedKeys: [String] = [], readBack: Bool = false, progress: (String) -> Void = { _ in }) throws -> Report {
        var report = Report()
        let files = try source.list()
        for file in files {
            let path = try source.path(of: file.key)
            do {
                let local = try FileDigest.sha256Hex(ofFileAt: path)
                report.bytes += local.bytes
                let stored = try target.head(file.key)
                if let stored, stored.bytes == local.bytes, stored.sha256 == local.hex, !readBack {
                    report.alreadyThere.append(file.key)
                    continue
                }
                if let stored, stored.bytes != local.bytes || stored.sha256 != local.hex {
                    progress("differs in the store (\(stored.bytes) bytes, sha256 \(stored.sha256 ?? "none")): copying again \(file.key)")
                }
                let wasThere = stored != nil && stored?.bytes == local.bytes && stored?.sha256 == local.hex
                if !wasThere { try target.upload(fileAt: path, as: file.key, contentType: Self.contentType(of: file.key)) }
                if let problem = try verify(file.key, expected: local) {
                    report.failed[file.key] = problem
                    progress("FAILED \(file.key): \(problem)")
                } else if wasThere {
                    report.alreadyThere.append(file.key)
                } else {
                    report.copied.append(file.key)
                    progress("copied and verified \(file.key) (\(local.bytes) bytes)")
                }
            } catch {
                report.failed[file.key] = "\(error)"
                progress("FAILED \(file.key): \(error)")
            }
        }
        let present = Set(files.map(\.key))
        for key in Set(recordedKeys).sorted() where !present.contains(key) {
            if (try? target.head(key)) ?? nil == nil {
                report.missing.append(key)
                progress("MISSING \(key): a record names it, but it is neither in \(source.root) nor in the store")
            }
        }
        return report
    }

    /// Reads `key` back from the store and compares size and SHA-256; nil when they match, else what differs.
    func verify(_ key: String, expected: (hex: String, bytes: Int)) throws -> String? {
        let scratch = scratchDirectory + "/.migrate-verify-" + UUID().uuidString.lowercased()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        _ = try target.localCopy(of: key, scratchPath: scratch)
        let copy = try FileDigest.sha256Hex(ofFileAt: scratch)
        if copy.bytes != expected.bytes { return "the stored copy has \(copy.bytes) bytes, the file \(expected.bytes)" }
        if copy.hex != expected.hex { return "the stored copy's SHA-256 \(copy.hex) is not the file's \(expected.hex)" }
        return nil
    }

    /// The content type stored with an object, from its extension.
    public static func contentType(of key: String) -> String {
        switch (key as NSString).pathExtension.lowercased() {
        case "webm": "audio/webm"
        case "m4a": "audio/mp4"
        case "mp4": "video/mp4"
        case "ogg", "opus": "audio/ogg"
        case "mp3": "audio/mpeg"
        case "wav": "audio/wav"
        case "jpg", "jpeg": "image/jpeg"
        case "png": "image/png"
        case "vtt": "text/vtt"
        default: "application/octet-stream"
        }
    }
}
