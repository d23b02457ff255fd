import Foundation

/// Mends the one layout fault seen in WebKit's fragmented MP4 (WebKitGTK 2.50's MediaRecorder through GStreamer): a
/// `moof` immediately followed by another `moof` for the same fragment. The first one's sample offsets point into the
/// second, so ffmpeg decodes the second `moof`'s bytes as AAC frames; the decoder's state is spoiled and every frame
/// after it is refused ("channel element 0.0 is not allocated") — a 4-second take measured 3 s. Dropping the stray
/// `moof` leaves the file as the recorder meant it.
///
/// ```swift
/// if let mended = try FragmentedMP4Repair.mendedCopy(of: upload) { defer { remove(mended) } ... }
/// ```
enum FragmentedMP4Repair {
    /// One top-level box: where it starts, its type and its length in bytes.
    struct Box: Equatable {
        let offset: Int
        let type: String
        let length: Int
    }

    /// The top-level boxes of `bytes`, stopping at the first one whose size is not a whole box within the file (a file
    /// cut short keeps its tail as it is).
    static func boxes(_ bytes: [UInt8]) -> [Box] {
        var found: [Box] = []
        var offset = 0
        while offset <= bytes.count - 8, found.count < 100_000 {
            let size32 = (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            var length = size32
            if size32 == 1 {
                guard offset <= bytes.count - 16 else { break }
                let wide = (8..<16).reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[offset + $1]) }
                guard wide <= UInt64(bytes.count - offset) else { break }
                length = Int(wide)
            } else if size32 == 0 {
                length = bytes.count - offset
            }
            guard length >= 8, length <= bytes.count - offset else { break }
            found.append(Box(offset: offset, type: type, length: length))
            offset += length
        }
        return found
    }

    /// `bytes` without each `moof` that is directly followed by another `moof`, or nil when there is none.
    static func mended(_ bytes: [UInt8]) -> [UInt8]? {
        let found = boxes(bytes)
        let stray = found.indices.filter { $0 + 1 < found.count && found[$0].type == "moof" && found[$0 + 1].type == "moof" }
        guard !stray.isEmpty else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var next = 0
        for index in stray {
            output += bytes[next..<found[index].offset]
            next = found[index].offset + found[index].length
        }
        output += bytes[next...]
        return output
    }

    /// A mended copy of the MP4 at `path` beside it (removed by the caller), or nil when it needs no mending.
    static func mendedCopy(of path: String) throws -> String? {
        guard let data = FileManager.default.contents(atPath: path), let mended = mended(Array(data)) else { return nil }
        let directory = (MediaFiles.absolute(path) as NSString).deletingLastPathComponent
        let copy = directory + "/.mended-\(UUID().uuidString).mp4"
        guard FileManager.default.createFile(atPath: copy, contents: Data(mended), attributes: [.posixPermissions: 0o600]) else {
            throw MediaError(.failed, "The recording could not be prepared for checking.")
        }
        return copy
    }
}
