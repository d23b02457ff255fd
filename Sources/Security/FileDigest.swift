import CSodium
import Foundation

/// SHA-256 of a file, read in 1 MiB chunks (a backup's media can be gigabytes; nothing is held whole in memory).
///
/// ```swift
/// let (hex, bytes) = try FileDigest.sha256Hex(ofFileAt: "/data/media/videos/abc.mp4")
/// ```
public enum FileDigest {
    /// The file's SHA-256 as 64 lower-case hex characters, and its size in bytes.
    public static func sha256Hex(ofFileAt path: String) throws -> (hex: String, bytes: Int) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        defer { try? handle.close() }
        Sodium.ensureInitialised()
        var state = crypto_hash_sha256_state()
        crypto_hash_sha256_init(&state)
        var total = 0
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            total += chunk.count
            chunk.withUnsafeBytes { buffer in
                _ = crypto_hash_sha256_update(&state, buffer.bindMemory(to: UInt8.self).baseAddress, UInt64(buffer.count))
            }
        }
        var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
        crypto_hash_sha256_final(&state, &digest)
        return (Hex.encode(digest), total)
    }
}
