import Foundation

/// A profile photo made safe to serve: the upload is recognised by its magic numbers (JPEG, PNG or WebP only), probed
/// and fully decoded by an isolated ffmpeg (so a file that only looks like an image is refused), then re-encoded as a
/// 512 × 512 JPEG, centre-cropped, with no metadata at all (EXIF, GPS, comments and colour profiles are not carried
/// over: the new file is encoded from decoded pixels, and `-map_metadata -1` drops container tags).
///
/// ```swift
/// try PortraitImage(toolbox: .locate()).reencode(fileAt: upload, to: "/data/media/avatars/x.jpg")
/// ```
public struct PortraitImage: Sendable {
    /// The accepted kinds, by the name a person knows.
    public enum Kind: String, Sendable, CaseIterable {
        case jpeg = "JPEG"
        case png = "PNG"
        case webp = "WebP"

        /// ffmpeg's demuxer for a single image of this kind.
        var demuxer: String {
            switch self {
            case .jpeg: "jpeg_pipe"
            case .png: "png_pipe"
            case .webp: "webp_pipe"
            }
        }

        /// The codec ffprobe reports for it.
        var codec: String {
            switch self {
            case .jpeg: "mjpeg"
            case .png: "png"
            case .webp: "webp"
            }
        }
    }

    /// The largest upload accepted: 5 MB.
    public static let maxBytes = 5_000_000
    /// The side of the square stored photo, in pixels.
    public static let side = 512
    /// The largest side decoded (a larger image is refused before decoding, so a tiny file cannot expand into
    /// gigabytes of pixels).
    public static let maxSourceSide = 12_000

    /// The tools and their limits.
    public let toolbox: MediaToolbox

    public init(toolbox: MediaToolbox) {
        self.toolbox = toolbox
    }

    /// The kind `bytes` start like, or nil.
    public static func sniff(_ bytes: [UInt8]) -> Kind? {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webp }
        return nil
    }

    /// Checks the image at `path` and writes its 512 px re-encoding to `output` (atomically: a failure leaves nothing).
    ///
    /// - Throws: `MediaError` — `.empty`, `.tooLarge` (over 5 MB, or over 12,000 px a side), `.unsupportedType` (not
    ///   JPEG, PNG or WebP, or an animated WebP), `.corrupt` (does not decode), `.timedOut`, `.toolMissing`.
    public func reencode(fileAt path: String, to output: String) throws {
        let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
        guard size > 0 else { throw MediaError(.empty, "The photo is empty.") }
        guard size <= Self.maxBytes else { throw MediaError(.tooLarge, "The photo is larger than \(Spoken.bytes(Self.maxBytes)).") }
        let head = [UInt8](FileManager.default.contents(atPath: path)?.prefix(16) ?? Data())
        guard let kind = Self.sniff(head) else {
            throw MediaError(.unsupportedType, "That file is not a photo we can use — send a JPEG, PNG or WebP image.")
        }
        let (width, height) = try probe(path, kind: kind)
        guard width > 0, height > 0 else { throw MediaError(.corrupt, "The photo could not be read — it may be damaged.") }
        guard width <= Self.maxSourceSide, height <= Self.maxSourceSide else {
            throw MediaError(.tooLarge, "The photo is \(width) × \(height) pixels; at most \(Self.maxSourceSide) a side is accepted.")
        }
        let side = String(Self.side)
        try MediaFiles.writeAtomically(to: output) { temporary in
            let arguments =
                ["-nostdin", "-hide_banner", "-nostats", "-v", "error", "-threads", "1", "-xerror"]
                + ["-protocol_whitelist", "file", "-f", kind.demuxer, "-i", MediaFiles.ffmpegURL(path)]
                + ["-map", "0:v:0", "-frames:v", "1", "-map_metadata", "-1", "-map_chapters", "-1"]
                + ["-vf", "scale=\(side):\(side):force_original_aspect_ratio=increase,crop=\(side):\(side),format=yuvj420p"]
                + ["-c:v", "mjpeg", "-q:v", "3", "-f", "image2", "-y", MediaFiles.ffmpegURL(temporary)]
            let result = try ToolRunner(toolbox: toolbox).run(.ffmpeg, arguments, activity: "Preparing the photo") { _ in }
            guard result.succeeded else { throw MediaError(.corrupt, "The photo could not be decoded — it may be damaged or cut short.") }
        }
    }

    /// The first video stream's size as ffprobe sees it with the demuxer forced; an image whose codec is not its kind's
    /// (a PNG inside a JPEG name, an animated WebP ffmpeg cannot decode) is refused.
    private func probe(_ path: String, kind: Kind) throws -> (Int, Int) {
        let arguments = [
            "-v", "error", "-protocol_whitelist", "file", "-f", kind.demuxer, "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,width,height", "-of", "default=noprint_wrappers=1", MediaFiles.ffmpegURL(path),
        ]
        let (result, data) = try ToolRunner(toolbox: toolbox).collect(.ffprobe, arguments, activity: "Checking the photo")
        guard result.succeeded else { throw MediaError(.corrupt, "The photo could not be read — it may be damaged.") }
        var fields: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2, fields[parts[0]] == nil { fields[parts[0]] = parts[1] }
        }
        guard fields["codec_name"] == kind.codec else {
            throw MediaError(.unsupportedType, "That file is not a \(kind.rawValue) photo we can use.")
        }
        return (fields["width"].flatMap { Int($0) } ?? 0, fields["height"].flatMap { Int($0) } ?? 0)
    }
}
