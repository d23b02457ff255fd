import Foundation
import Media
import Outbound
import Security
import Testing

@testable import ObjectStorage

/// S3MediaFiles against a real S3 API (moto, signatures checked): the whole life of a file, a large upload streamed
/// from disk, and a wrong secret refused with nothing stored.
@Suite(.serialized) struct S3MediaFilesTests {
    let scratch: String

    init() throws {
        scratch = NSTemporaryDirectory() + "s3-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    func write(_ bytes: [UInt8], name: String) throws -> String {
        let path = scratch + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func storeServeRangeCopyListDelete() throws {
        let files = try MotoServer.files(cache: scratch + "/cache")
        let bytes = (0..<5000).map { UInt8($0 % 251) }
        let key = "recitations/\(UUID().uuidString.lowercased()).webm"
        let source = try write(bytes, name: "up.webm")
        try files.publish(fileAt: source, as: key, contentType: "audio/webm")
        #expect(!FileManager.default.fileExists(atPath: source), "the local copy goes once uploaded")
        #expect(try files.size(of: key) == 5000)
        #expect(try files.head(key)?.sha256 == SHA256.hex(bytes))
        #expect(try files.list().contains(MediaFileInfo(key: key, bytes: 5000)))

        // Readers get a cached copy, fetched once; the store answers a presigned URL with exactly those bytes.
        let cached = try files.readablePath(of: key)
        #expect(cached.hasPrefix(scratch + "/cache/"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: cached)) == Data(bytes))
        #expect(try files.readablePath(of: key) == cached)

        let copy = try files.localCopy(of: key, scratchPath: scratch + "/copy")
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == Data(bytes))

        try files.delete(key)
        #expect(try files.size(of: key) == nil)
        #expect(!FileManager.default.fileExists(atPath: cached), "deleting forgets the cached copy")
        try files.delete(key)  // already gone: fine
        #expect(throws: MediaFileStoreError.self) { try files.localCopy(of: key, scratchPath: scratch + "/gone") }
    }

    /// 64 MB go up streamed from disk: the process's peak resident memory grows by far less than the file.
    @Test func largeUploadIsStreamed() throws {
        let files = try MotoServer.files()
        let path = scratch + "/big.bin"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        var block = [UInt8](repeating: 0, count: 1 << 20)
        for index in 0..<64 {
            for offset in stride(from: 0, to: block.count, by: 4096) { block[offset] = UInt8(index) }
            try handle.write(contentsOf: block)
        }
        try handle.close()
        let (hex, bytes) = try FileDigest.sha256Hex(ofFileAt: path)
        // The high-water mark is reset first (clear_refs 5), so the peak is the upload's own.
        try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        let before = Self.status("VmRSS")
        try files.publish(fileAt: path, as: "videos/big.bin", contentType: "application/octet-stream")
        let grown = Self.status("VmHWM") - before
        print("S3 streamed upload: 64 MiB file, peak resident memory \(grown >> 10) KiB above the resident memory before it")
        #expect(grown < 24 << 20, "peak memory grew by \(grown >> 20) MiB for a 64 MiB upload")
        #expect(try files.head("videos/big.bin")?.bytes == bytes)
        let copy = try files.localCopy(of: "videos/big.bin", scratchPath: scratch + "/big.copy")
        #expect(try FileDigest.sha256Hex(ofFileAt: copy).hex == hex)
        try files.delete("videos/big.bin")
    }

    /// A request signed with the wrong secret is refused by the store (403) and surfaces as a clear "unavailable"
    /// error; nothing is stored and the local file stays.
    @Test func wrongSecretIsRefused() throws {
        let wrong = try MotoServer.files(secret: "not-the-secret")
        let source = try write([1, 2, 3], name: "wrong.webm")
        do {
            try wrong.publish(fileAt: source, as: "recitations/wrong.webm", contentType: "audio/webm")
            Issue.record("a wrong secret was accepted")
        } catch let error as MediaFileStoreError {
            #expect(error.isUnavailable)
            #expect(error.reason.contains("403"), "\(error)")
            #expect(error.reason.contains("refused the credentials"), "\(error)")
        }
        #expect(FileManager.default.fileExists(atPath: source))
        #expect(try MotoServer.files().size(of: "recitations/wrong.webm") == nil)
        #expect(throws: MediaFileStoreError.self) { try wrong.list() }
    }

    /// A memory figure (`VmRSS`, `VmHWM`) from /proc/self/status, in bytes.
    static func status(_ name: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") })
        else { return 0 }
        return (Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") ?? 0) * 1024
    }
}
