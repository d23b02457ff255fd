import Foundation
import Media
import Security
import Testing

@testable import ObjectStorage

/// `quranflow media migrate`'s work against a real S3 API (moto): every file copied and verified by read-back, work
/// in progress left alone, a re-run skipping what is there, a stored copy that differs copied again, and a file the
/// database names but nobody has reported.
@Suite(.serialized) struct MediaMigrationTests {
    @Test func migratesVerifiesAndIsIdempotent() throws {
        let data = NSTemporaryDirectory() + "migrate-" + UUID().uuidString
        let root = data + "/media"
        let tag = UUID().uuidString.lowercased()
        let keys = ["recitations/\(tag).webm", "videos/\(tag).mp4", "avatars/\(tag).jpg"]
        for (index, key) in keys.enumerated() {
            try FileManager.default.createDirectory(
                atPath: (root + "/" + key as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data((0..<(1000 * (index + 1))).map { UInt8(($0 + index) % 256) }).write(to: URL(fileURLWithPath: root + "/" + key))
        }
        try FileManager.default.createDirectory(atPath: root + "/raw", withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: root + "/raw/\(tag)"))
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: root + "/recitations/.upload-\(tag)"))
        let target = try MotoServer.files()
        let migration = MediaMigration(source: LocalMediaFiles(root: root), target: target, scratchDirectory: root)

        let first = try migration.run(recordedKeys: keys + ["recitations/\(tag)-gone.webm"])
        #expect(Set(first.copied) == Set(keys))
        #expect(first.failed.isEmpty)
        #expect(first.missing == ["recitations/\(tag)-gone.webm"])
        #expect(!first.isComplete)
        #expect(try target.size(of: "raw/\(tag)") == nil, "raw uploads wait for their job on the server that has them")
        #expect(try target.head(keys[1])?.sha256 == FileDigest.sha256Hex(ofFileAt: root + "/" + keys[1]).hex)
        #expect(FileManager.default.fileExists(atPath: root + "/" + keys[0]), "the local files stay until the servers switch")

        let second = try migration.run(recordedKeys: keys)
        #expect(second.copied.isEmpty && Set(second.alreadyThere) == Set(keys) && second.isComplete)

        // The stored copy of one file is replaced by other bytes: the next run notices and copies it again.
        let other = data + "/other"
        try Data([9, 9, 9]).write(to: URL(fileURLWithPath: other))
        try target.upload(fileAt: other, as: keys[2], contentType: "image/jpeg")
        var lines: [String] = []
        let third = try migration.run(recordedKeys: keys) { lines.append($0) }
        #expect(third.copied == [keys[2]])
        #expect(lines.contains { $0.hasPrefix("differs in the store (3 bytes") })
        #expect(try target.size(of: keys[2]) == 3000)

        let readBack = try migration.run(recordedKeys: keys, readBack: true)
        #expect(Set(readBack.alreadyThere) == Set(keys) && readBack.isComplete)
        print("media migrate: \(readBack.summary)")
        for key in keys { try target.delete(key) }
        try? FileManager.default.removeItem(atPath: data)
    }

    @Test func readCacheTrimsOldestFirst() throws {
        let directory = NSTemporaryDirectory() + "cache-" + UUID().uuidString
        let cache = S3ReadCache(directory: directory, maximumBytes: 2500)
        var made: [String] = []
        for index in 0..<4 {
            made.append(
                try cache.path(of: "a/\(index).bin") { scratch in
                    try Data(repeating: UInt8(index), count: 1000).write(to: URL(fileURLWithPath: scratch))
                })
            Thread.sleep(forTimeInterval: 0.02)
        }
        // 4000 bytes against a cap of 2500: the oldest go until at most 1875 remain, the newest always stays.
        #expect(!FileManager.default.fileExists(atPath: made[0]) && !FileManager.default.fileExists(atPath: made[1]))
        #expect(FileManager.default.fileExists(atPath: made[3]))
        #expect(throws: MediaFileStoreError.self) { try cache.path(of: "../escape") { _ in } }
        try? FileManager.default.removeItem(atPath: directory)
    }
}
