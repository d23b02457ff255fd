import Foundation

/// What the probe of an uploaded video found: its container (from magic numbers), its streams (from ffprobe, with the
/// container's demuxer forced) and whether it can be served as it is.
public struct VideoProbe: Sendable, Equatable {
    /// The container its first bytes name.
    public let container: VideoContainer
    /// Seconds the container claims; nil when it does not say (a WebM from a browser's recorder).
    public let duration: TimeInterval?
    /// The first video stream's codec ("h264", "vp9", …).
    public let videoCodec: String
    /// The first video stream's pixel format ("yuv420p").
    public let pixelFormat: String
    /// The first audio stream's codec, if there is sound.
    public let audioCodec: String?
    /// Pixels.
    public let width: Int
    /// Pixels.
    public let height: Int
    /// Whether an MP4's index comes before its data.
    public let fastStart: Bool

    /// Whether every browser plays the file as it is, with playback starting at once: H.264 (4:2:0) with AAC or no
    /// sound, in an MP4 with fast start, its duration known. Such a file is checked but not transcoded.
    public var isWebPlayable: Bool {
        container == .mp4 && videoCodec == "h264" && pixelFormat == "yuv420p" && (audioCodec == nil || audioCodec == "aac")
            && fastStart && duration != nil
    }

    /// Reads ffprobe's JSON (`-show_entries format=duration:stream=codec_type,codec_name,pix_fmt,width,height`).
    static func parse(_ json: Data, container: VideoContainer, fastStart: Bool) throws -> VideoProbe {
        struct Output: Decodable {
            struct Stream: Decodable {
                let codecType: String?
                let codecName: String?
                let pixelFormat: String?
                let width: Int?
                let height: Int?

                enum CodingKeys: String, CodingKey {
                    case codecType = "codec_type", codecName = "codec_name", pixelFormat = "pix_fmt", width, height
                }
            }
            struct Format: Decodable { let duration: String? }
            let streams: [Stream]?
            let format: Format?
        }
        guard let output = try? JSONDecoder().decode(Output.self, from: json) else {
            throw MediaError(.corrupt, "The video could not be read — it may be damaged.")
        }
        let streams = output.streams ?? []
        guard let video = streams.first(where: { $0.codecType == "video" }), let codec = video.codecName else {
            throw MediaError(.unsupportedType, "That \(container.rawValue) file has no video in it.")
        }
        let audio = streams.first { $0.codecType == "audio" }
        let duration = output.format?.duration.flatMap { Double($0) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return VideoProbe(
            container: container, duration: duration, videoCodec: codec, pixelFormat: video.pixelFormat ?? "",
            audioCodec: audio?.codecName, width: video.width ?? 0, height: video.height ?? 0, fastStart: fastStart)
    }
}
