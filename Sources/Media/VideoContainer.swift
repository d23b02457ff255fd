import Foundation

/// The video containers a lesson video may arrive in, recognised by magic numbers before any tool runs.
///
/// ```swift
/// VideoContainer.sniff(Array(header))   // .mp4, .quickTime, .webm, or nil
/// ```
public enum VideoContainer: String, Sendable, CaseIterable {
    /// ISO base media (`ftyp` with an MP4 brand).
    case mp4 = "MP4"
    /// QuickTime (`ftyp` brand `qt  `, or a bare `moov`/`mdat`/`wide` atom first).
    case quickTime = "MOV"
    /// WebM / Matroska (the EBML header).
    case webm = "WebM"

    /// How many leading bytes ``sniff(_:)`` reads.
    public static let headerLength = 64

    /// ffmpeg's demuxer, forced so ffmpeg never guesses from the content.
    var demuxer: String {
        switch self {
        case .mp4, .quickTime: "mov"
        case .webm: "matroska"
        }
    }

    /// The container `header` starts, or nil.
    public static func sniff(_ header: [UInt8]) -> VideoContainer? {
        func ascii(_ text: String, at offset: Int) -> Bool {
            let magic = Array(text.utf8)
            return header.count >= offset + magic.count && Array(header[offset..<offset + magic.count]) == magic
        }
        if header.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) { return .webm }
        if ascii("ftyp", at: 4) { return ascii("qt  ", at: 8) ? .quickTime : .mp4 }
        if ["moov", "mdat", "wide", "free", "skip"].contains(where: { ascii($0, at: 4) }) { return .quickTime }
        return nil
    }

    /// Whether an MP4/MOV file's `moov` atom comes before its `mdat` (fast start: playback starts before the whole
    /// file has arrived). Reads only the top-level atom headers.
    static func hasFastStart(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        var offset: UInt64 = 0
        let end = (try? handle.seekToEnd()) ?? 0
        for _ in 0..<64 {
            guard offset + 8 <= end, (try? handle.seek(toOffset: offset)) != nil,
                let head = try? handle.read(upToCount: 16), head.count >= 8
            else { return false }
            let bytes = [UInt8](head)
            var size = UInt64(bytes[0]) << 24 | UInt64(bytes[1]) << 16 | UInt64(bytes[2]) << 8 | UInt64(bytes[3])
            let type = String(decoding: bytes[4..<8], as: UTF8.self)
            if type == "moov" { return true }
            if type == "mdat" { return false }
            if size == 1, bytes.count >= 16 {
                size = bytes[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            } else if size == 0 {
                return false
            }
            guard size >= 8 else { return false }
            offset += size
        }
        return false
    }
}
