/// A kind of audio file, always detected from its bytes (magic numbers, then ffprobe's codec),
/// never taken from a file name or a declared content type.
public enum AudioKind: String, Sendable, Codable, CaseIterable {
    /// Opus in WebM: what Chrome's and Edge's MediaRecorder make.
    case webmOpus
    /// AAC in MP4 (`.m4a`): what Safari's MediaRecorder makes, and the normalised format.
    case mp4AAC
    /// Opus in Ogg: what Firefox's MediaRecorder makes.
    case oggOpus
    /// PCM in RIFF WAVE.
    case wav
    /// MPEG-1 Layer III.
    case mp3

    /// A name for messages: "WebM (Opus) audio".
    public var displayName: String {
        switch self {
        case .webmOpus: "WebM (Opus) audio"
        case .mp4AAC: "MP4 (AAC) audio"
        case .oggOpus: "Ogg (Opus) audio"
        case .wav: "WAV audio"
        case .mp3: "MP3 audio"
        }
    }

    /// The MIME type to serve a file of this kind with.
    public var mimeType: String {
        switch self {
        case .webmOpus: "audio/webm"
        case .mp4AAC: "audio/mp4"
        case .oggOpus: "audio/ogg"
        case .wav: "audio/wav"
        case .mp3: "audio/mpeg"
        }
    }

    /// The usual file extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .webmOpus: "webm"
        case .mp4AAC: "m4a"
        case .oggOpus: "ogg"
        case .wav: "wav"
        case .mp3: "mp3"
        }
    }
}
